import type { TestProject } from 'vitest/node';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;
let dataDir: string | undefined;
const ADMIN_EMAIL = 'e2e-admin@example.com';
const EDITOR_EMAIL = 'e2e-editor@example.com';

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-e2e-'));
  // An administrator exists before the server starts, made the way an operator makes one.
  for (const email of [ADMIN_EMAIL, EDITOR_EMAIL])
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', email], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      cwd: path.resolve(import.meta.dirname, '../../..'),
    });
  // Enough accounts to page through in the admin list, made the way an operator seeds a staging database.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-users.ts', '45', 'e2e-pager-'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    cwd: path.resolve(import.meta.dirname, '../../..'),
  });
  // Behind a proxy as in production, so each browser profile counts as its own visitor (support/browser.ts).
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('editorEmail', EDITOR_EMAIL);
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
    editorEmail: string;
  }
}
