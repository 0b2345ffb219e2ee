import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { goalsPick, pickLegs, TICKET_TYPES, type TicketType } from './pick-legs';
import type { OddsEvent } from '../../providers/odds/types';

const event = (i: number, home: number, draw: number, away: number): OddsEvent => ({
  id: `e${i}`,
  league: 'Liga',
  home: `Dom ${i}`,
  away: `Gost ${i}`,
  commenceTime: new Date(Date.UTC(2026, 10, 23, 12 + (i % 10))).toISOString(),
  h2h: { home, draw, away },
});
const r2 = (x: number) => Math.round(x * 100) / 100;
const arbEvent = fc
  .tuple(
    fc.integer({ min: 0, max: 999 }),
    fc.double({ min: 1.05, max: 9, noNaN: true }),
    fc.double({ min: 2.5, max: 5, noNaN: true }),
    fc.double({ min: 1.05, max: 12, noNaN: true }),
    fc.option(fc.double({ min: 1.2, max: 3.5, noNaN: true })),
  )
  .map(([i, h, d, a, over]) => ({
    ...event(i, r2(h), r2(d), r2(a)),
    // Over/under priced with a 5 % margin around the drawn over price, when there is a line.
    ...(over === null ? {} : { totals: { point: 2.5, over: r2(over), under: r2(1 / (1.05 - 1 / over)) } }),
  }))
  .filter((e) => !e.totals || e.totals.under > 1);

describe('choosing the legs of a generated ticket', () => {
  it('lands in the type’s total-odds range with one leg per match, or says nothing fits', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbEvent, { selector: (e) => e.id, maxLength: 30 }),
        fc.constantFrom<TicketType>('safe', 'mixed', 'surprise'),
        (events, type) => {
          const ticket = pickLegs(events, type);
          if (!ticket) return;
          const [lo, hi] = TICKET_TYPES[type].total;
          expect(ticket.totalOdds).toBeGreaterThanOrEqual(lo - 0.01);
          expect(ticket.totalOdds).toBeLessThanOrEqual(hi + 0.01);
          expect(new Set(ticket.legs.map((l) => l.event.id)).size).toBe(ticket.legs.length);
          // At least two matches, so the locked preview (first match only) hides something.
          expect(ticket.legs.length).toBeGreaterThanOrEqual(2);
          // The same matches give the same ticket.
          expect(pickLegs([...events].reverse(), type)).toEqual(ticket);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a safe ticket takes the favourites; a surprise ticket the longer prices', () => {
    const events = [
      event(1, 1.3, 5, 9),
      event(2, 1.45, 4.2, 6.5),
      event(3, 2.4, 3.2, 2.9),
      event(4, 3.1, 3.3, 2.3),
      event(5, 2.6, 3.1, 2.8),
    ];
    const safe = pickLegs(events, 'safe')!;
    expect(safe.legs.map((l) => [l.event.id, l.selection])).toEqual([
      ['e1', '1'],
      ['e2', '1'],
    ]);
    expect(safe.totalOdds).toBe(1.89);
    const surprise = pickLegs(events, 'surprise')!;
    expect(surprise.totalOdds).toBeGreaterThanOrEqual(8);
    expect(surprise.legs.every((l) => l.odds >= 1.9)).toBe(true);
    expect(pickLegs([event(9, 1.01, 15, 30)], 'mixed')).toBeNull();
  });

  it('uses the over/under when it is the better pick of its match, still one leg per match', () => {
    // 1X2 with no price in the safe window; the under is the likeliest pick that fits.
    const tight = { ...event(1, 2.5, 3.0, 3.1), totals: { point: 2.5, over: 2.3, under: 1.6 } };
    const ticket = pickLegs([tight, event(2, 1.3, 5, 9)], 'safe')!;
    expect(ticket.legs.map((l) => [l.event.id, l.selection, l.odds])).toEqual([
      ['e1', 'under', 1.6],
      ['e2', '1', 1.3],
    ]);
    expect(ticket.totalOdds).toBe(2.08);
  });

  it('reads a half-goal line as the model’s total-goals pick; a whole line can push and is not priced', () => {
    expect(goalsPick('over', 2.5)).toEqual({ kind: 'total-goals', period: 'FT', min: 3, max: null });
    expect(goalsPick('under', 2.5)).toEqual({ kind: 'total-goals', period: 'FT', min: 0, max: 2 });
    expect(goalsPick('over', 3)).toBeNull();
  });
});
