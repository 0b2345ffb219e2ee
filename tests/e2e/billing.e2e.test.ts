import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { formatDayMonth } from '../../server/common/format';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Types a ticket through the upload page and lands on its locked preview; returns the report id. */
async function analyse(page: Page): Promise<string> {
  await gotoHydrated(page, `${baseUrl}/upload?mode=manual`);
  await page.getByRole('textbox').fill('Crvena zvezda - Partizan 1 1.85\nHajduk - Rijeka GG 1.70');
  await page.getByRole('button', { name: 'Pokreni analizu' }).click();
  await page.waitForURL(/\/report-preview\?id=/);
  return new URL(page.url()).searchParams.get('id')!;
}

/** A JSON POST from the page, with its cookies and origin (what the screens' own calls send). */
async function api(page: Page, path: string, body: unknown = {}) {
  return page.evaluate(
    async ([path, body]) => {
      const res = await fetch(path as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
      return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> };
    },
    [path, body],
  );
}

/** A typed ticket analysed through the API (cheaper than the upload page); returns the report id. */
async function seedReport(page: Page): Promise<string> {
  const res = await api(page, '/api/process-ocr', { manualText: 'Crvena zvezda - Partizan 1 1.85' });
  expect(res.status).toBe(200);
  return res.body.id;
}

/** create-payment-intent and the card, as the payment form does them, short of the verification. */
async function paidCheckout(page: Page, plan: string, email: string, reportId: string | null) {
  const intent = await api(page, '/api/create-payment-intent', { plan, email, ocr_result_id: reportId });
  expect(intent.status).toBe(200);
  const confirm = await api(page, '/api/local-pay/confirm', {
    client_secret: intent.body.client_secret,
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' },
  });
  expect(confirm.body).toEqual({ status: 'succeeded' });
  return intent.body as { subscription_id: string | null; payment_id: string | null };
}

async function fillCard(page: Page, number: string) {
  await page.locator('#card-number').fill(number);
  await page.locator('#card-expiry').fill('12/35');
  await page.locator('#card-cvc').fill('123');
}

describe('paying with the local test card processor', () => {
  it('guest: preview → plan page → trial with 4242 → signed in automatically → the full report (375 px)', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const id = await analyse(page);
    await page.getByTestId('unlock-mobile').click();
    await page.waitForURL(/\/membership\?report=/);
    await page.getByRole('heading', { name: 'Vaša Analiza' }).waitFor();
    expect(await page.locator('[data-plan="premium"]').innerText()).toContain('Najpopularnije');
    await page.getByTestId('plan-cta-mobile').click();
    await page.waitForURL(/\/payment\?plan=basic&report=/);
    await page.getByRole('heading', { name: 'Informacije o Plaćanju' }).waitFor();
    expect(await page.getByText('Test kartice').isVisible()).toBe(true);

    const submit = page.getByRole('button', { name: 'Započni besplatnih 15 dana' });
    await page.locator('#pay-email').fill('e2e-gost@example.com');
    await fillCard(page, '4242 4242 4242 4241');
    expect(await submit.isDisabled()).toBe(true); // incomplete card
    await fillCard(page, '4242 4242 4242 4242');
    await submit.click();
    await page.getByTestId('auto-login').waitFor();
    expect(await page.getByTestId('auto-login').innerText()).toBe(
      'Automatski ste ulogovani. Preusmeravamo vas...',
    );
    await page.waitForURL(`${baseUrl}/report/${id}`);
    await page.locator('[data-status]').first().waitFor();
    // The pending report id was saved for the redirect and is used up once the report is shown.
    // (the clean-up runs once the page has hydrated, so wait for it rather than sample it).
    await page.waitForFunction(() => localStorage.getItem('pendingReportId') === null);

    await gotoHydrated(page, `${baseUrl}/account`);
    expect(await page.getByTestId('subscription-badge').innerText()).toBe('Free Trial');
    expect(await page.getByTestId('usage').innerText()).toBe('Analize: 1 / 5');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a declined card shows the processor message and unlocks nothing (1280 px)', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const id = await analyse(page);
    await gotoHydrated(page, `${baseUrl}/payment?plan=report&report=${id}`);
    expect(await page.getByTestId('today').innerText()).toMatch(/2,90/);
    await page.locator('#pay-email').fill('e2e-odbijen@example.com');
    await fillCard(page, '4000 0000 0000 0002');
    const failedEvent = page.waitForRequest(
      (r) => r.url().endsWith('/api/funnel-event') && r.postDataJSON()?.name === 'payment_failed',
    );
    await page.getByRole('button', { name: /Plati 2,90/ }).click();
    // The funnel's failed payment carries the purchase value it was for.
    expect((await failedEvent).postDataJSON()).toMatchObject({
      value_cents: 290,
      properties: { plan: 'report' },
    });
    expect(await page.getByTestId('payment-error').innerText()).toBe('Vaša kartica je odbijena.');
    expect(await page.getByText('Vaša kartica je odbijena.').count()).toBe(1);
    await gotoHydrated(page, `${baseUrl}/report-preview?id=${id}`);
    await page.getByTestId('unlock').waitFor(); // still locked
    await context.close();
  });

  it('one-time unlock with the extra confirmation step, then the report; a subscriber e-mail is turned away', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const id = await analyse(page);
    await page.getByTestId('unlock').click();
    await page.getByTestId('single-unlock').click();
    await page.waitForURL(/plan=report/);
    await page.locator('#pay-email').fill('e2e-gost@example.com');
    await page
      .getByTestId('registered')
      .waitFor({ state: 'detached', timeout: 1500 })
      .catch(() => {});
    // A one-time purchase is allowed for a subscriber's address too; only a second subscription is refused.
    await page.locator('#pay-email').fill('e2e-3ds@example.com');
    await fillCard(page, '4000 0025 0000 3155');
    const intent = page.waitForResponse(`${baseUrl}/api/create-payment-intent`);
    await page.getByRole('button', { name: /Plati/ }).click();
    const paymentId = ((await (await intent).json()) as { payment_id: string }).payment_id;
    await page.getByTestId('approve-3ds').click();
    await page.getByText('Plaćanje uspešno!').first().waitFor();
    await page.waitForURL(`${baseUrl}/report/${id}`);

    // Verifying the same payment again (a reload, a double click) answers the same and changes nothing:
    // no second sign-in, no mail, the report stays unlocked.
    for (let i = 0; i < 2; i++)
      expect(await api(page, '/api/verify-payment', { session_id: paymentId })).toEqual({
        status: 200,
        body: expect.objectContaining({ success: true, report_id: id, amount: 290, user_created: true }),
      });
    const repeated = await api(page, '/api/verify-payment', { session_id: paymentId });
    expect(repeated.body.login_token).toBeUndefined();
    expect(repeated.body.magic_link_sent).toBeUndefined();
    // One mail only: the payment's receipt, in the outbox viewer (the repeated verifications sent nothing).
    await gotoHydrated(page, `${baseUrl}/dev/mail`);
    const receipts = page.locator('[data-mail-to="e2e-3ds@example.com"]');
    expect(await receipts.count()).toBe(1);
    expect((await receipts.locator('h2').innerText()).replace(/\u00a0/g, ' ')).toBe(
      'Tiket AI: potvrda plaćanja 2,90 €',
    );
    expect(await receipts.locator('pre').innerText()).toContain('Otključavanje izveštaja');
    await gotoHydrated(page, `${baseUrl}/report/${id}`);
    await page.locator('[data-status]').first().waitFor();

    const other = await newPage(browser, DESKTOP);
    await gotoHydrated(other.page, `${baseUrl}/payment?plan=premium`);
    await other.page.locator('#pay-email').fill('e2e-gost@example.com');
    await other.page.getByTestId('registered').waitFor();
    expect(await other.page.getByTestId('registered').innerText()).toBe(
      'Već ste registrovani sa ovim mejlom, prijavite se ovde',
    );
    // Signing in from here comes back to this payment.
    expect(await other.page.getByTestId('registered').locator('a').getAttribute('href')).toBe(
      `/auth?redirectTo=${encodeURIComponent('/payment?plan=premium')}`,
    );
    await other.context.close();
    await context.close();
  });

  it('a subscriber unlocks up to the limit, then sees the limit; cancelling ends access at the period end; the trial is not offered twice', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await analyse(page);
    await page.getByTestId('unlock').click();
    await page.getByTestId('plan-cta').click();
    await page.locator('#pay-email').fill('e2e-kvota@example.com');
    await fillCard(page, '4242424242424242');
    const intent = page.waitForResponse(`${baseUrl}/api/create-payment-intent`);
    await page.getByRole('button', { name: 'Započni besplatnih 15 dana' }).click();
    const subscriptionId = ((await (await intent).json()) as { subscription_id: string }).subscription_id;
    await page.waitForURL(/\/report\//);

    // A subscriber's next analysis unlocks by itself, and the preview says how many analyses remain.
    const second = await analyse(page);
    await page.locator('[data-testid="auto-unlocked"]:visible').waitFor();
    // An analysis has been spent on it: no text calls it a free preview any more.
    expect(await page.getByTestId('preview-subtitle').innerText()).not.toContain('besplatan pregled');
    expect(await page.getByText('Ovo je besplatan pregled').count()).toBe(0);
    expect(await page.locator('[data-testid="analyses-left"]:visible').innerText()).toBe(
      'Preostalo analiza u ovom periodu: 3 od 5',
    );
    await page.getByTestId('open-report').click();
    await page.waitForURL(`${baseUrl}/report/${second}`);

    // Verifying the trial again changes nothing: the analyses used stay where they are.
    for (let i = 0; i < 2; i++) {
      const again = await api(page, '/api/verify-direct-subscription', { subscription_id: subscriptionId });
      expect(again.body).toMatchObject({ success: true, amount: 0 });
    }
    expect((await api(page, '/api/check-subscription')).body).toMatchObject({ analyses_used: 2 });

    // Basic has 5 analyses: three more unlocked, the sixth report meets the limit.
    for (let used = 3; used <= 5; used++)
      expect(
        (await api(page, '/api/unlock-report', { report_id: await seedReport(page) })).body,
      ).toMatchObject({
        analysesUsed: used,
        analysesLimit: 5,
      });
    const sixth = await seedReport(page);
    await gotoHydrated(page, `${baseUrl}/report-preview?id=${sixth}`);
    // No analysis left: the one-time unlock, and a larger plan next to it.
    const limit = page.locator('[data-testid="limit-reached"]:visible');
    expect(await limit.innerText()).toBe(
      'Sve analize za ovaj period su iskorišćene. Limit se obnavlja sa pretplatom, na svake 4 nedelje.\nPređi na Napredni paket (više analiza)',
    );
    expect(await limit.getByTestId('change-plan').getAttribute('href')).toBe('/account/subscription');
    expect(await page.getByTestId('unlock').getAttribute('href')).toBe(
      `/payment?plan=report&report=${sixth}`,
    );
    expect((await api(page, '/api/check-subscription')).body).toMatchObject({ analyses_used: 5 });

    await gotoHydrated(page, `${baseUrl}/account`);
    expect(await page.getByTestId('usage').innerText()).toBe('Analize: 5 / 5');
    await page.getByTestId('manage-subscription').click();
    await page.waitForURL(`${baseUrl}/account/subscription`);
    await page.getByTestId('cancel-subscription').click();
    await page.getByTestId('portal-status').getByText('Otkazano: pristup traje do').waitFor();
    await gotoHydrated(page, `${baseUrl}/account`);
    expect(await page.getByTestId('subscription-badge').innerText()).toBe('Free Trial');
    await page.getByText('Otkazano: pristup traje do').waitFor();

    // The trial's 15 days pass: the renewal job ends the cancelled subscription.
    expect((await api(page, '/api/local-pay/test-clock', { days: 16 })).status).toBe(200);
    await gotoHydrated(page, `${baseUrl}/account`);
    await page.getByText('Nemaš aktivnu pretplatu. Izaberi paket i otključaj kompletne analize.').waitFor();
    expect(await page.getByTestId('subscription-badge').count()).toBe(0);
    expect((await api(page, '/api/unlock-report', { report_id: sixth })).status).toBe(402);

    // The trial was used: the plans offer no trial, and the signed-in buyer is shown (and would be charged)
    // the price from day one.
    await gotoHydrated(page, `${baseUrl}/membership`);
    expect(await page.getByTestId('plan-cta').innerText()).toBe('Pretplati se');
    expect(await page.getByText('Preuzmi analizu besplatno').count()).toBe(0);
    expect(await page.getByTestId('current-plan').count()).toBe(0);
    await gotoHydrated(page, `${baseUrl}/payment?plan=basic`);
    expect(await page.getByTestId('today').innerText()).toMatch(/2,99/);
    await page.getByRole('button', { name: /Plati 2,99/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Započni besplatnih 15 dana' }).count()).toBe(0);
    await context.close();
  });

  it('/payment-success-new: a new buyer is signed in automatically; an existing account is told to check the e-mail', async () => {
    const guest = await newPage(browser, PHONE);
    await gotoHydrated(guest.page, `${baseUrl}/`);
    const id = await seedReport(guest.page);
    const { subscription_id } = await paidCheckout(guest.page, 'basic', 'e2e-novi@example.com', id);
    await guest.page.goto(`${baseUrl}/payment-success-new?session_id=${subscription_id}`);
    await guest.page.getByTestId('auto-login').waitFor();
    expect(await guest.page.getByTestId('auto-login').innerText()).toBe(
      'Automatski ste ulogovani. Preusmeravamo vas...',
    );
    await guest.page.waitForURL(`${baseUrl}/report/${id}`);
    await guest.page.locator('[data-status]').first().waitFor();
    await guest.context.close();

    // An account that exists already, paying signed out in another browser: a sign-in link by e-mail.
    const other = await newPage(browser, PHONE);
    await gotoHydrated(other.page, `${baseUrl}/`);
    expect(
      (
        await api(other.page, '/api/auth/sign-up/email', {
          name: 'Postojeći Kupac',
          email: 'e2e-postoji@example.com',
          password: 'tajna123',
        })
      ).status,
    ).toBe(200);
    await other.context.clearCookies();
    const checkout = await paidCheckout(other.page, 'basic', 'e2e-postoji@example.com', null);
    await other.page.goto(`${baseUrl}/payment-success-new?session_id=${checkout.subscription_id}`);
    await other.page.getByTestId('check-email').waitFor();
    await other.page.getByText('Poslali smo ti link za prijavu na email.').first().waitFor();
    await other.page.waitForURL(`${baseUrl}/payment-success?plan=basic`);
    await other.context.close();
  });

  it('result pages: cancelled, and the subscription success page without a session', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/payment-canceled`);
    await page.getByRole('heading', { name: 'Plaćanje otkazano' }).waitFor();
    await gotoHydrated(page, `${baseUrl}/payment-success-new`);
    await page.getByRole('heading', { name: 'Nema podataka o plaćanju' }).waitFor();
    // A generated ticket's purchase passes through here on its way to the ticket, not to a report.
    const ticket = '00000000-0000-4000-8000-000000000000';
    await gotoHydrated(page, `${baseUrl}/payment-success?report_id=${ticket}&source=ai-generator`);
    await page.getByRole('heading', { name: 'Plaćanje uspešno!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Vidi izveštaj' }).getAttribute('href')).toBe(
      `/ai-generator/result?ticket=${ticket}`,
    );
    await gotoHydrated(page, `${baseUrl}/pre-checkout`);
    await page.getByRole('heading', { name: 'Vaša Analiza' }).waitFor();
    await context.close();
  });
});

describe('flows that know the subscriber', () => {
  /**
   * A signed-up user who bought a Basic trial from a report, then made `earlier` more, still locked (reports
   * made before subscribing unlock with it, oldest first: server/modules/billing/auto-unlock.test.ts).
   */
  async function subscriber(page: Page, email: string, earlier: number) {
    await gotoHydrated(page, `${baseUrl}/`);
    const signUp = await api(page, '/api/auth/sign-up/email', {
      name: 'Pretplatnik',
      email,
      password: 'tajna123',
    });
    expect(signUp.status).toBe(200);
    const boughtFrom = await seedReport(page);
    await paidCheckout(page, 'basic', email, boughtFrom);
    const reports: string[] = [];
    for (let i = 0; i < earlier; i++) reports.push(await seedReport(page));
    return { reports, boughtFrom };
  }

  it('a subscriber’s locked dashboard card unlocks in place with an analysis of the plan (375 px)', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const { reports, boughtFrom } = await subscriber(page, 'e2e-kartica@example.com', 2);
    await gotoHydrated(page, `${baseUrl}/dashboard`);
    const card = page.locator(`[data-report-id="${reports[0]}"]`);
    expect(await card.innerText()).toContain('Zaključan');
    expect(await page.locator(`[data-report-id="${boughtFrom}"]`).getByTestId('unlock-quota').count()).toBe(
      0,
    );
    await card.getByRole('button', { name: 'Otključaj izveštaj' }).click();
    // It asks first, with what remains after this one.
    const ask = page.getByTestId('confirm-unlock');
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Otključaj', exact: true }).click();
    await card.getByText('Otključan', { exact: true }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/dashboard`);
    expect(await card.getByRole('link', { name: 'Pogledaj izveštaj' }).getAttribute('href')).toBe(
      `/report/${reports[0]}`,
    );
    expect((await api(page, '/api/check-subscription')).body).toMatchObject({ analyses_used: 2 });
    // The other earlier report is still locked and still unlockable from its card.
    expect(await page.locator(`[data-report-id="${reports[1]}"]`).getByTestId('unlock-quota').count()).toBe(
      1,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('spending an analysis asks first, and says how many remain (375 px)', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const { reports } = await subscriber(page, 'e2e-pitanje@example.com', 1);
    await gotoHydrated(page, `${baseUrl}/membership?report=${reports[0]}`);
    await page.getByTestId('plan-cta-mobile').click();
    const confirm = page.getByTestId('confirm-unlock');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Otključati izveštaj?');
    expect(await confirm.innerText()).toContain('Ostaje ti 3 od 5 analiza.');
    expect((await api(page, '/api/check-subscription')).body).toMatchObject({ analyses_used: 1 });
    await confirm.getByRole('button', { name: 'Otključaj' }).click();
    await page.waitForURL(`${baseUrl}/report/${reports[0]}`);
    expect((await api(page, '/api/check-subscription')).body).toMatchObject({ analyses_used: 2 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the plans page marks the current plan, offers no trial to a subscriber and unlocks from the quota (1280 px)', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const { reports } = await subscriber(page, 'e2e-paket@example.com', 1);
    await gotoHydrated(page, `${baseUrl}/membership?report=${reports[0]}`);
    const current = page.locator('[data-current-plan]');
    expect(await current.count()).toBe(1);
    expect(await current.locator('[data-plan]').getAttribute('data-plan')).toBe('basic');
    expect(await current.getByTestId('current-plan').innerText()).toMatch(
      /^Tvoj paket · probni period do \d{1,2}\. \d{1,2}\. \d{4}\.$/,
    );
    expect(await page.getByText('Preuzmi analizu besplatno').count()).toBe(0);
    expect(await page.getByText('15 dana besplatno').count()).toBe(0);
    expect(await page.getByText('Prvih 15 dana besplatno').count()).toBe(0);
    expect(await page.getByTestId('single-unlock').count()).toBe(0);
    // Another plan is a change in the subscription portal, from the next renewal.
    await page.locator('[data-plan="premium"]').click();
    expect(await page.getByTestId('plan-cta').innerText()).toBe('Pređi na Napredni paket');
    await page.locator('[data-plan="basic"]').click();
    const cta = page.getByTestId('plan-cta');
    expect(await cta.innerText()).toBe('Otključaj ovaj izveštaj iz paketa (preostalo: 4)');
    await cta.click();
    // Spending an analysis asks first; cancelled, nothing is spent.
    const confirm = page.getByTestId('confirm-unlock');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Otključati izveštaj?');
    expect(await confirm.innerText()).toContain('Ostaje ti 3 od 5 analiza.');
    await confirm.getByRole('button', { name: 'Odustani' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await api(page, '/api/check-subscription')).body).toMatchObject({ analyses_used: 1 });
    await cta.click();
    await page.getByTestId('confirm-unlock').getByRole('button', { name: 'Otključaj' }).click();
    await page.waitForURL(`${baseUrl}/report/${reports[0]}`);
    expect((await api(page, '/api/check-subscription')).body).toMatchObject({ analyses_used: 2 });
    await context.close();
  });

  it('phone checkout: the order summary above the card form; a declined card shows one message, cleared on the next try (375 px)', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const id = await analyse(page);

    await gotoHydrated(page, `${baseUrl}/payment?plan=basic&report=${id}`);
    const summary = page.getByTestId('order-summary');
    const firstCharge = formatDayMonth('rs', new Date(Date.now() + 15 * 86_400_000));
    expect((await summary.getByTestId('today').innerText()).replace(/\u00a0/g, ' ')).toBe(
      `Danas plaćaš 0,00 €, prva naplata ${firstCharge}`,
    );
    const summaryBox = (await summary.boundingBox())!;
    const cardBox = (await page.locator('#card-number').boundingBox())!;
    expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(cardBox.y);
    expect(summaryBox.y).toBeLessThan(812); // on the first screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await gotoHydrated(page, `${baseUrl}/payment?plan=report&report=${id}`);
    expect((await page.getByTestId('today').innerText()).replace(/\u00a0/g, ' ')).toBe('Danas plaćaš 2,90 €');
    await page.locator('#pay-email').fill('e2e-telefon@example.com');
    await fillCard(page, '4000000000000002');
    const pay = page.getByRole('button', { name: /Plati 2,90/ });
    await pay.click();
    await page.getByTestId('payment-error').waitFor();
    expect(await page.getByText('Vaša kartica je odbijena.').count()).toBe(1);
    // The next try: another card typed, the old message is gone; the payment goes through.
    await fillCard(page, '4242424242424242');
    expect(await page.getByTestId('payment-error').count()).toBe(0);
    await pay.click();
    await page.waitForURL(`${baseUrl}/report/${id}`);
    expect(await page.getByText('Vaša kartica je odbijena.').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
