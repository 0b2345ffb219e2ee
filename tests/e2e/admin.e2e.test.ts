import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { mailLink, signedUpAs } from './support/accounts';
import { analysePhoto, ticketPhoto } from './support/fixtures';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function adminLogin(page: Page, email: string, password = 'tajna123') {
  await gotoHydrated(page, `${baseUrl}/skriveni-admin`);
  await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('admin area', () => {
  it('refuses non-admins and unverified admins, and leaves them signed out', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedUpAs(page, baseUrl, 'e2e-obican@example.com');
    await context.clearCookies();
    await adminLogin(page, 'e2e-obican@example.com');
    expect(await page.getByTestId('admin-error').innerText()).toBe('Invalid admin credentials');
    await adminLogin(page, 'e2e-obican@example.com', 'pogresna');
    expect(await page.getByTestId('admin-error').innerText()).toBe('Invalid admin credentials');
    expect((await context.cookies()).some((c) => c.name.includes('session_token'))).toBe(false);

    // The configured admin before the e-mail is verified: refused as well.
    await signedUpAs(page, baseUrl, adminEmail);
    await context.clearCookies();
    await adminLogin(page, adminEmail);
    expect(await page.getByTestId('admin-error').innerText()).toBe('Invalid admin credentials');
    await context.close();
  });

  it('an admin sees users and OCR requests with their photos, switches a user to internal, runs live API tests and deletes exactly the test users', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(await mailLink(page, baseUrl, adminEmail)); // verifies the admin's e-mail
    await context.clearCookies();
    // Material for the lists: a test user and an ordinary customer, each with a ticket photo paid for.
    const doomed = await photoCustomer('test+e2e-brisanje@example.com');
    const kept = await photoCustomer('e2e-kupac@example.com');
    const files = () => storedFiles(path.join(dataDir, 'storage', 'documents'));
    const filesBefore = files();

    await adminLogin(page, adminEmail);
    await page.getByRole('tab', { name: 'Users' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('adminEmail'))).toBe(adminEmail);
    // The funnel counts the visit and the analysis the other browser just made.
    const step = async (name: string) =>
      Number((await page.locator(`[data-step="${name}"]`).innerText()).match(/(\d+)/)![1]);
    expect(await step('Visits')).toBeGreaterThan(0);
    expect(await step('Analyses')).toBeGreaterThan(0);
    expect(await page.getByRole('img', { name: 'Events by day' }).count()).toBe(1);
    const row = page.locator('[data-user="e2e-obican@example.com"]');
    await row.getByTestId('toggle-internal').click();
    await row.getByRole('button', { name: 'Internal' }).waitFor();
    const userType = page.getByRole('group', { name: 'User type' });
    await userType.getByRole('button', { name: 'Internal', pressed: false }).click();
    // The filter shows as on once the filtered list has loaded.
    await userType.getByRole('button', { name: 'Internal', pressed: true }).waitFor();
    expect(await page.locator('[data-user]').count()).toBe(1);

    await page.getByRole('tab', { name: 'OCR Requests' }).click();
    await page.waitForURL(/tab=ocr-requests/);
    // Each photo's row shows the stored image itself.
    for (const id of [doomed, kept]) expect(await imageWidth(page, id)).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'API Testing' }).click();
    await page.getByRole('tab', { name: 'Raw Odds API' }).click();
    expect(await page.getByTestId('provider-status').innerText()).toContain('demo');
    await page.getByTestId('run-test').click();
    expect(JSON.parse(await page.getByTestId('test-output').innerText())).toMatchObject({
      test: 'odds-raw',
      provider: 'demo',
      configured: false,
    });
    await page.getByRole('tab', { name: 'GPT-4 Analysis' }).click();
    await page.getByTestId('run-test').click();
    await page.getByTestId('test-output').getByText('"test": "gpt4-analysis"').waitFor();

    const payments = async () =>
      Number((await page.locator('[data-step="Payments"]').innerText()).match(/(\d+)/)![1]);
    const usersTotal = async () =>
      Number((await page.getByRole('heading', { name: /Users Management/ }).innerText()).match(/(\d+)/)![1]);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.waitForURL(/tab=users/);
    const [paymentsBefore, usersBefore] = [await payments(), await usersTotal()];
    await page.getByRole('button', { name: 'Delete test users' }).click();
    await page.getByRole('heading', { name: 'Confirm Dangerous Action' }).waitFor();
    await page.getByTestId('confirm-delete').click();
    await page
      .getByTestId('admin-message')
      .getByText('Users deleted successfully (test users: 1, OCR results: 1, files: 1).')
      .waitFor();
    expect(page.url()).toMatch(/\/skriveni-admin\?tab=users$/);
    // Exactly the test user went, with its payment and its photo; the customer and the seeded users stay.
    expect(await usersTotal()).toBe(usersBefore - 1);
    expect(await payments()).toBe(paymentsBefore - 1);
    expect(await page.locator('[data-user="test+e2e-brisanje@example.com"]').count()).toBe(0);
    expect(await page.locator('[data-user="e2e-obican@example.com"]').count()).toBe(1);
    const filesAfter = files();
    expect(filesBefore.filter((f) => !filesAfter.includes(f))).toHaveLength(1);
    expect(filesAfter.filter((f) => !filesBefore.includes(f))).toEqual([]);
    await page.getByRole('tab', { name: 'OCR Requests' }).click();
    await page.waitForURL(/tab=ocr-requests/);
    expect(await page.locator(`[data-ocr="${doomed}"]`).count()).toBe(0);
    expect(await imageWidth(page, kept)).toBeGreaterThan(0);
    // The outcome is shown once: a reload does not repeat it.
    await page.reload();
    expect(await page.getByTestId('admin-message').count()).toBe(0);
    await context.close();
  }, 300_000); // two photo analyses on a shared, slow machine

  it('pages through 45 seeded users 20 at a time, and the OCR demo reads a ticket photo with copy and download', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await adminLogin(page, adminEmail);
    await page.getByRole('tab', { name: 'Users' }).waitFor();
    const listed = new Set<string>();
    const collect = async () => {
      const emails = await page
        .locator('[data-user]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-user')!));
      emails.forEach((e) => listed.add(e));
      return emails.length;
    };
    expect(await collect()).toBe(20);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    expect(await collect()).toBe(20);
    await page.getByRole('link', { name: '3', exact: true }).click();
    await page.locator('[aria-current="page"]', { hasText: '3' }).waitFor();
    const third = await collect();
    expect(third).toBeGreaterThan(0);
    let rows = 40 + third;
    expect(listed.size).toBe(rows); // no user on two pages
    // Accounts other test files made come first (newest first): the seeded ones may reach past page 3.
    const pages = Number(/of (\d+)/.exec(await page.getByText(/^page 3 of \d+$/).innerText())![1]);
    for (let p = 4; p <= pages; p++) {
      await page.getByRole('link', { name: 'Next' }).click();
      await page.locator('[aria-current="page"]', { hasText: String(p) }).waitFor();
      rows += await collect();
    }
    expect(listed.size).toBe(rows);
    for (let i = 1; i <= 45; i++) expect(listed.has(`e2e-pager-${i}@example.com`)).toBe(true);

    await page.getByRole('link', { name: 'OCR Demo' }).click();
    await page.waitForURL(/\/skriveni-admin\/ocr-demo/);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('ocr-demo-file').setInputFiles(ticketPhoto);
    await page.getByRole('button', { name: 'Extract text' }).click();
    await page.getByTestId('ocr-demo-text').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('ocr-demo-confidence').innerText()).toMatch(/Confidence: \d+%/);
    const structure = JSON.parse(await page.getByTestId('ocr-demo-json').innerText()) as { legs: unknown[] };
    expect(structure.legs.length).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as TXT' }).click();
    const file = await (await download).path();
    expect(readFileSync(file, 'utf8')).toBe(await page.getByTestId('ocr-demo-text').innerText());

    // A photo with no ticket on it: the specification's message instead of data.
    await page.getByTestId('ocr-demo-file').setInputFiles({
      name: 'prazno.png',
      mimeType: 'image/png',
      buffer: await blankPng(),
    });
    await page.getByRole('button', { name: 'Extract text' }).click();
    expect(await page.getByTestId('ocr-demo-structure-error').innerText()).toBe(
      'Nismo uspeli da prepoznamo tipove u ovom tiketu. Pokušaj ponovo ili proveri format.',
    );

    // The API hub's vision test reads an uploaded photo (its first tab), and refuses a file that is no image.
    await gotoHydrated(page, `${baseUrl}/skriveni-admin?tab=api-testing`);
    await page.getByRole('tab', { name: 'OpenAI Vision', selected: true }).waitFor();
    await page.getByTestId('vision-image').setInputFiles(ticketPhoto);
    await page.getByTestId('run-test').click();
    const visionOutput = page.getByTestId('test-output');
    await visionOutput.getByText('"test": "openai-vision"').waitFor({ timeout: 60_000 });
    const vision = JSON.parse(await visionOutput.innerText()) as {
      request: { image: string };
      response: { text: string; confidence: number | null };
    };
    expect(vision.request.image).toMatch(/^uploaded image\/png, \d+×\d+$/);
    // dev-img-040 is a one-leg ticket: Lyon - Paris Saint-Germain, NG at 2.28.
    expect(vision.response.text).toMatch(/lyon/i);
    expect(vision.response.text).toMatch(/2[.,]28/);
    await page.getByTestId('vision-image').setInputFiles({
      name: 'tiket.png',
      mimeType: 'image/png',
      buffer: Buffer.from('ovo nije slika'),
    });
    await page.getByTestId('run-test').click();
    await visionOutput.getByText('"error"').waitFor();
    expect(JSON.parse(await visionOutput.innerText())).toMatchObject({
      test: 'openai-vision',
      error: 'Molimo otpremite validan fajl slike (JPEG, PNG, ili WebP)',
    });
    await context.close();
  });
});

/**
 * A user who signs up, photographs a benchmark ticket on /upload and pays for its report with the test card
 * (the calls the payment page makes). Returns the report id.
 */
async function photoCustomer(email: string): Promise<string> {
  const { context, page } = await newPage(browser, DESKTOP);
  await signedUpAs(page, baseUrl, email);
  await gotoHydrated(page, `${baseUrl}/upload`);
  const id = await analysePhoto(page);
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(`${baseUrl}${url}`, { data, headers: { origin: baseUrl } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as Record<string, string>;
  };
  const intent = await post('/api/create-payment-intent', { plan: 'report', email, ocr_result_id: id });
  await post('/api/local-pay/confirm', {
    client_secret: intent.client_secret,
    card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2035, cvc: '123' },
  });
  expect(await post('/api/verify-payment', { session_id: intent.payment_id })).toMatchObject({
    success: true,
  });
  await context.close();
  return id;
}

/** The natural width of the image in an OCR request row, once it has loaded (0 if it failed). */
async function imageWidth(page: Page, reportId: string): Promise<number> {
  const img = page.locator(`[data-ocr="${reportId}"] img`);
  await img.scrollIntoViewIfNeeded();
  return img.evaluate(
    (el: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (el.complete) resolve(el.naturalWidth);
        else {
          el.addEventListener('load', () => resolve(el.naturalWidth));
          el.addEventListener('error', () => resolve(0));
        }
      }),
  );
}

/** Every file under a folder, as paths relative to it. */
function storedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** A white 400×300 PNG: a photo with nothing on it. */
async function blankPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 400, height: 300, channels: 3, background: 'white' } })
    .png()
    .toBuffer();
}
