import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { BetterAuthPlugin } from 'better-auth';
import type { Database } from '../db/client';
import { checkouts, signInTokens } from '../db/schema/billing';
import { ocrResults } from '../db/schema/reports';
import { guestHashForReading } from '../modules/accounts/guest-identity';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Single-use, short-lived sign-in tokens: after a guest checkout the browser that paid gets one and is signed in
 * at once; an existing user gets one by e-mail. Only the hash is stored. The browser's token is bound to the guest
 * identity that paid (`b.` before it, part of what is hashed, so it cannot be stripped): any other browser that
 * gets hold of it is refused and the token stays the payer's. The e-mailed link proves the address, so it works
 * in any browser.
 */
const BOUND = 'b.';

export async function issueSignInToken(
  db: Database,
  input: { userId: string; next: string; checkoutId?: string; ttlMinutes: number; boundToPayer?: boolean },
): Promise<string> {
  const token = `${input.boundToPayer ? BOUND : ''}${randomBytes(32).toString('base64url')}`;
  await db.insert(signInTokens).values({
    tokenHash: hash(token),
    userId: input.userId,
    checkoutId: input.checkoutId ?? null,
    next: input.next,
    expiresAt: new Date(Date.now() + input.ttlMinutes * 60_000),
  });
  return token;
}

/**
 * Uses a token once: the user and where to go, or null when unknown, used, expired, or bound to another browser
 * than this one (`guestHash`: this browser's guest identity).
 */
export async function consumeSignInToken(
  db: Database,
  token: string,
  guestHash: string | null = null,
): Promise<{ userId: string; next: string; checkoutId: string | null } | null> {
  if (token.startsWith(BOUND)) {
    const [row] = await db
      .select({ payer: checkouts.guestTokenHash })
      .from(signInTokens)
      .innerJoin(checkouts, eq(checkouts.id, signInTokens.checkoutId))
      .where(eq(signInTokens.tokenHash, hash(token)))
      .limit(1);
    if (!row?.payer || row.payer !== guestHash) return null;
  }
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInTokens.tokenHash, hash(token)),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: signInTokens.userId, next: signInTokens.next, checkoutId: signInTokens.checkoutId });
  return row ?? null;
}

/**
 * The owner of an existing account opened the link a guest checkout mailed to it: the address is proven, so
 * the reports of the browser that paid move into the account now (not at payment: see billing's unlockReport).
 */
async function attachCheckoutReports(db: Database, checkoutId: string, userId: string) {
  const [checkout] = await db
    .select({ guest: checkouts.guestTokenHash })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId))
    .limit(1);
  if (!checkout?.guest) return;
  await db
    .update(ocrResults)
    .set({ userId })
    .where(and(eq(ocrResults.guestTokenHash, checkout.guest), isNull(ocrResults.userId)));
}

/** POST /api/auth/token-sign-in {token}: a better-auth endpoint, so the session cookie is its own. */
export function tokenSignIn(db: Database, secret: string) {
  return {
    id: 'token-sign-in',
    endpoints: {
      tokenSignIn: createAuthEndpoint(
        '/token-sign-in',
        { method: 'POST', body: z.object({ token: z.string().min(10).max(200) }) },
        async (ctx) => {
          const consumed = await consumeSignInToken(
            db,
            ctx.body.token,
            guestHashForReading(ctx.headers?.get('cookie'), secret),
          );
          if (!consumed)
            throw new APIError('BAD_REQUEST', {
              message: 'Link za prijavu je istekao ili je već iskorišćen.',
            });
          const user = await ctx.context.internalAdapter.findUserById(consumed.userId);
          if (!user)
            throw new APIError('BAD_REQUEST', {
              message: 'Link za prijavu je istekao ili je već iskorišćen.',
            });
          if (consumed.checkoutId) await attachCheckoutReports(db, consumed.checkoutId, user.id);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ redirectTo: consumed.next });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
