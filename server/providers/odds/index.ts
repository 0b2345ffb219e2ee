import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import { TheOddsApiProvider } from './the-odds-api';
import { DemoOddsProvider, type DemoSchedule } from './demo';
import type { OddsProvider } from './types';

export type { OddsProvider, OddsEvent, GeneratorSport } from './types';
export type { DemoSchedule } from './demo';

/**
 * The Odds API when configured, else the demo provider serving `demo`: the schedule priced by the rating
 * model, which lives with the generator module (a provider never imports a module; the wiring hands it in).
 */
export function createOdds(config: Config, logger: Logger, demo: DemoSchedule): OddsProvider {
  return config.ODDS_PROVIDER === 'the-odds-api'
    ? new TheOddsApiProvider(config.ODDS_API_KEY!, config.ODDS_API_BASE_URL, logger)
    : new DemoOddsProvider(demo);
}
