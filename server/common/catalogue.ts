// The one price catalogue (docs/decisions/031-one-price-catalogue.md): every screen and every charge reads
// its amounts from here. Pure data with no server imports, so the app can render it and the billing module
// can charge it.

export type PlanId = 'basic' | 'premium';

export interface Plan {
  id: PlanId;
  /** Internal name (English), as the specification's Plan entity has it. */
  name: string;
  /** i18n key under `plans.<id>` holds the display name ("Osnovni paket"). */
  priceInCents: number;
  /** Analyses (full reports) included per period. */
  analyses: number;
  /** Generated tickets included per period (Premium includes 5: docs/decisions/032-generator-purchase.md). */
  generatedTickets: number;
  popular: boolean;
  icon: 'zap' | 'crown';
}

export const CURRENCY = 'EUR';
export const TRIAL_DAYS = 15;
/** Renewal period of a subscription, in days ("every 4 weeks" in the specification's fine print). */
export const PERIOD_DAYS = 28;

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    priceInCents: 299,
    analyses: 5,
    generatedTickets: 0,
    popular: false,
    icon: 'zap',
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    priceInCents: 599,
    analyses: 12,
    generatedTickets: 5,
    popular: true,
    icon: 'crown',
  },
};

export const PLAN_ORDER: PlanId[] = ['basic', 'premium'];

/** The plan a recurring price belongs to (every plan has its own amount), or null for an unknown price. */
export function planOfPrice(cents: number | null | undefined): PlanId | null {
  return PLAN_ORDER.find((id) => PLANS[id].priceInCents === cents) ?? null;
}
export const DEFAULT_PLAN: PlanId = 'basic';

/** One report unlocked without a subscription. */
export const SINGLE_REPORT_PRICE_CENTS = 290;
/** One AI-generated ticket (the generator landing shows "Od €2.99"). */
export const GENERATED_TICKET_PRICE_CENTS = 299;

/** "2,99 €" style for the Serbian / Croatian screens (a BCP 47 locale such as sr-Latn-RS or hr-HR). */
export function formatPrice(cents: number, locale = 'sr-Latn-RS'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }).format(cents / 100);
}

/** What can be bought on the payment page: a plan, one report, or one generated ticket. */
export type CheckoutPlan = PlanId | 'report' | 'ai-generator';
export const CHECKOUT_PLANS: CheckoutPlan[] = ['basic', 'premium', 'report', 'ai-generator'];

/** The amount charged for a checkout (a plan's first period when there is no trial). */
export function checkoutPriceCents(plan: CheckoutPlan): number {
  if (plan === 'report') return SINGLE_REPORT_PRICE_CENTS;
  if (plan === 'ai-generator') return GENERATED_TICKET_PRICE_CENTS;
  return PLANS[plan].priceInCents;
}
