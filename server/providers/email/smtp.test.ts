import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpEmail } from './smtp';
import { startSmtpServer, type ReceivedMail } from '../../../tests/support/smtp';

describe('SMTP e-mail provider', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
  });
  afterAll(() => smtp.close());

  it('delivers a mail with its subject, sender and UTF-8 text to a real SMTP server on loopback', async () => {
    const mailer = new SmtpEmail(smtp.url, 'Tiket AI <no-reply@tiket-ai.local>');
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Potvrdi svoj Tiket AI nalog',
      text: 'Zdravo Ana, čćšžđ',
    });
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['ana@example.com']);
    expect(received[0].raw).toMatch(/From: Tiket AI <no-reply@tiket-ai\.local>/);
    expect(received[0].raw).toContain('Subject: Potvrdi svoj Tiket AI nalog');
    expect(received[0].raw).toMatch(/Zdravo Ana|=C4=8D/);
  });

  it('reports a refused connection as an error instead of losing the mail silently', async () => {
    const mailer = new SmtpEmail('smtp://127.0.0.1:1', 'x@y.z');
    await expect(mailer.send({ to: 'a@b.c', subject: 's', text: 't' })).rejects.toThrow();
  });
});
