import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import { FootballDataCoUkProvider } from './football-data-co-uk';
import { API_BASKETBALL_BASE_URL, ApiBasketballProvider, basketballLeagues } from './api-basketball';
import { API_SPORTS_BASE_URL, ApiSportsProvider } from './api-sports';
import { API_TENNIS_BASE_URL, ApiTennisProvider } from './api-tennis';
import { FootballDataOrgProvider } from './football-data-org';
import { OPENFOOTBALL_BASE_URL, OpenFootballProvider } from './openfootball';
import { TheOddsApiScoresProvider } from './the-odds-api-scores';
import type { GamesProvider, ResultsProvider } from './types';

export type {
  FetchedFixture,
  FetchedGame,
  FetchedResult,
  GameSide,
  GamesProvider,
  ResultsProvider,
  SourceName,
} from './types';
export { ResultsSourceError } from './types';

/**
 * Every results source the configuration enables: the keyless open data (openfootball/football.json, CC0; on by
 * default through RESULTS_OPEN_DATA, so a server with internet access keeps itself current without a key),
 * football-data.co.uk files (RESULTS_CSV_URLS), football-data.org (FOOTBALL_DATA_ORG_KEY), The Odds API's scores
 * (ODDS_API_KEY) and API-Football (API_SPORTS_KEY, the one that has the Balkan leagues current). Without network
 * the product runs on the shipped and stored results and says from what date (modules/results/results-as-of.ts).
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
    Partial<
      Pick<Config, 'API_SPORTS_KEY' | 'API_SPORTS_BASE_URL' | 'RESULTS_OPEN_DATA' | 'OPENFOOTBALL_BASE_URL'>
    >,
  logger: Logger,
  now: () => Date = () => new Date(),
): ResultsProvider[] {
  const providers: ResultsProvider[] = [];
  // The configuration turns it on by default; a caller that passes no RESULTS_OPEN_DATA gets only what it names.
  if (config.RESULTS_OPEN_DATA)
    providers.push(
      new OpenFootballProvider(config.OPENFOOTBALL_BASE_URL ?? OPENFOOTBALL_BASE_URL, logger, now),
    );
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

/**
 * Sources of other sports' results, for their legs to settle: API-Basketball with the same key as API-Football
 * (API_SPORTS_KEY), and API-Tennis (API_TENNIS_KEY). Both are keyed: no keyless source of either has terms that
 * allow a commercial product (docs/decisions/040-results-sources.md), so without keys those legs stay unsettled
 * and say so.
 */
export function createGamesProviders(
  config: Partial<
    Pick<
      Config,
      | 'API_SPORTS_KEY'
      | 'API_BASKETBALL_BASE_URL'
      | 'API_BASKETBALL_LEAGUES'
      | 'API_TENNIS_KEY'
      | 'API_TENNIS_BASE_URL'
    >
  >,
  logger: Logger,
  now: () => Date = () => new Date(),
): GamesProvider[] {
  const providers: GamesProvider[] = [];
  if (config.API_SPORTS_KEY)
    providers.push(
      new ApiBasketballProvider(
        config.API_SPORTS_KEY,
        config.API_BASKETBALL_BASE_URL ?? API_BASKETBALL_BASE_URL,
        logger,
        basketballLeagues(config.API_BASKETBALL_LEAGUES),
        now,
      ),
    );
  if (config.API_TENNIS_KEY)
    providers.push(
      new ApiTennisProvider(
        config.API_TENNIS_KEY,
        config.API_TENNIS_BASE_URL ?? API_TENNIS_BASE_URL,
        logger,
        now,
      ),
    );
  return providers;
}
