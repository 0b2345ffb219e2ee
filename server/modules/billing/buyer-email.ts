import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema/billing';
import { AppError } from '../../lib/app-error';
import { EMAIL_PATTERN } from '../../common/email';

/** The e-mail rule of the payment page (required, must contain '@' and '.'). */
export function normaliseEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!email) throw new AppError('BAD_REQUEST', 'billing.emailRequired');
  if (!EMAIL_PATTERN.test(email) || email.length > 254)
    throw new AppError('BAD_REQUEST', 'billing.emailInvalid');
  return email;
}

/** The payment page's live check: does this e-mail already subscribe, and may it still start a trial? */
export async function lookupEmail(
  db: Database,
  email: string,
): Promise<{ registered: boolean; trial_available: boolean }> {
  const [row] = await db
    .select({ subscribed: subscribers.subscribed, hadTrial: subscribers.hadTrial })
    .from(subscribers)
    .where(eq(subscribers.email, email))
    .limit(1);
  return { registered: !!row?.subscribed, trial_available: !row?.hadTrial };
}
