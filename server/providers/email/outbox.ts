import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/auth';
import type { EmailProvider, Mail } from './types';

/** Keeps mail in the database instead of sending it (no SMTP configured); the dev mail viewer reads it. */
export class OutboxEmail implements EmailProvider {
  constructor(private readonly db: Database) {}

  async send(mail: Mail) {
    await this.db.insert(emailOutbox).values({ id: randomUUID(), ...mail });
  }
}

export function latestMails(db: Database, limit = 50) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
