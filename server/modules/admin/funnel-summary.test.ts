import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../context';
import { createTestServices } from '../../../tests/support/services';
import { recordFunnelEvent } from '../billing/funnel';
import { payments } from '../../db/schema/billing';
import { insertReport } from '../reports/report-store';
import { funnelSummary } from './funnel-summary';

describe('admin funnel', () => {
  let services: AppServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.dbHandle.close());

  it('counts visits → analyses → previews → intents → payments, and revenue from the payments ledger', async () => {
    for (let i = 0; i < 4; i++) await recordFunnelEvent(services.db, { name: 'visit' });
    for (let i = 0; i < 3; i++)
      await insertReport(services.db, { source: 'manual', extractedText: `tiket ${i}` });
    await insertReport(services.db, { source: 'generator', extractedText: 'AI tiket' }); // not a user analysis
    await recordFunnelEvent(services.db, { name: 'report_preview' });
    await recordFunnelEvent(services.db, { name: 'report_preview' });
    await recordFunnelEvent(services.db, { name: 'payment_intent', valueCents: 290 });
    // A browser can post a "payment_success" event; revenue ignores it and reads the ledger.
    await recordFunnelEvent(services.db, { name: 'payment_success', valueCents: 99_999 });
    await services.db.insert(payments).values({
      providerRef: 'pi_funnel_1',
      email: 'kupac@example.com',
      kind: 'report',
      amountCents: 290,
      currency: 'EUR',
    });

    const summary = await funnelSummary(services.db);
    expect(summary.steps).toEqual([
      { step: 'Visits', count: 4 },
      { step: 'Analyses', count: 3 },
      { step: 'Previews', count: 2 },
      { step: 'Payment intents', count: 1 },
      { step: 'Payments', count: 1 },
    ]);
    expect(summary.revenueCents).toBe(290);
    const today = new Date().toISOString().slice(0, 10);
    expect(summary.byDay).toContainEqual({ day: today, name: 'visit', events: 4 });
  });
});
