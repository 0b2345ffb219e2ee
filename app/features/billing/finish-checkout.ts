import type { TFunction } from '~/lib/translate';
import { postJson } from '~/lib/api';
import { toast } from '~/components/ui/toaster';

/** What verify-direct-subscription, verify-payment and verify-subscription answer. */
export interface VerifiedCheckout {
  success: boolean;
  report_id: string | null;
  /** The catalogue plan bought (basic, premium, report, ai-generator). */
  plan?: string;
  /** A new account in the browser that paid: signs it in once. */
  login_token?: string;
  /** An existing account: a sign-in link went to its e-mail instead. */
  magic_link_sent?: boolean;
}

const PENDING_REPORT = 'pendingReportId';
const GENERATOR = 'ai-generator';

/**
 * Where a buyer goes once the checkout is verified: the report, or
 * /payment-success. A generated ticket always passes through /payment-success with source ai-generator,
 * which then opens the ticket.
 */
export function afterPaymentHref(plan: string | undefined, reportId: string | null): string {
  if (reportId && plan !== GENERATOR) return `/report/${reportId}`;
  return paymentSuccessHref(plan, reportId);
}

function paymentSuccessHref(plan: string | undefined, reportId: string | null): string {
  const query = new URLSearchParams(reportId ? { report_id: reportId } : {});
  if (reportId && plan === GENERATOR) query.set('source', GENERATOR);
  // What was bought, so the page can tell a finished checkout from a visit with nothing paid.
  if (!reportId && plan) query.set('plan', plan);
  const search = query.toString();
  return search ? `/payment-success?${search}` : '/payment-success';
}

/** Where /payment-success continues: the generated ticket, the report, or the account. */
export function successNextHref(reportId: string | null, source: string | null): string {
  if (!reportId) return '/account';
  return source === GENERATOR ? `/ai-generator/result?ticket=${reportId}` : `/report/${reportId}`;
}

/**
 * The one ending of every verified checkout, for the payment form and /payment-success-new alike: the report
 * id is kept as pendingReportId, the success toast says whether a sign-in link was e-mailed, a new buyer is
 * signed in with the single-use token, and the page is left after `delayMs`. A buyer whose link was e-mailed is
 * not signed in here, so goes to /payment-success (its "check your e-mail" state) rather than a page that would
 * bounce to /auth. Returns what the page shows meanwhile: signed in automatically, or check the e-mail, and
 * where it goes.
 */
export async function finishCheckout(
  result: VerifiedCheckout,
  opts: { plan?: string; reportId: string | null; title: string; delayMs: number; t: TFunction },
): Promise<{ signedIn: boolean; checkEmail: boolean; next: string }> {
  const plan = result.plan ?? opts.plan;
  const reportId = result.report_id ?? opts.reportId;
  if (reportId) localStorage.setItem(PENDING_REPORT, reportId);
  const checkEmail = !!result.magic_link_sent;
  toast.success(opts.title, { description: checkEmail ? opts.t('billing.payment.checkEmail') : undefined });
  const next = checkEmail ? paymentSuccessHref(plan, reportId) : afterPaymentHref(plan, reportId);
  const signedIn =
    !!result.login_token && (await postJson('/api/auth/token-sign-in', { token: result.login_token })).ok;
  // A full load, so every screen sees the new session and subscription.
  setTimeout(() => window.location.replace(next), opts.delayMs);
  return { signedIn, checkEmail, next };
}
