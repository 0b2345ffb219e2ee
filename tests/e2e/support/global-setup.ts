import type { TestProject } from 'vitest/node';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;
let dataDir: string | undefined;
const ADMIN_EMAIL = 'e2e-admin@example.com';

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-e2e-'));
  // An administrator exists before the server starts, made the way an operator makes one.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ADMIN_EMAIL], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    cwd: path.resolve(import.meta.dirname, '../../..'),
  });
  server = await startServer({ DATA_DIR: dataDir });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('adminEmail', ADMIN_EMAIL);
}

export async function teardown() {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminEmail: string;
  }
}
