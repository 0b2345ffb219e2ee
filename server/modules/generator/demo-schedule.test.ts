import { describe, expect, it } from 'vitest';
import { DemoOddsProvider } from '../../providers/odds/demo';
import { AnalysisState } from '../analysis/model/analysis-state';
import { dayFixtures, demoSchedule } from './demo-schedule';

const DAY = new Date('2026-11-23T00:00:00Z');
const analysis = new AnalysisState();
const fixtures = (day: Date) => dayFixtures(analysis, day);
const overround = (prices: (number | undefined)[]) => prices.reduce((s: number, p) => s + (p ? 1 / p : 0), 0);

describe('demo fixtures (no odds service configured)', () => {
  it('are the same all day for everyone, and differ from day to day', () => {
    const today = fixtures(DAY);
    expect(today.length).toBeGreaterThanOrEqual(8);
    expect(fixtures(new Date(DAY))).toEqual(today);
    expect(dayFixtures(new AnalysisState(), new Date(DAY))).toEqual(today);
    const tomorrow = fixtures(new Date(DAY.getTime() + 86_400_000));
    expect(tomorrow.map((e) => `${e.home}-${e.away}`)).not.toEqual(today.map((e) => `${e.home}-${e.away}`));
    for (const e of today) {
      expect(e.commenceTime.slice(0, 10)).toBe('2026-11-23');
      expect(e.home).not.toBe(e.away);
    }
  });

  it('carry the margins docs/decisions/005 documents: about 5 % on 1X2, about 6 % on goals over/under', () => {
    for (const e of fixtures(DAY)) {
      // The long-shot bias adds up to a point on top; rounding prices to cents moves it a little either way.
      expect(overround([e.h2h.home, e.h2h.draw, e.h2h.away])).toBeGreaterThan(1.04);
      expect(overround([e.h2h.home, e.h2h.draw, e.h2h.away])).toBeLessThan(1.08);
      expect(e.totals?.point).toBe(2.5);
      expect(overround([e.totals?.over, e.totals?.under])).toBeGreaterThan(1.05);
      expect(overround([e.totals?.over, e.totals?.under])).toBeLessThan(1.075);
    }
  });

  it('are none without a rating model to draw and price them', () => {
    const none = new AnalysisState();
    none.setRatings(null);
    expect(dayFixtures(none, DAY)).toEqual([]);
  });

  it('reach the generator through the demo odds provider: matches starting inside (from, to), across midnight', async () => {
    const demo = new DemoOddsProvider(demoSchedule(analysis));
    const from = new Date('2026-11-23T15:00:00Z');
    const to = new Date(from.getTime() + 24 * 3_600_000);
    const events = await demo.upcoming('football', from, to);
    expect(events.length).toBeGreaterThan(0);
    const all = [...fixtures(DAY), ...fixtures(new Date(DAY.getTime() + 86_400_000))];
    const inside = all.filter(
      (e) => e.commenceTime > from.toISOString() && e.commenceTime < to.toISOString(),
    );
    expect(events.map((e) => e.id).sort()).toEqual(inside.map((e) => e.id).sort());
    expect(inside.some((e) => e.commenceTime.startsWith('2026-11-24'))).toBe(true);
    expect((await demo.sports()).map((s) => s.title)).toContain('Serbian SuperLiga');
  });
});
