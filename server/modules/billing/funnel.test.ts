import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { Browser, createTestServices } from '../../../tests/support/services';
import { funnelSummary } from '../admin/funnel-summary';

/** The AI generator's events as the specification names them, and the upload dialog's. */
const SPEC_EVENTS = [
  'landing_view',
  'start_intent',
  'sport_selected',
  'ticket_type_selected',
  'stake_set',
  'generation_start',
  'generation_complete',
  'ticket_preview',
  'unlock_intent',
  'payment_page_view',
  'upload_dialog_method',
];

describe('POST /api/funnel-event', () => {
  let services: AppServices;
  let browser: Browser;
  beforeAll(async () => {
    services = await createTestServices();
    browser = new Browser(createApp({ services }) as unknown as Hono);
  });
  afterAll(() => services.dbHandle.close());

  it("records each of the specification's generator events under its own name, and the admin funnel shows them", async () => {
    for (const name of SPEC_EVENTS) {
      const res = await browser.post('/api/funnel-event', { name, properties: { sport: 'football' } });
      expect(res.status, name).toBe(200);
    }
    const today = new Date().toISOString().slice(0, 10);
    const { byDay } = await funnelSummary(services.db);
    for (const name of SPEC_EVENTS) expect(byDay).toContainEqual({ day: today, name, events: 1 });
  });

  it('refuses a name the specification does not have', async () => {
    const res = await browser.post('/api/funnel-event', { name: 'generator_intent' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Neispravan zahtev');
  });
});
