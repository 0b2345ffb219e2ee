import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

export interface StripeCard {
  stripe: Stripe;
  card: StripeCardElement;
}

/** Stripe Elements' card field, loaded from Stripe only when Stripe is the configured processor. */
export async function mountStripeCard(
  publishableKey: string,
  container: HTMLElement,
  onChange: (complete: boolean, error: string | null) => void,
): Promise<StripeCard> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  const card = stripe.elements({ locale: 'auto' }).create('card', { hidePostalCode: true });
  card.mount(container);
  card.on('change', (e) => onChange(e.complete, e.error?.message ?? null));
  return { stripe, card };
}

/** confirmCardSetup (trial) or confirmCardPayment, with the billing e-mail; Stripe.js runs 3-D Secure itself. */
export async function confirmWithStripe(
  { stripe, card }: StripeCard,
  clientSecret: string,
  intent: 'setup' | 'payment',
  email: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const payment_method = { card, billing_details: { email } };
  const result =
    intent === 'setup'
      ? await stripe.confirmCardSetup(clientSecret, { payment_method })
      : await stripe.confirmCardPayment(clientSecret, { payment_method });
  return result.error ? { ok: false, message: result.error.message ?? '' } : { ok: true };
}
