import { createHash } from 'node:crypto';
import type { AnalysisState } from '../analysis/model/analysis-state';
import { assumedMargin } from '../analysis/leg-chance';
import { FOOTBALL_1X2_SHARES, powerPrices } from '../analysis/model/metrics';
import { seededRandom } from '../../lib/seeded-random';
import type { Pick } from '../tickets/types';
import { goalsPick } from './pick-legs';
import type { OddsEvent } from '../../providers/odds/types';
import type { DemoSchedule } from '../../providers/odds/demo';

/** Leagues the demo schedule draws from (teams that played in the last shipped season). */
const LEAGUES = [
  'Serbian SuperLiga',
  'Croatian HNL',
  'Premier League',
  'La Liga',
  'Serie A',
  'Bundesliga',
  'Ligue 1',
  'Eredivisie',
];
const KICKOFF_HOURS_UTC = [12, 14, 16, 18, 19, 20];
/** The goals line the demo prices over/under at, the one every bookmaker offers. */
const TOTALS_LINE = 2.5;
/** The demo's markets: 1, X, 2, then over and under the line. */
const PRICED: Pick[] = [
  { kind: 'result', period: 'FT', outcome: '1' },
  { kind: 'result', period: 'FT', outcome: 'X' },
  { kind: 'result', period: 'FT', outcome: '2' },
  goalsPick('over', TOTALS_LINE)!,
  goalsPick('under', TOTALS_LINE)!,
];

/**
 * A market's model chances priced by the power method with the margin docs/decisions/005 assumes for it (the
 * one a single printed price of that market is read with: about 6 % on 1X2, most of it on the two wins, and
 * 5.4 % on goals), rounded to cents as bookmakers show them.
 */
const priceMarket = (pick: Pick, p: number[], shares: readonly number[] = []) =>
  powerPrices(p, assumedMargin(pick), shares).map((o) => Math.max(1.01, Math.round(o * 100) / 100));

/**
 * The demo schedule the odds provider serves with no odds service configured (server/providers/odds/demo.ts):
 * each day's fixtures drawn deterministically from the shipped teams, priced by the rating model with a
 * realistic margin. They are not real matches, and every screen that shows them says so.
 */
export const demoSchedule = (analysis: AnalysisState): DemoSchedule => ({
  leagues: LEAGUES,
  day: (day) => dayFixtures(analysis, day),
});

/** The demo schedule of one UTC day. */
export function dayFixtures(analysis: AnalysisState, day: Date): OddsEvent[] {
  const r = analysis.ratings();
  if (!r) return [];
  const date = day.toISOString().slice(0, 10);
  // Seeded by the day, so a day's schedule is the same for everyone.
  const random = seededRandom(createHash('sha256').update(`tiket-ai-demo-${date}`).digest().readUInt32LE(0));
  const events: OddsEvent[] = [];
  for (const league of LEAGUES) {
    const teams = Object.entries(r.file.teams)
      .filter(([, t]) => t[1] === league && t[2] >= `${Number(r.file.lastSeason.slice(0, 4))}-08-01`)
      .map(([, t]) => t[4])
      .sort();
    // Two matches per league, four distinct teams, shuffled by the day's seed.
    for (let i = teams.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [teams[i], teams[j]] = [teams[j], teams[i]];
    }
    for (let m = 0; m + 1 < Math.min(4, teams.length); m += 2) {
      const [home, away] = [teams[m], teams[m + 1]];
      const p = PRICED.map((pick) => analysis.modelChance(home, away, pick)?.probability ?? null);
      if (p.some((x) => x === null)) continue;
      const [home1, draw, away2] = priceMarket(PRICED[0], p.slice(0, 3) as number[], FOOTBALL_1X2_SHARES);
      const [over, under] = priceMarket(PRICED[3], p.slice(3) as number[]);
      const hour = KICKOFF_HOURS_UTC[Math.floor(random() * KICKOFF_HOURS_UTC.length)];
      events.push({
        id: `demo-${date}-${events.length + 1}`,
        league,
        home,
        away,
        commenceTime: new Date(day.getTime() + hour * 3_600_000).toISOString(),
        h2h: { home: home1, draw, away: away2 },
        totals: { point: TOTALS_LINE, over, under },
      });
    }
  }
  return events;
}
