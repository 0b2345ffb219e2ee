// `npm start`: build the app when the build is missing or older than its sources, then serve it under the
// supervisor, which restarts the server if it dies (scripts/supervise.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildEntry = path.join(root, 'build/server/index.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['app', 'server', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);
const sourceTime = Math.max(
  ...sources
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(buildEntry) || statSync(buildEntry).mtimeMs < sourceTime) {
  console.log('Building the app…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('./supervise');
