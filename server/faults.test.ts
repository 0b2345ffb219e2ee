import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Hono } from 'hono';
import type { AppServices } from './context';
import { createApp } from './app';
import { Browser, createTestServices } from '../tests/support/services';
import { ocrResults } from './db/schema/reports';
import { checkouts } from './db/schema/billing';
import { pendingUploads } from './db/schema/platform';
import { UPLOAD_BUCKET } from './modules/uploads/bucket';
import { chatCompletionsHandler, chatError } from '../tests/mocks/openai';
import { theOddsApiFailure } from '../tests/mocks/the-odds-api';
import { stripeApiDown } from '../tests/mocks/stripe';

// Third-party providers that fail, injected as stand-ins of their APIs answering with errors or dropping the
// connection: the user gets a clear message and nothing is left half-written.
const server = setupServer(
  chatCompletionsHandler('https://vision.test/v1', () => chatError(500, 'The server had an error')),
  theOddsApiFailure('unreachable', 'https://odds.test'),
  stripeApiDown(),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

async function appWith(env: Record<string, string>) {
  const services = await createTestServices(env);
  return { services, app: createApp({ services }) as unknown as Hono };
}
const rows = async (
  services: AppServices,
  table: typeof ocrResults | typeof checkouts | typeof pendingUploads,
) => (await services.db.select({ n: count() }).from(table))[0].n;

describe('provider failures', () => {
  it('a vision OCR provider that fails: 502 "OCR processing failed", no report, the upload removed', async () => {
    const { services, app } = await appWith({
      OCR_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'https://vision.test/v1',
    });
    const browser = new Browser(app);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'tiket.png', { type: 'image/png' }));
    const upload = await browser.request('/api/upload', { method: 'POST', body: form });
    const { filePath } = (await upload.json()) as { filePath: string };
    const res = await browser.post('/api/process-ocr', { filePath });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('OCR processing failed: servis za čitanje slike nije odgovorio');
    expect(await rows(services, ocrResults)).toBe(0);
    expect(await rows(services, pendingUploads)).toBe(0);
    expect(await services.storage.exists(UPLOAD_BUCKET, filePath)).toBe(false);
    await services.dbHandle.close();
  });

  it('an odds provider that is unreachable: 502 with a clear message, no ticket stored', async () => {
    const { services, app } = await appWith({
      ODDS_PROVIDER: 'the-odds-api',
      ODDS_API_KEY: 'odds-test',
      ODDS_API_BASE_URL: 'https://odds.test',
    });
    const res = await new Browser(app).post('/api/generate-real-ticket', {
      sport: 'football',
      ticketType: 'safe',
      stake: 10,
    });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('Servis kvota trenutno nije dostupan.');
    expect(await rows(services, ocrResults)).toBe(0);
    await services.dbHandle.close();
  });

  it('a payment provider that fails: 502 with a clear message, no checkout recorded', async () => {
    const { services, app } = await appWith({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    const browser = new Browser(app);
    const report = await browser.analyse();
    const res = await browser.post('/api/create-payment-intent', {
      plan: 'report',
      email: 'kvar@example.com',
      ocr_result_id: report,
    });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe(
      'Plaćanje trenutno nije dostupno. Pokušaj ponovo za nekoliko minuta.',
    );
    expect(await rows(services, checkouts)).toBe(0);
    await services.dbHandle.close();
  });
});
