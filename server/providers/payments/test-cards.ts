import type { CardInput } from './types';
// The local processor's test cards, numbered as Stripe's test mode numbers them, so the same cards work
// against either processor. Only the behaviour is ever stored, never the number.

export type CardBehaviour =
  'succeeds' | 'declined' | 'insufficient-funds' | 'requires-action' | 'fails-later';

export interface CheckedCard {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient-funds',
  '4000002500003155': 'requires-action',
  // Attaches fine, then every later charge fails: how a failed renewal is tried locally.
  '4000000000000341': 'fails-later',
};

export const DECLINE_MESSAGES: Record<'declined' | 'insufficient-funds' | 'not-test-card', string> = {
  declined: 'Vaša kartica je odbijena.',
  'insufficient-funds': 'Na kartici nema dovoljno sredstava.',
  'not-test-card':
    'Vaša kartica je odbijena: u test režimu rade samo test kartice (npr. 4242 4242 4242 4242).',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** Checks a card as a processor would: number, expiry and CVC first, then what the test card does. */
export function checkCard(
  card: CardInput,
  now: Date,
): { ok: true; card: CheckedCard } | { ok: false; message: string } {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { ok: false, message: 'Broj kartice nije ispravan.' };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!(card.expMonth >= 1 && card.expMonth <= 12))
    return { ok: false, message: 'Datum isteka nije ispravan.' };
  if (new Date(Date.UTC(year, card.expMonth, 1)) <= now) return { ok: false, message: 'Kartica je istekla.' };
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, message: 'Sigurnosni kod (CVC) nije ispravan.' };
  const behaviour = TEST_CARDS[digits];
  if (!behaviour) return { ok: false, message: DECLINE_MESSAGES['not-test-card'] };
  return { ok: true, card: { brand: cardBrand(digits), last4: digits.slice(-4), behaviour } };
}
