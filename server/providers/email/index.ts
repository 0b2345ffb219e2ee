import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { OutboxEmail } from './outbox';
import { SmtpEmail } from './smtp';
import type { EmailProvider } from './types';

export type { EmailProvider, Mail } from './types';

export function createEmail(config: Config, db: Database): EmailProvider {
  return config.EMAIL_PROVIDER === 'smtp'
    ? new SmtpEmail(config.SMTP_URL!, config.MAIL_FROM)
    : new OutboxEmail(db);
}
