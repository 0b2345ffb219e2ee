import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from './config';
import type { AppServices } from './context';
import { createTestDatabase } from './db/test-db';
import { createLogger } from './lib/logger';
import { wireServices } from './services';

/**
 * Services for API and module tests: an isolated migrated database, a temporary data folder, silent logs.
 * `env` overrides configuration variables the way the process environment would.
 */
export async function createTestServices(env: Record<string, string> = {}): Promise<AppServices> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-test-'));
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  return wireServices(config, await createTestDatabase(), createLogger('silent'));
}
