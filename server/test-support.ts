import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from './config';
import type { AppServices } from './context';
import { createTestDatabase } from './db/test-db';
import { createLogger } from './lib/logger';
import { Metrics } from './lib/metrics';
import { PageCache } from './lib/page-cache';
import { createStorage } from './providers/storage';
import { createOcr } from './providers/ocr';
import { createEmail } from './providers/email';
import { createAuth } from './auth/auth';

/**
 * Services for API and module tests: an isolated migrated database, a temporary data folder, silent logs.
 * `env` overrides configuration variables the way the process environment would.
 */
export async function createTestServices(env: Record<string, string> = {}): Promise<AppServices> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-test-'));
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const dbHandle = await createTestDatabase();
  const email = createEmail(config, dbHandle.db);
  return {
    config,
    dbHandle,
    db: dbHandle.db,
    logger: createLogger('silent'),
    metrics: new Metrics(),
    pageCache: new PageCache(),
    storage: createStorage(config),
    ocr: createOcr(config),
    email,
    auth: createAuth(config, dbHandle.db, email),
    testMode: config.PAYMENTS_PROVIDER === 'local',
  };
}
