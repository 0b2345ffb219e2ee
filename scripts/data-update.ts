// `npm run data:update`: fetches finished matches from the configured results sources (RESULTS_CSV_URLS,
// FOOTBALL_DATA_ORG_KEY, ODDS_API_KEY, API_SPORTS_KEY: football and basketball) and stores what is new in the
// database; the shipped files stay the seed.
// Idempotent: a second run stores nothing. A running server learns the new results within 15 minutes (its
// results schedule); with the embedded database, stop the server first (one process opens PGlite at a time).
//
// `npm run data:update -- --recorded`: the same against the recorded answers of tests/mocks/results (real
// 2025-26 results in each source's format), with no network.
import { parseConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createLogger } from '../server/lib/logger';
import { updateResults } from '../server/modules/results/update-results';
import { createGamesProviders, createResultsProviders } from '../server/providers/results';

// Loaded only when asked for: msw is a development dependency.
const mocks = process.argv.includes('--recorded') ? await import('../tests/mocks/results/handlers') : null;
const config = parseConfig(
  mocks
    ? {
        ...process.env,
        RESULTS_CSV_URLS: mocks.RECORDED_CSV_URLS.join(','),
        FOOTBALL_DATA_ORG_KEY: mocks.RECORDED_KEY,
        FOOTBALL_DATA_ORG_BASE_URL: mocks.FOOTBALL_DATA_ORG,
        ODDS_API_KEY: mocks.RECORDED_KEY,
        ODDS_API_BASE_URL: mocks.THE_ODDS_API,
      }
    : process.env,
);
const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
const providers = createResultsProviders(config, logger);
const gameProviders = createGamesProviders(config, logger);
if (!providers.length) {
  console.error(
    'No results source is configured: set RESULTS_CSV_URLS (e.g. https://www.football-data.co.uk/mmz4281/{season}/E0.csv), ' +
      'FOOTBALL_DATA_ORG_KEY or ODDS_API_KEY, or run with --recorded.',
  );
  process.exit(2);
}
if (mocks) {
  const { setupServer } = await import('msw/node');
  setupServer(...mocks.resultsHandlers).listen({ onUnhandledRequest: 'error' });
}

const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await db.migrate();
const report = await updateResults({ db: db.db, providers, gameProviders, logger });
await db.close();

for (const s of report.sources)
  console.log(
    `${s.source.padEnd(20)} ${s.error ? `FAILED: ${s.error}` : `${s.fetched} fetched, ${s.stored} new, ${s.alreadyKnown} already known`}`,
  );
console.log(`stored ${report.stored} new results`);
if (report.unknownNames.length)
  console.log(
    `names the aliases do not know (add them to teams-aliases.json): ${report.unknownNames.join(', ')}`,
  );
if (report.sources.every((s) => s.error)) process.exit(1);
