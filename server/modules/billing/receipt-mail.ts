import { mailText } from '../../common/messages';
import rs from '../../common/messages/rs.json';
import hr from '../../common/messages/hr.json';
import { formatDate, formatMoney } from '../../common/format';
import type { Lang } from '../../common/lang';
import { PLANS, type PlanId } from '../../common/catalogue';

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
