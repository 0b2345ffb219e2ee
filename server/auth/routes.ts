import { Hono } from 'hono';
import type { AppServices } from '../context';
import { clientIp } from '../lib/client-ip';
import { enforceRateLimit, type RateLimitRule } from '../lib/rate-limit';

const MINUTE = 60;
// Limits live in the database so they hold across every server process (issue: accounts, security).
const LIMITS: Record<string, { ip: RateLimitRule; account: RateLimitRule }> = {
  '/sign-in/email': {
    ip: { name: 'sign-in:ip', limit: 30, windowSeconds: 15 * MINUTE },
    account: { name: 'sign-in:account', limit: 8, windowSeconds: 15 * MINUTE },
  },
  '/sign-up/email': {
    ip: { name: 'sign-up:ip', limit: 10, windowSeconds: 60 * MINUTE },
    account: { name: 'sign-up:account', limit: 5, windowSeconds: 60 * MINUTE },
  },
  '/token-sign-in': {
    ip: { name: 'token-sign-in:ip', limit: 30, windowSeconds: 15 * MINUTE },
    account: { name: 'token-sign-in:account', limit: 30, windowSeconds: 15 * MINUTE },
  },
  '/request-password-reset': {
    ip: { name: 'reset:ip', limit: 10, windowSeconds: 60 * MINUTE },
    account: { name: 'reset:account', limit: 3, windowSeconds: 60 * MINUTE },
  },
};

/** Failed-password guessing against one account, wherever the password is tried (also the admin login). */
export const SIGN_IN_ACCOUNT_LIMIT = LIMITS['/sign-in/email'].account;

export const RATE_LIMITED = (minutes: number) =>
  `Previše pokušaja. Pokušajte ponovo za ${minutes} ${minutes === 1 ? 'minut' : 'minuta'}.`;

/** better-auth's endpoints under /api/auth, behind our limits. */
export function authRoutes(services: AppServices) {
  const app = new Hono();
  app.on(['GET', 'POST'], '/auth/*', async (c) => {
    const endpoint = c.req.path.replace(/^\/api\/auth/, '');
    const rules = c.req.method === 'POST' ? LIMITS[endpoint] : undefined;
    if (rules) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => ({}))) as { email?: unknown };
      const check = async (rule: RateLimitRule, subject: string) => {
        try {
          await enforceRateLimit(services.db, rule, subject, '');
        } catch (error) {
          const retry = (error as { retryAfter?: number }).retryAfter ?? 60;
          throw Object.assign(error as Error, { message: RATE_LIMITED(Math.max(1, Math.ceil(retry / 60))) });
        }
      };
      await check(rules.ip, clientIp(c, services.config.TRUST_PROXY));
      if (typeof body.email === 'string') await check(rules.account, body.email.trim().toLowerCase());
    }
    return services.auth.handler(c.req.raw);
  });
  return app;
}
