import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import {
  Browser,
  createTestServices,
  loadPageBuild,
  type RequestTarget,
} from '../../../tests/support/services';

/** The opt-in checkbox as the server renders it: its label and whether it is ticked. */
function checkbox(html: string): { label: string; checked: boolean } | null {
  const m = /<label[^>]*for="settleEmail"[^>]*>(<input[^>]*>)(.*?)<\/label>/s.exec(html);
  if (!m) return null;
  return { label: m[2].replace(/<!-- -->/g, '').trim(), checked: /\schecked(=""|\s|\/?>)/.test(m[1]) };
}

describe('the account page’s opt-in to an e-mail when a ticket settles', () => {
  let services: AppServices;
  let app: RequestTarget;
  let close: () => Promise<void>;

  beforeAll(async () => {
    services = await createTestServices({ TRUST_PROXY: 'true' });
    const page = await loadPageBuild();
    close = page.close;
    app = createApp({ services, build: page.build });
  }, 120_000);
  afterAll(async () => {
    await close?.();
    await services?.dbHandle.close();
  });

  const accountPage = async (browser: Browser, lang: 'rs' | 'hr') => {
    const res = await browser.request('/account', {
      headers: { 'accept-language': lang === 'hr' ? 'hr-HR,hr;q=0.9' : 'sr-RS,sr;q=0.9' },
    });
    expect(res.status).toBe(200);
    return checkbox(await res.text());
  };

  it('is off for a new account, is saved when ticked or unticked, and reads in each language', async () => {
    const browser = new Browser(app, '10.81.0.1');
    await browser.signUp('javi-mi@example.com', 'prava-lozinka');
    expect(await accountPage(browser, 'rs')).toEqual({
      label: 'Javi mi e-poštom kad se tiket završi',
      checked: false,
    });
    expect(await accountPage(browser, 'hr')).toEqual({
      label: 'Javi mi e-poštom kad se listić završi',
      checked: false,
    });

    expect(await browser.post('/api/settle-email', { enabled: true })).toMatchObject({
      status: 200,
      body: { enabled: true },
    });
    expect((await accountPage(browser, 'rs'))?.checked).toBe(true);
    expect((await browser.post('/api/settle-email', { enabled: false })).status).toBe(200);
    expect((await accountPage(browser, 'rs'))?.checked).toBe(false);
  });

  it('refuses a body that is not a yes or no', async () => {
    const browser = new Browser(app, '10.81.0.2');
    await browser.signUp('javi-mi-2@example.com', 'prava-lozinka');
    expect((await browser.post('/api/settle-email', { enabled: 'da' })).status).toBe(400);
  });
});
