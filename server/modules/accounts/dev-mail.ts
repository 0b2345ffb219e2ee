import type { Database } from '../../db/client';
import { latestMails } from '../../providers/email/outbox';

export async function listOutbox(db: Database) {
  const rows = await latestMails(db);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  }));
}
