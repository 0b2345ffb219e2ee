import { eq } from 'drizzle-orm';
import { signInTokens } from '../../db/schema/billing';
import { AppError } from '../../lib/app-error';
import { issueSignInToken } from '../../auth/sign-in-link';
import { mailText } from '../../common/messages';
import type { Lang } from '../../common/lang';
import type { Viewer } from '../../context';
import { findCheckout, settleCheckout, type Settled } from './settle-checkout';
import type { BillingDeps, CheckoutResult, CheckoutRow } from './types';

/**
 * verify-*: completes a paid checkout once (docs/decisions/034-idempotent-payment-verification.md) and hands
 * the account to the browser that paid. The browser that paid as a guest is signed in by a single-use token;
 * an existing account gets a sign-in link by e-mail instead. A repeated verification answers the stored
 * result and changes nothing.
 */
export async function completeCheckout(
  deps: BillingDeps,
  ref: string,
  viewer: Viewer,
  lang: Lang,
): Promise<CheckoutResult & { login_token?: string; magic_link_sent?: boolean }> {
  const checkout = await findCheckout(deps.db, ref);
  // Only the buyer verifies: the account that started the checkout, or the browser that started it as a guest.
  // Anyone else who knows the reference learns nothing (not even that it exists) and changes nothing: no
  // e-mail, no hand-over (the provider's webhook still records the payment).
  const buyer = checkout.userId
    ? checkout.userId === viewer.userId
    : !!checkout.guestTokenHash && checkout.guestTokenHash === viewer.guestTokenHash;
  if (!buyer) throw new AppError('NOT_FOUND', 'billing.noCheckout');
  const settled = await settleCheckout(deps, checkout);
  return handOff(deps, checkout, settled, viewer, lang);
}

/**
 * The account goes to the browser that verifies, once per checkout (a sign-in token bound to the checkout
 * marks it handed over): a guest who paid in this browser is signed in, anyone else gets the link by e-mail.
 */
async function handOff(
  deps: BillingDeps,
  checkout: CheckoutRow,
  { result, userId }: Settled,
  viewer: Viewer,
  lang: Lang,
): Promise<CheckoutResult & { login_token?: string; magic_link_sent?: boolean }> {
  if (viewer.userId === userId) return result;
  const [handed] = await deps.db
    .select({ at: signInTokens.expiresAt })
    .from(signInTokens)
    .where(eq(signInTokens.checkoutId, checkout.id))
    .limit(1);
  if (handed) return result;
  const next = !result.report_id
    ? '/account'
    : checkout.kind === 'generated-ticket'
      ? `/ai-generator/result?ticket=${result.report_id}`
      : `/report/${result.report_id}`;
  const samebrowser = !!checkout.guestTokenHash && checkout.guestTokenHash === viewer.guestTokenHash;
  if (result.user_created && samebrowser) {
    const token = await issueSignInToken(deps.db, {
      userId,
      next,
      checkoutId: checkout.id,
      ttlMinutes: 10,
      boundToPayer: true,
    });
    return { ...result, login_token: token };
  }
  const token = await issueSignInToken(deps.db, { userId, next, checkoutId: checkout.id, ttlMinutes: 60 });
  const url = `${deps.config.PUBLIC_URL}/auth/link?token=${token}`;
  await deps.email.send({ to: checkout.email, ...mailText(lang, 'signInLink', { url }) });
  return { ...result, magic_link_sent: true };
}
