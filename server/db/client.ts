import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema/index';

export { schema };

// Both drivers expose the same query builder; the PGlite type stands for either so that modules
// are written once against one Database type.
export type Database = PgliteDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgresql';
  /** Runs the SQL migrations in server/db/migrations that have not run yet. */
  migrate(): Promise<void>;
  /** A cheap round trip, for /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The pg pool when on PostgreSQL (pg-boss and scale-out tests need the URL-level connection). */
  pool?: pg.Pool;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  inMemory?: boolean;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, connectionTimeoutMillis: 5_000 });
    // A dropped connection surfaces on the pool; without a listener Node would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgresql',
      pool,
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder });
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!opts.inMemory) {
    dataDir = path.join(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // A new folder is created by a separate PGlite instance (initdb) whose memory, several hundred MB, stays
  // with the thread that ran it: create the folder on a thread that is then ended, and serve from a new one.
  if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION')))
    await (await new PgliteThread(dataDir).start()).close();
  const client = await new PgliteThread(dataDir).start();
  const db = drizzlePglite(client.asPglite(), { schema });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
