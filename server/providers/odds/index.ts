import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import { DemoOddsProvider } from './demo';
import { TheOddsApiProvider } from './the-odds-api';
import type { OddsProvider } from './types';

export type { OddsProvider, OddsEvent, GeneratorSport } from './types';

export function createOdds(config: Config, logger: Logger): OddsProvider {
  return config.ODDS_PROVIDER === 'the-odds-api'
    ? new TheOddsApiProvider(config.ODDS_API_KEY!, config.ODDS_API_BASE_URL, logger)
    : new DemoOddsProvider();
}
