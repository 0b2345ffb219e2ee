import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { Browser, createTestServices } from '../../../tests/support/services';
import { createLogger } from '../../lib/logger';
import { ocrResults } from '../../db/schema/reports';
import type { GeneratedTicket } from './generated-ticket';

const SAFE = { sport: 'football', ticketType: 'safe', stake: 20 };

describe('POST /api/generate-real-ticket (demo fixtures)', () => {
  let services: AppServices;
  let app: Hono;
  const logs: string[] = [];
  beforeAll(async () => {
    services = await createTestServices(
      { TRUST_PROXY: 'true' },
      { logger: createLogger('info', { write: (line: string) => void logs.push(line) }) },
    );
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(() => services.dbHandle.close());

  it('answers the specification’s shape: a locked preview with the first match only; the stored ticket adds up', async () => {
    const res = await new Browser(app, '10.0.0.1').post('/api/generate-real-ticket', SAFE);
    expect(res.status).toBe(200);
    const { success, message, ticket, demo } = res.body;
    expect({ success, message, demo }).toEqual({ success: true, message: 'Tiket je generisan', demo: true });
    expect(ticket).toMatchObject({ stake: 20, totalOdds: null, potentialPayout: null, demo: true });
    const [first, ...rest] = ticket.events;
    expect(rest.length).toBeGreaterThanOrEqual(1);
    expect(first).toEqual({
      match: expect.stringMatching(/^.+ vs .+$/),
      league: expect.any(String),
      market: expect.stringMatching(/^(1X2|Više\/Manje)$/),
      selection: expect.any(String),
      odds: expect.any(Number),
      commence_time: expect.any(String),
      chance: expect.any(Number),
    });
    // Masked legs give nothing away, not even when they start.
    for (const e of rest)
      expect(e).toEqual({
        match: null,
        league: null,
        market: null,
        selection: null,
        odds: null,
        commence_time: null,
        chance: null,
      });

    const [row] = await services.db.select().from(ocrResults).where(eq(ocrResults.id, ticket.id));
    const stored = row.structuredData as GeneratedTicket;
    expect(row).toMatchObject({ source: 'generator', isUnlocked: false, confidenceScore: 0.95 });
    expect(stored.events).toHaveLength(ticket.events.length);
    expect(stored.totalOdds).toBeGreaterThanOrEqual(1.5);
    expect(stored.totalOdds).toBeLessThanOrEqual(3.0);
    // The total is the product of the legs rounded to cents, so it is at most half a cent away.
    const product = stored.events.reduce((p, e) => p * e.odds, 1);
    expect(Math.abs(stored.totalOdds - product)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(stored.potentialPayout).toBeCloseTo(20 * stored.totalOdds, 2);
    expect(new Set(stored.events.map((e) => e.match)).size).toBe(stored.events.length);

    // The same inputs give the same ticket.
    const again = await new Browser(app, '10.0.0.2').post('/api/generate-real-ticket', SAFE);
    expect(again.body.ticket.events).toEqual(ticket.events);
  });

  it('a sport the fixtures source finds no matches in (demo basketball, tennis) answers "Uskoro..."', async () => {
    const browser = new Browser(app, '10.0.0.3');
    for (const sport of ['basketball', 'tennis']) {
      const res = await browser.post('/api/generate-real-ticket', { ...SAFE, sport });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: false, message: 'Uskoro...', ticket: null });
    }
  });

  it('when the ticket row cannot be written: logged, and the preview still comes back without an id', async () => {
    // A real database refusal, not a mock: generated rows are forbidden for the length of this test.
    await services.db.execute(
      sql`alter table ocr_results add constraint no_generated check (source <> 'generator') not valid`,
    );
    try {
      const res = await new Browser(app, '10.0.0.4').post('/api/generate-real-ticket', SAFE);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.ticket.id).toBeNull();
      expect(res.body.ticket.events.length).toBeGreaterThanOrEqual(1);
      expect(logs.map((l) => JSON.parse(l).msg)).toContain('OCR creation error, proceeding with guest flow');
    } finally {
      await services.db.execute(sql`alter table ocr_results drop constraint no_generated`);
    }
  });
});
