import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('logger redaction', () => {
  it('censors passwords, tokens, cookies, secrets and cards wherever handlers tend to put them', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    log.info(
      {
        password: 'p-top',
        secret: 's-top',
        AUTH_SECRET: 'auth-secret-top',
        body: { email: 'a@b.c', password: 'p-body', newPassword: 'p-new', login_token: 't-login' },
        input: { card: { number: '4242424242424242', cvc: '123' }, client_secret: 'cs-1' },
        req: {
          headers: { cookie: 'tiket.session_token=c-req', authorization: 'Bearer b-req' },
          body: { password: 'p-deep' },
        },
        res: { headers: { 'set-cookie': 'tiket.session_token=c-res' } },
        headers: { authorization: 'Bearer b-top', cookie: 'c-top' },
        config: { AUTH_SECRET: 'auth-secret-config', apiKey: 'k-config' },
      },
      'request',
    );
    const text = lines.join('');
    for (const secret of [
      'p-top',
      's-top',
      'auth-secret-top',
      'p-body',
      'p-new',
      't-login',
      '4242424242424242',
      'cs-1',
      'c-req',
      'b-req',
      'p-deep',
      'c-res',
      'b-top',
      'c-top',
      'auth-secret-config',
      'k-config',
    ])
      expect(text).not.toContain(secret);
    // What is not secret stays readable.
    expect(JSON.parse(text)).toMatchObject({ msg: 'request', body: { email: 'a@b.c' } });
  });
});

describe('logger bounds', () => {
  it('never writes a user-supplied value unbounded: long strings in fields, errors and messages are cut', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const huge = 'x'.repeat(20_000_000);
    log.warn({ email: huge, form: { fields: [huge, huge] } }, 'admin sign-in refused');
    log.error({ err: new Error(`bad e-mail ${huge}`) }, huge);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length).toBeLessThan(20_000);
    const first = JSON.parse(lines[0]);
    expect(first.msg).toBe('admin sign-in refused');
    expect(first.email).toMatch(/^x{2000}… \[20000000 characters\]$/);
    expect(JSON.parse(lines[1]).err.message).toMatch(/^bad e-mail x+… \[20000011 characters\]$/);
  });
});
