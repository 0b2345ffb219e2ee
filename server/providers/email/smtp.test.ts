import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { SmtpEmail } from './smtp';

describe('SMTP e-mail provider', () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a mail with its subject, sender and UTF-8 text to a real SMTP server on loopback', async () => {
    const mailer = new SmtpEmail(`smtp://127.0.0.1:${port}`, 'Tiket AI <no-reply@tiket-ai.local>');
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
