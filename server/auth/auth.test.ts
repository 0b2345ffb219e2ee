import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppServices } from '../context';
import { createApp } from '../app';
import { createTestServices } from '../test-support';
import { emailOutbox, profiles } from '../db/schema/auth';
import { getSessionUser } from './session';

describe('accounts API', () => {
  let services: AppServices;
  let app: Hono;
  const origin = 'http://localhost:3000';

  beforeAll(async () => {
    services = await createTestServices();
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(() => services.dbHandle.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/auth${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin, ...headers },
    });
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  it('signs up with full name and username, mails a verification link, and signs in once verified', async () => {
    const email = 'ana@example.com';
    const signUp = await post('/sign-up/email', {
      name: 'Ana Anić',
      username: 'ana',
      email,
      password: 'tajna123',
    });
    expect(signUp.status).toBe(200);
    const [profile] = await services.db.select().from(profiles);
    expect(profile).toMatchObject({ fullName: 'Ana Anić', username: 'ana', internalUser: false });

    expect(signUp.headers.getSetCookie().join()).toMatch(/tiket\.session_token=/);

    const [mail] = await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail.subject).toBe('Potvrdite svoj Tiket AI nalog');
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const verify = await app.request(link.replace(/^https?:\/\/[^/]+/, ''));
    expect([200, 302]).toContain(verify.status);

    const wrong = await post('/sign-in/email', { email, password: 'pogresna' });
    expect(wrong.status).toBe(401);
    const signIn = await post('/sign-in/email', { email, password: 'tajna123' });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    expect(signIn.headers.getSetCookie().join()).toMatch(/tiket\.session_token=.*HttpOnly/i);
    const user = await getSessionUser(services, new Headers({ cookie }));
    expect(user).toMatchObject({ email });
  });

  it('refuses a duplicate e-mail and a short password', async () => {
    await post('/sign-up/email', { name: 'B', username: 'b', email: 'b@example.com', password: 'tajna123' });
    const again = await post('/sign-up/email', {
      name: 'B',
      username: 'b',
      email: 'b@example.com',
      password: 'tajna123',
    });
    expect(again.status).toBe(422);
    const short = await post('/sign-up/email', {
      name: 'C',
      username: 'c',
      email: 'c@example.com',
      password: '12345',
    });
    expect(short.status).toBe(400);
  });

  it('limits sign-in attempts per account in the database, with a Serbian message', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 9; i++)
      last = await post('/sign-in/email', { email: 'napad@example.com', password: 'x'.repeat(8) });
    expect(last!.status).toBe(429);
    expect((await last!.json()).error.message).toMatch(/^Previše pokušaja\. Pokušajte ponovo za \d+ minut/);
  });

  it('never writes passwords to the logs', async () => {
    const lines: string[] = [];
    const { createLogger } = await import('../lib/logger');
    const logger = createLogger('info', { write: (l: string) => lines.push(l) } as never);
    logger.info({ body: { email: 'a@b.c', password: 'tajna123' }, password: 'tajna123' }, 'sign-in');
    expect(lines.join('')).not.toContain('tajna123');
  });
});
