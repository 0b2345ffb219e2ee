import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import { FootballDataCoUkProvider } from './football-data-co-uk';
import { API_SPORTS_BASE_URL, ApiSportsProvider } from './api-sports';
import { FootballDataOrgProvider } from './football-data-org';
import { TheOddsApiScoresProvider } from './the-odds-api-scores';
import type { ResultsProvider } from './types';

export type { FetchedResult, ResultsProvider } from './types';
export { ResultsSourceError } from './types';

/**
 * Every results source the configuration enables: football-data.co.uk files (RESULTS_CSV_URLS), football-data.org
 * (FOOTBALL_DATA_ORG_KEY), The Odds API's scores (ODDS_API_KEY) and API-Football (API_SPORTS_KEY). None by default: the product runs offline on
 * the shipped results until an operator names a source.
 */
export function createResultsProviders(
  config: Pick<
    Config,
    | 'RESULTS_CSV_URLS'
    | 'FOOTBALL_DATA_ORG_KEY'
    | 'FOOTBALL_DATA_ORG_BASE_URL'
    | 'ODDS_API_KEY'
    | 'ODDS_API_BASE_URL'
  > &
    Partial<Pick<Config, 'API_SPORTS_KEY' | 'API_SPORTS_BASE_URL'>>,
  logger: Logger,
  now: () => Date = () => new Date(),
): ResultsProvider[] {
  const providers: ResultsProvider[] = [];
  const csvUrls = (config.RESULTS_CSV_URLS ?? '').split(/[\s,]+/).filter(Boolean);
  if (csvUrls.length) providers.push(new FootballDataCoUkProvider(csvUrls, logger, now));
  if (config.FOOTBALL_DATA_ORG_KEY)
    providers.push(
      new FootballDataOrgProvider(
        config.FOOTBALL_DATA_ORG_KEY,
        config.FOOTBALL_DATA_ORG_BASE_URL,
        logger,
        now,
      ),
    );
  if (config.ODDS_API_KEY)
    providers.push(new TheOddsApiScoresProvider(config.ODDS_API_KEY, config.ODDS_API_BASE_URL, logger));
  if (config.API_SPORTS_KEY)
    providers.push(
      new ApiSportsProvider(
        config.API_SPORTS_KEY,
        config.API_SPORTS_BASE_URL ?? API_SPORTS_BASE_URL,
        logger,
        now,
      ),
    );
  return providers;
}
