import type { GeneratorSport, OddsEvent, OddsProvider, OddsSport } from './types';

/**
 * The fixtures the demo provider serves, handed in by the wiring (server/services.ts): drawing and pricing
 * them is the generator's knowledge (server/modules/generator/demo-schedule.ts), and a provider never imports a
 * module.
 */
export interface DemoSchedule {
  /** The leagues the schedule draws from. */
  readonly leagues: readonly string[];
  /** The fixtures of one UTC day (`day` at midnight UTC): the same all day for everyone. */
  day(day: Date): OddsEvent[];
}

const DAY_MS = 86_400_000;

/**
 * Demo fixtures with no odds service configured: each day's schedule, football only (no basketball teams ship
 * with the product). They are not real matches, and every screen that shows them says so.
 */
export class DemoOddsProvider implements OddsProvider {
  readonly name = 'demo' as const;
  readonly demo = true;
  readonly offers = ['football'] as const;

  constructor(private readonly schedule: DemoSchedule) {}

  async upcoming(sport: GeneratorSport, from: Date, to: Date): Promise<OddsEvent[]> {
    if (sport !== 'football') return [];
    const out: OddsEvent[] = [];
    for (
      let day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
      day < to.getTime();
      day += DAY_MS
    )
      for (const e of this.schedule.day(new Date(day))) {
        const start = Date.parse(e.commenceTime);
        if (start > from.getTime() && start < to.getTime()) out.push(e);
      }
    return out;
  }

  /** The demo schedule's leagues, as the sports list of a real provider would name them. */
  async sports(): Promise<OddsSport[]> {
    return this.schedule.leagues.map((title) => ({
      key: `demo_${title.toLowerCase().replace(/\W+/g, '_')}`,
      group: 'Soccer',
      title,
      active: true,
    }));
  }
}
