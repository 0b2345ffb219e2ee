import { postJson } from '~/lib/api';

// Calls to the accounts API (better-auth under /api/auth), answering status and message.
export async function postAuth(
  path: string,
  body: unknown,
): Promise<{ status: number; message: string | null }> {
  const { status, message } = await postJson(`/api/auth${path}`, body);
  return { status, message };
}
