// `npm run bench:fuzz`: the edge fuzz (issue 27 item 3) against a real server on loopback. Every route of the
// route table (pages, their `.data` twins, the API) × every method × every kind of body × signed out, signed
// in and administrator, walked in order and again with other values until FUZZ_REQUESTS (default 100,000) were
// sent. Prints the number of 5xx answers (target 0; a deliberate 503 with Retry-After aside), the first of
// them, and requests per second. Pages are compiled from app/ by Vite as the tests do (the current code, no
// `npm run build` needed); FUZZ_BUILD=production serves build/ instead.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from '../server/app';
import { grantAdmin } from '../server/modules/admin/admins';
import { freePort } from '../tests/e2e/support/server';
import {
  Browser,
  createTestServices,
  loadPageBuild,
  ORIGIN,
  verifyEmailFromOutbox,
} from '../tests/support/services';
import { ACTORS, BODY_KINDS, METHODS, apiPatterns, pagePatterns, runMatrix } from './lib/edge-fuzz';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 16);
const SEED = Number(process.env.FUZZ_SEED ?? 2027);

const pages =
  process.env.FUZZ_BUILD === 'production'
    ? {
        build: (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild,
        close: async () => {},
      }
    : await loadPageBuild();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const services = await createTestServices({
  TRUST_PROXY: 'true',
  ADMIN_EMAIL: 'fuzz-admin@example.com',
  PUBLIC_URL: base,
  LOG_LEVEL: 'silent',
});
const app = createApp({ services, build: pages.build });
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });

/** The Browser helpers (sign-up, the verification link) reach the real server through fetch. */
const overHttp = {
  request: (input: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (headers.has('origin')) headers.set('origin', base);
    const url = input.startsWith('/') ? base + input : input.replace(ORIGIN, base);
    return fetch(url, { ...init, headers, redirect: 'manual' });
  },
};
const signedIn = new Browser(overHttp, '10.200.0.1');
await signedIn.signUp('fuzz-korisnik@example.com', 'lozinka-123');
const admin = new Browser(overHttp, '10.200.0.2');
await admin.signUp('fuzz-admin@example.com', 'lozinka-123');
await verifyEmailFromOutbox(services, overHttp, 'fuzz-admin@example.com');
await grantAdmin(services.db, 'fuzz-admin@example.com');

const pagePaths = pagePatterns(pages.build);
const apiPaths = apiPatterns(app.routes);
console.log(
  `edge fuzz: ${pagePaths.length} page paths, ${apiPaths.length} API paths, ${METHODS.length} methods, ${BODY_KINDS.length} body kinds, ${ACTORS.length} actors; ${TOTAL} requests, ${CONCURRENCY} at a time`,
);
const run = await runMatrix({
  base,
  origin: base,
  patterns: [...pagePaths, ...apiPaths],
  cookies: { anonymous: '', signedIn: signedIn.cookie, admin: admin.cookie },
  total: TOTAL,
  concurrency: CONCURRENCY,
  seed: SEED,
  full: true,
  onAnswer: process.env.FUZZ_DEBUG ? (line) => console.log(line) : undefined,
});
console.log(
  `statuses: ${[...run.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')}`,
);
for (const f of run.firstFailures) console.log(`  ${f}`);
console.log(
  `${run.sent} requests in ${run.seconds.toFixed(1)} s (${Math.round(run.sent / run.seconds)} req/s); 5xx or broken answers: ${run.failures} (target 0); large bodies cut off after an early answer: ${run.closed}`,
);
server.close();
await pages.close();
await services.dbHandle.close();
process.exit(run.failures ? 1 : 0);
