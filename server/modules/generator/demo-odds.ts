import { createHash } from 'node:crypto';
import { modelChance, ratings } from '../analysis/model/ratings';
import { assumedMargin } from '../analysis/leg-chance';
import { FOOTBALL_1X2_SHARES, powerPrices } from '../analysis/model/metrics';
import { seededRandom } from '../../lib/seeded-random';
import type { Pick } from '../tickets/types';
import { goalsPick } from './pick-legs';
import type { GeneratorSport, OddsEvent, OddsProvider, OddsSport } from '../../providers/odds/types';

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
const DAY_MS = 86_400_000;

/**
 * A market's model chances priced by the power method with the margin docs/decisions/005 assumes for it (the
 * one a single printed price of that market is read with: about 6 % on 1X2, most of it on the two wins, and
 * 5.4 % on goals), rounded to cents as bookmakers show them.
 */
const priceMarket = (pick: Pick, p: number[], shares: readonly number[] = []) =>
  powerPrices(p, assumedMargin(pick), shares).map((o) => Math.max(1.01, Math.round(o * 100) / 100));

/**
 * Demo fixtures with no odds service configured: each day's schedule drawn deterministically from the shipped
 * teams, priced by the rating model with a realistic margin. They are not real matches, and every screen
 * that shows them says so. Football only: no basketball teams ship with the product.
 */
export class DemoOddsProvider implements OddsProvider {
  readonly name = 'demo' as const;
  readonly demo = true;
  // The shipped teams are football clubs only.
  readonly offers = ['football'] as const;

  async upcoming(sport: GeneratorSport, from: Date, to: Date): Promise<OddsEvent[]> {
    if (sport !== 'football') return [];
    const out: OddsEvent[] = [];
    for (
      let day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
      day < to.getTime();
      day += DAY_MS
    )
      for (const e of dayFixtures(new Date(day))) {
        const start = Date.parse(e.commenceTime);
        if (start > from.getTime() && start < to.getTime()) out.push(e);
      }
    return out;
  }

  /** The demo schedule's leagues, as the sports list of a real provider would name them. */
  async sports(): Promise<OddsSport[]> {
    return LEAGUES.map((title) => ({
      key: `demo_${title.toLowerCase().replace(/\W+/g, '_')}`,
      group: 'Soccer',
      title,
      active: true,
    }));
  }
}

/** The demo schedule of one UTC day. */
export function dayFixtures(day: Date): OddsEvent[] {
  const r = ratings();
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
      const p = PRICED.map((pick) => modelChance(home, away, pick)?.probability ?? null);
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
