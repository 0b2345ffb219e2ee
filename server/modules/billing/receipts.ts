import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkouts } from '../../db/schema/billing';
import { mailText } from '../../common/messages';
import rs from '../../common/messages/rs.json';
import hr from '../../common/messages/hr.json';
import { formatDate, formatMoney } from '../../common/format';
import { DEFAULT_LANG, isLang, type Lang } from '../../common/lang';
import { PLANS, type PlanId } from '../../common/catalogue';
import type { BillingDeps, CheckoutRow, Tx } from './types';

// Receipt e-mails (rs/hr, in the buyer's language): a started trial, a payment (one-time, a subscription's
// first period, a renewal) and a cancellation. Each is sent by the billing operation that records its event,
// right after that record is committed and only by the call that wrote it, so a repeated webhook or
// verification sends nothing new.

export type Receipt =
  | { kind: 'trial'; plan: PlanId; trialEnd: Date; reference: string }
  | {
      kind: 'payment';
      item: 'report' | 'generated-ticket';
      amountCents: number;
      currency: string;
      paidAt: Date;
      reference: string;
    }
  | {
      kind: 'subscription-payment';
      plan: PlanId;
      amountCents: number;
      currency: string;
      paidAt: Date;
      periodEnd: Date | null;
      reference: string;
    }
  | { kind: 'cancelled'; plan: PlanId; until: Date }
  | { kind: 'ended'; plan: PlanId; endedAt: Date };

export type ReceiptDeps = Pick<BillingDeps, 'email' | 'logger' | 'config'>;

const NAMES = {
  rs: { ...rs.mail.paymentReceipt.items, ...rs.mail.subscriptionReceipt.plans },
  hr: { ...hr.mail.paymentReceipt.items, ...hr.mail.subscriptionReceipt.plans },
};

/** The receipt's subject and text in `lang`: amounts with decimal commas, dates in the genitive. */
export function receiptMail(
  receipt: Receipt,
  to: string,
  lang: Lang,
  publicUrl: string,
): { to: string; subject: string; text: string } {
  const money = (cents: number, currency = 'EUR') => formatMoney(lang, cents / 100, currency);
  const date = (d: Date) => formatDate(lang, d);
  const manage = `${publicUrl}/account/subscription`;
  const name = (id: keyof (typeof NAMES)['rs']) => NAMES[lang][id];
  const base = { email: to };
  switch (receipt.kind) {
    case 'trial':
      return {
        to,
        ...mailText(lang, 'trialStarted', {
          ...base,
          plan: name(receipt.plan),
          today: money(0),
          trialEnd: date(receipt.trialEnd),
          price: money(PLANS[receipt.plan].priceInCents),
          reference: receipt.reference,
          url: manage,
        }),
      };
    case 'payment':
      return {
        to,
        ...mailText(lang, 'paymentReceipt', {
          ...base,
          item: name(receipt.item),
          amount: money(receipt.amountCents, receipt.currency),
          date: date(receipt.paidAt),
          reference: receipt.reference,
        }),
      };
    case 'subscription-payment':
      return {
        to,
        ...mailText(lang, 'subscriptionReceipt', {
          ...base,
          plan: name(receipt.plan),
          amount: money(receipt.amountCents, receipt.currency),
          date: date(receipt.paidAt),
          periodEnd: receipt.periodEnd ? date(receipt.periodEnd) : '–',
          reference: receipt.reference,
          url: manage,
        }),
      };
    case 'cancelled':
      return {
        to,
        ...mailText(lang, 'subscriptionCancelled', {
          ...base,
          plan: name(receipt.plan),
          until: date(receipt.until),
          url: manage,
        }),
      };
    case 'ended':
      return {
        to,
        ...mailText(lang, 'subscriptionEnded', {
          ...base,
          plan: name(receipt.plan),
          date: date(receipt.endedAt),
          url: `${publicUrl}/membership`,
        }),
      };
  }
}

/**
 * Sends a receipt once its event is recorded. A mail that cannot be sent does not undo the payment (the money
 * is taken, the event recorded): the log says which receipt to send by hand.
 */
export async function sendReceipt(deps: ReceiptDeps, receipt: Receipt, to: string, lang: Lang) {
  try {
    await deps.email.send(receiptMail(receipt, to, lang, deps.config.PUBLIC_URL));
  } catch (err) {
    deps.logger.error({ err, to, receipt: receipt.kind }, 'receipt e-mail could not be sent');
  }
}

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

/** The plan id of a stored tier, Basic when unknown. */
export function planOf(tier: string | null | undefined): PlanId {
  return tier === 'premium' ? 'premium' : 'basic';
}
