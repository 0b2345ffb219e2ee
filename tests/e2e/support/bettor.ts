import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { newPage } from './browser';

export interface Bettor {
  cookie: string;
  ip: string;
  /** A paid, unlocked report. */
  paid: string;
  /** A report still behind the paywall. */
  locked: string;
  /** A generated ticket, not paid for. */
  ticketId: string;
}

/**
 * A signed-in bettor with data behind every screen (a paid report, a locked one, a generated ticket), made
 * through the API as a browser would.
 */
export async function bettorWithData(baseUrl: string): Promise<Bettor> {
  let cookie = '';
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const call = async (path: string, body: unknown) => {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const name = pair.split('=')[0];
      cookie = [...cookie.split('; ').filter((c) => c && !c.startsWith(`${name}=`)), pair].join('; ');
    }
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  await call('/api/auth/sign-up/email', {
    email: `kladionicar-${randomInt(1e9)}@example.com`,
    password: 'tajna123',
    name: 'Aleksandar Mihajlović-Stojanović',
  });
  // Long club names: the screens must wrap them, not scroll sideways.
  const ticket =
    'Crvena zvezda - Partizan 1 1.85\nBorussia Mönchengladbach - Eintracht Frankfurt GG 1.70\n' +
    'Wolverhampton Wanderers - Brighton & Hove Albion UG 3+ 1.95\nHajduk Split - Dinamo Zagreb X 3.40';
  const paid = (await call('/api/process-ocr', { manualText: ticket })).id as string;
  const locked = (await call('/api/process-ocr', { manualText: 'Rijeka - Osijek 1 2.10' })).id as string;
  const intent = await call('/api/create-payment-intent', { plan: 'report', ocr_result_id: paid });
  await call('/api/local-pay/confirm', {
    client_secret: intent.client_secret,
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  await call('/api/verify-payment', { session_id: intent.payment_id });
  const generated = await call('/api/generate-real-ticket', {
    sport: 'football',
    ticketType: 'mixed',
    stake: 10,
  });
  const ticketId = (generated.ticket as { id: string } | null)?.id ?? '';
  return { cookie, ip, paid, locked, ticketId };
}

/** A browser profile signed in as `bettor`, at the given viewport and browser language. */
export async function bettorPage(
  browser: Browser,
  baseUrl: string,
  bettor: Bettor,
  viewport: { width: number; height: number },
  locale = 'sr-RS',
) {
  const opened = await newPage(browser, viewport, { locale });
  await opened.context.setExtraHTTPHeaders({ 'x-forwarded-for': bettor.ip });
  await opened.context.addCookies(
    bettor.cookie
      .split('; ')
      .map((c) => ({ name: c.split('=')[0], value: c.slice(c.indexOf('=') + 1), url: baseUrl })),
  );
  return opened;
}
