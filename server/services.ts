import type { Config } from './config';
import type { AppServices } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createLogger, type Logger } from './lib/logger';
import { Metrics } from './lib/metrics';
import { PageCache } from './lib/page-cache';
import { readContentVersion } from './modules/content/content-store';
import { createStorage } from './providers/storage';
import { createOcr } from './providers/ocr';
import { createEmail } from './providers/email';
import { createAuth } from './auth/auth';
import { createPayments } from './providers/payments';
import { createOdds } from './providers/odds';
import { demoSchedule } from './modules/generator/demo-schedule';
import { AnalysisState } from './modules/analysis/model/analysis-state';
import { createAi } from './providers/ai';
import { startPgBossQueue } from './lib/job-queue';

/** Opens the database, applies migrations and wires the providers chosen by configuration. */
export async function createServices(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
): Promise<AppServices> {
  const dbHandle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await dbHandle.migrate();
  const services = wireServices(config, dbHandle, logger);
  if (config.JOB_QUEUE === 'pg-boss') services.jobs = await startPgBossQueue(config.DATABASE_URL!, logger);
  return services;
}

/** The process-wide services around an open, migrated database (tests pass their own isolated one). */
export function wireServices(config: Config, dbHandle: DatabaseHandle, logger: Logger): AppServices {
  const email = createEmail(config, dbHandle.db);
  // The ratings and results history in use: results arriving while the process runs reach every reader.
  const analysis = new AnalysisState();
  return {
    config,
    dbHandle,
    db: dbHandle.db,
    logger,
    metrics: new Metrics(),
    pageCache: new PageCache({ sharedVersion: () => readContentVersion(dbHandle.db) }),
    storage: createStorage(config),
    ocr: createOcr(config),
    email,
    auth: createAuth(config, dbHandle.db, email),
    payments: createPayments(config, dbHandle.db),
    odds: createOdds(config, logger, demoSchedule(analysis)),
    analysis,
    ...createAi(config),
    jobs: null,
    testMode: config.PAYMENTS_PROVIDER === 'local',
  };
}

export async function closeServices(services: AppServices) {
  await services.jobs?.close();
  await services.ocr.close();
  await services.dbHandle.close();
}
