import type { MiddlewareHandler } from 'hono';
import type { AppServices, Env, RequestContext } from './context';
import { getSessionUser } from './auth/session';
import { clientIp } from './lib/client-ip';
import { resolveLanguage } from './lib/language';
import { guestHashForReading } from './modules/accounts/guest-identity';

/** Resolves the request's context once, for every handler and loader after it (`c.var.ctx`). */
export function requestContext(services: AppServices): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.set(
      'ctx',
      createRequestContext(services, c.req.raw.headers, {
        requestId: c.get('requestId'),
        nonce: c.get('nonce'),
        clientIp: clientIp(c, services.config.TRUST_PROXY),
      }),
    );
    await next();
  };
}

export function createRequestContext(
  services: AppServices,
  headers: Headers,
  base: Pick<RequestContext, 'requestId' | 'nonce' | 'clientIp'>,
): RequestContext {
  let user: ReturnType<RequestContext['user']> | undefined;
  const guestTokenHash = guestHashForReading(headers.get('cookie'), services.config.AUTH_SECRET);
  const ctx: RequestContext = {
    services,
    ...base,
    lang: resolveLanguage(headers.get('cookie'), headers.get('accept-language')),
    // Lazily: static files and public pages never ask, and the session lookup is a database read.
    user: () => (user ??= getSessionUser(services, headers)),
    viewer: async () => ({ userId: (await ctx.user())?.id ?? null, guestTokenHash }),
  };
  return ctx;
}
