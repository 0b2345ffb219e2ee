import { betterAuth } from 'better-auth';
import { and, eq, like } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, profiles, session, user, verification } from '../db/schema/auth';
import { funnelEvents } from '../db/schema/billing';
import type { EmailProvider } from '../providers/email/types';
import { resolveLanguage } from '../lib/language';
import { mailText } from '../common/messages';
import { tokenSignIn } from './sign-in-link';
import { trustedOrigins } from '../lib/request-guards';

const DAY = 60 * 60 * 24;

/**
 * better-auth: e-mail + password, verification and reset mails through our e-mail provider, sessions in the
 * database with httpOnly cookies (30 days, renewed daily while in use). Rate limiting is ours (database-backed,
 * see routes.ts), so better-auth's in-memory limiter is off.
 */
export function createAuth(config: Config, db: Database, email: EmailProvider) {
  const langOf = (request?: Request) =>
    resolveLanguage(request?.headers.get('cookie'), request?.headers.get('accept-language'));
  return betterAuth({
    secret: config.AUTH_SECRET,
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: { additionalFields: { username: { type: 'string', required: false, input: true } } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      // The specification answers a taken address with "Nalog već postoji"; better-auth only does that when
      // sign-up signs in at once (docs/decisions/006). The verification mail is still sent.
      requireEmailVerification: false,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A new password ends every session, so a stolen one stops working.
      revokeSessionsOnPasswordReset: true,
      // …and every other reset link still out for the account: an older mail must not set it again.
      onPasswordReset: async ({ user: u }) => {
        await db
          .delete(verification)
          .where(and(eq(verification.value, u.id), like(verification.identifier, 'reset-password:%')));
      },
      sendResetPassword: async ({ user: u, url }, request) => {
        await email.send({ to: u.email, ...mailText(langOf(request), 'reset', { name: u.name, url }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: u, url }, request) => {
        await email.send({ to: u.email, ...mailText(langOf(request), 'verify', { name: u.name, url }) });
      },
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    plugins: [tokenSignIn(db, config.AUTH_SECRET)],
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'tiket',
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      session: {
        create: {
          // Every new session is a sign-in (password, link, verification): kept on the user for the admin list.
          after: async (created) => {
            await db.update(user).set({ lastSignInAt: created.createdAt }).where(eq(user.id, created.userId));
          },
        },
      },
      user: {
        create: {
          // The specification's profile row, with the full name and username given at sign-up.
          after: async (created) => {
            const username = (created as { username?: string | null }).username ?? null;
            await db
              .insert(profiles)
              .values({ userId: created.id, fullName: created.name, username })
              .onConflictDoNothing();
            // The specification's "email capture on sign-up" funnel event, first-party.
            await db.insert(funnelEvents).values({ name: 'email_capture', userId: created.id });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// The instance every request reaches through `services.auth`. Declared from here rather than imported by
// server/context.ts, so the context stays below auth (its type follows the options above).
declare module '../context' {
  interface AppServices {
    auth: Auth;
  }
}
