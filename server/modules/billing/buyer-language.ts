import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkouts } from '../../db/schema/billing';
import { DEFAULT_LANG, isLang, type Lang } from '../../common/lang';
import type { CheckoutRow, Tx } from './types';

/** The language the buyer paid in, kept with the checkout (`result.lang`) from its creation. */
export function checkoutLang(checkout: Pick<CheckoutRow, 'result'>): Lang {
  const lang = (checkout.result as { lang?: unknown } | null)?.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** Remembers the buyer's language on a new checkout, for its receipts and the subscription's later ones. */
export async function rememberBuyerLanguage(db: Database, checkoutId: string, lang: Lang) {
  await db.update(checkouts).set({ result: { lang } }).where(eq(checkouts.id, checkoutId));
}

/** The language of the buyer of a subscription: that of the checkout that started it. */
export async function subscriptionLang(db: Database | Tx, providerSubscriptionId: string): Promise<Lang> {
  const [row] = await db
    .select({ result: checkouts.result })
    .from(checkouts)
    .where(eq(checkouts.providerRef, providerSubscriptionId))
    .limit(1);
  return row ? checkoutLang(row) : DEFAULT_LANG;
}
