import { and, inArray, like, or, sql } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { profiles, user as users } from '../../db/schema/auth';
import {
  checkouts,
  funnelEvents,
  localPaymentObjects,
  payments,
  signInTokens,
  subscribers,
} from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { UPLOAD_BUCKET } from '../uploads/bucket';

/**
 * Dangerous Actions (docs/decisions/038-bulk-delete-of-test-users.md): deletes only accounts whose e-mail
 * starts with the configured test prefix, with their reports, payments, subscriptions, profiles and stored
 * photos, in one transaction; files go after the rows are gone, so a failure never leaves rows pointing at
 * missing files.
 */
export async function deleteTestUsers(
  services: AppServices,
  by: string,
): Promise<{ users: number; reports: number; files: number }> {
  const prefix = services.config.TEST_USER_EMAIL_PREFIX.toLowerCase();
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { db } = services;
  const result = await db.transaction(async (tx) => {
    const doomed = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(like(sql`lower(${users.email})`, pattern));
    const ids = doomed.map((u) => u.id);
    const emails = doomed.map((u) => u.email.toLowerCase());
    if (!ids.length) return { users: 0, reports: 0, files: [] as string[] };
    const reports = await tx
      .delete(ocrResults)
      .where(inArray(ocrResults.userId, ids))
      .returning({ filePath: ocrResults.filePath });
    // Billing rows name the buyer by e-mail (guest checkouts) and, once signed in, by account: both count.
    await tx.delete(payments).where(or(inArray(payments.email, emails), inArray(payments.userId, ids)));
    const gone = await tx
      .delete(checkouts)
      .where(or(inArray(checkouts.email, emails), inArray(checkouts.userId, ids)))
      .returning({ ref: checkouts.providerRef });
    await tx
      .delete(subscribers)
      .where(or(inArray(subscribers.email, emails), inArray(subscribers.userId, ids)));
    // The local test processor's intents and subscriptions: by e-mail, and by the checkouts' references for
    // those made under an e-mail the account has since changed.
    const refs = gone.map((c) => c.ref);
    await tx
      .delete(localPaymentObjects)
      .where(
        or(
          inArray(localPaymentObjects.email, emails),
          inArray(localPaymentObjects.id, refs),
          inArray(localPaymentObjects.subscriptionId, refs),
        ),
      );
    await tx.delete(signInTokens).where(inArray(signInTokens.userId, ids));
    await tx.delete(funnelEvents).where(inArray(funnelEvents.userId, ids));
    await tx.delete(profiles).where(inArray(profiles.userId, ids));
    // Sessions and accounts go with the user (foreign keys cascade).
    await tx.delete(users).where(and(inArray(users.id, ids), like(sql`lower(${users.email})`, pattern)));
    return {
      users: ids.length,
      reports: reports.length,
      files: reports.flatMap((r) => (r.filePath ? [r.filePath] : [])),
    };
  });
  let files = 0;
  for (const path of result.files) {
    await services.storage.delete(UPLOAD_BUCKET, path).then(
      () => files++,
      (err) => services.logger.warn({ err, path }, 'could not delete a test user file'),
    );
  }
  services.logger.warn(
    { by, prefix, users: result.users, reports: result.reports, files },
    'deleted test users',
  );
  return { users: result.users, reports: result.reports, files };
}
