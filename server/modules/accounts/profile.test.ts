import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import {
  Browser,
  createTestServices,
  loadPageBuild,
  type RequestTarget,
} from '../../../tests/support/services';
import { profiles, user as users } from '../../db/schema/auth';
import rs from '../../common/messages/rs.json';
import hr from '../../common/messages/hr.json';
import { isAllowedProfileUrl } from './profile';
import type { Lang } from '../../common/lang';

const REFUSED = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'file:///etc/passwd',
  '/uploads/ja.png',
  'slika.png',
  '//evil.example/x.png',
  'ftp://example.com/a.png',
  'https://korisnik:lozinka@example.com/a.png',
];

describe('profile URLs: https only (http too in development)', () => {
  it('takes an https address, http only in development, and nothing else', () => {
    expect(isAllowedProfileUrl('https://cdn.example.com/ja.png', 'production')).toBe(true);
    expect(isAllowedProfileUrl('http://cdn.example.com/ja.png', 'production')).toBe(false);
    expect(isAllowedProfileUrl('http://cdn.example.com/ja.png', 'test')).toBe(false);
    expect(isAllowedProfileUrl('http://localhost:3000/ja.png', 'development')).toBe(true);
    for (const url of REFUSED)
      for (const env of ['production', 'development'] as const)
        expect(isAllowedProfileUrl(url, env), `${url} (${env})`).toBe(false);
  });

  describe('through the account page and the API', () => {
    let services: AppServices;
    let browser: Browser;
    let app: RequestTarget;
    let close: () => Promise<void>;
    const email = 'profil-url@example.com';

    beforeAll(async () => {
      services = await createTestServices({ TRUST_PROXY: 'true' });
      const page = await loadPageBuild();
      close = page.close;
      app = createApp({ services, build: page.build });
      browser = new Browser(app, '10.80.0.1');
      await browser.signUp(email, 'prava-lozinka');
    }, 120_000);
    afterAll(async () => {
      await close?.();
      await services?.dbHandle.close();
    });

    const saveProfile = (avatarUrl: string, lang: Lang) =>
      browser.request('/account.data', {
        method: 'POST',
        body: new URLSearchParams({ fullName: 'Profil Test', username: 'profil', avatarUrl }),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': lang === 'hr' ? 'hr-HR,hr;q=0.9' : 'sr-RS,sr;q=0.9',
        },
      });
    const storedAvatar = async () => {
      const [me] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const [row] = await services.db.select().from(profiles).where(eq(profiles.userId, me.id));
      return row?.avatarUrl ?? null;
    };

    it('the account form saves an https avatar and refuses every other scheme in the visitor’s language', async () => {
      const ok = await saveProfile('https://cdn.example.com/ja.png', 'rs');
      expect(ok.status).toBe(200);
      expect(await storedAvatar()).toBe('https://cdn.example.com/ja.png');

      for (const url of [...REFUSED, 'http://cdn.example.com/ja.png']) {
        for (const lang of ['rs', 'hr'] as const) {
          const res = await saveProfile(url, lang);
          expect(res.status, url).toBe(400);
          const text = await res.text();
          const expected = (lang === 'rs' ? rs : hr).errors.profile.urlNotHttps;
          expect(text, `${url} (${lang})`).toContain(expected);
        }
      }
      expect(await storedAvatar()).toBe('https://cdn.example.com/ja.png');
    });

    it('the API (better-auth update-user) refuses a non-https picture with the catalogue text', async () => {
      for (const [image, lang] of [
        ['javascript:alert(1)', 'rs'],
        ['data:text/html,<script>alert(1)</script>', 'hr'],
        ['/relativna/slika.png', 'hr'],
      ] as const) {
        const res = await browser.request('/api/auth/update-user', {
          method: 'POST',
          body: JSON.stringify({ image }),
          headers: { 'content-type': 'application/json', 'accept-language': lang },
        });
        expect(res.status, image).toBe(400);
        expect((await res.json()).error.message).toBe((lang === 'rs' ? rs : hr).errors.profile.urlNotHttps);
      }
      const signUp = await new Browser(app, '10.80.0.2').request('/api/auth/sign-up/email', {
        method: 'POST',
        body: JSON.stringify({
          name: 'Slika',
          email: 'slika-na-prijavi@example.com',
          password: 'prava-lozinka',
          image: 'javascript:alert(1)',
        }),
        headers: { 'content-type': 'application/json', 'accept-language': 'hr' },
      });
      expect(signUp.status).toBe(400);
      expect((await signUp.json()).error.message).toBe(hr.errors.profile.urlNotHttps);
      const good = await browser.request('/api/auth/update-user', {
        method: 'POST',
        body: JSON.stringify({ image: 'https://cdn.example.com/ja.png' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(good.status).toBe(200);
      const [me] = await services.db.select({ image: users.image }).from(users).where(eq(users.email, email));
      expect(me.image).toBe('https://cdn.example.com/ja.png');
    });
  });
});
