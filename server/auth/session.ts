import type { AppServices, SessionUser } from '../context';

export type { SessionUser };

/** The signed-in user of a request (session cookie or bearer token), or null. */
export async function getSessionUser(services: AppServices, headers: Headers): Promise<SessionUser | null> {
  if (
    !/tiket\.session_token|^Bearer /.test(
      `${headers.get('cookie') ?? ''}${headers.get('authorization') ?? ''}`,
    )
  ) {
    return null;
  }
  const result = await services.auth.api.getSession({ headers });
  return result ? { id: result.user.id, email: result.user.email, name: result.user.name } : null;
}
