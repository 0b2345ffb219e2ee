import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';

/**
 * The edge fuzz matrix (issue 27 item 3): every route of the route table (app/routes.ts pages, their
 * `.data` twins React Router's single fetch asks for, and every /api route) × every method × several kinds of
 * body × three actors. Shared by the short run in server/probe-fuzz.test.ts and the long one (`npm run
 * bench:fuzz`) against a real server on loopback. Whatever arrives, no answer may be a 5xx (but a deliberate
 * 503 with Retry-After).
 */

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];
export const BODY_KINDS = [
  'none',
  'form',
  'multipart',
  'brokenMultipart',
  'json',
  'text',
  'huge',
  'noType',
] as const;
export type BodyKind = (typeof BODY_KINDS)[number];
export const ACTORS = ['anonymous', 'signedIn', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** A value for each kind of route parameter, changed per request by `pick`. */
function fillParams(path: string, pick: <T>(xs: readonly T[]) => T): string {
  return path
    .replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_m, name: string) =>
      pick(
        name === 'slug'
          ? ['primer-clanka', 'nepostojeci', 'a'.repeat(210), '%00', 'x%2Fy']
          : name === 'file'
            ? ['rs.json', 'hr.json', 'xx.json', '..%2F..%2Fpackage.json']
            : [randomUuid(), 'new', '0', '%00', 'x'.repeat(40), '-'.repeat(36)],
      ),
    )
    .replace(/\*$/, () => pick(['nepostojeca', 'a/b/c', 'sign-in/email', 'get-session']));
}

function randomUuid() {
  return globalThis.crypto.randomUUID();
}

/** Every page path of the React Router build, parameters left as `:name`, with its `.data` twin. */
export function pagePatterns(build: ServerBuild): string[] {
  const routes = build.routes;
  const full = (id: string): string => {
    const r = routes[id]!;
    const own = r.path ?? '';
    const parent = r.parentId ? full(r.parentId) : '';
    return [parent, own].filter(Boolean).join('/');
  };
  const paths = new Set<string>();
  for (const id of Object.keys(routes)) {
    if (id === 'root' || (!routes[id]!.path && !routes[id]!.index)) continue;
    const path = `/${full(id)}`;
    paths.add(path);
    paths.add(path === '/' ? '/_root.data' : `${path}.data`);
  }
  return [...paths];
}

/** The better-auth endpoints the site uses (its routes are one wildcard in Hono's table). */
const AUTH_PATHS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/get-session',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/token-sign-in',
  '/api/auth/update-user',
  '/api/auth/list-sessions',
  '/api/auth/ok',
  '/api/auth/nepostojeci',
];
/** Would end the actor's own session: only the anonymous actor sends these. */
export const SESSION_ENDING = ['/api/auth/sign-out', '/api/auth/revoke-sessions', '/api/auth/delete-user'];

/** Every /api path of the Hono app (parameters as `:name`), better-auth's, and a few that do not exist. */
export function apiPatterns(routes: readonly { method: string; path: string }[]): string[] {
  const paths = new Set<string>();
  for (const r of routes)
    if (r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*')) paths.add(r.path);
  for (const p of [...AUTH_PATHS, ...SESSION_ENDING, '/api/nepostojeca', '/healthz', '/metrics'])
    paths.add(p);
  paths.add('/robots.txt');
  paths.add('/sitemap.xml');
  return [...paths];
}

export interface FuzzRequest {
  actor: Actor;
  method: Method;
  path: string;
  body: BodyKind;
}

/** The form fields a page action reads, with values that point nowhere (an unknown user, a bad id). */
function formFields(pick: <T>(xs: readonly T[]) => T): Record<string, string> {
  return pick<Record<string, string>>([
    { intent: 'internal', userId: pick([randomUuid(), 'nepostojeci', '']), internal: 'true' },
    { intent: 'api-test', test: pick(['odds-raw', 'nepostojeci']), stake: '-1' },
    { intent: 'nepostojeci' },
    { fullName: 'Fuzz', email: 'fuzz@example.com', phone: '+381 60 000' },
    { title: 'Fuzz', slug: 'fuzz-clanak', category: 'nepostojeca', content: 'x', intent: 'delete' },
    { email: 'nepoznat@example.com', password: 'pogresna', intent: 'login' },
  ]);
}

/** Headers and body of one kind; `pick` makes the values vary from request to request. */
export function bodyFor(
  kind: BodyKind,
  pick: <T>(xs: readonly T[]) => T,
): { headers: Record<string, string>; body?: string | Uint8Array } {
  switch (kind) {
    case 'none':
      return { headers: {} };
    case 'form':
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(formFields(pick)).toString(),
      };
    case 'multipart': {
      const boundary = 'fuzzgranica';
      const parts = Object.entries(formFields(pick)).map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      );
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: `${parts.join('')}--${boundary}--\r\n`,
      };
    }
    case 'brokenMultipart':
      return pick([
        { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'nije multipart' },
        { headers: { 'content-type': 'multipart/form-data' }, body: '--x\r\n\r\n' },
        {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nbez kraja',
        },
      ]);
    case 'json':
      return {
        headers: { 'content-type': 'application/json' },
        body: pick([JSON.stringify(formFields(pick)), '{"nezavrsen":', '[]', 'null', '"x"']),
      };
    case 'text':
      return {
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: pick(['intent=internal', 'x']),
      };
    case 'huge':
      return {
        headers: { 'content-type': pick(['application/x-www-form-urlencoded', 'application/json']) },
        body: `a=${'x'.repeat(pick([200_000, 900_000, 1_100_000]))}`,
      };
    case 'noType':
      return { headers: {}, body: new Uint8Array([0xff, 0xfe, 0x00, 0x61]) };
  }
}

/** A path pattern with its parameters filled. */
export const concrete = (pattern: string, pick: <T>(xs: readonly T[]) => T) => fillParams(pattern, pick);

/** A pseudo-random picker from a seed (mulberry32), so a run reproduces. */
export function picker(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
}

/** A 5xx that is not a deliberate 503 with Retry-After. */
export const isFailure = (res: Response) =>
  res.status >= 500 && !(res.status === 503 && res.headers.has('retry-after'));

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * Sends requests over real sockets to `base` (node:http, kept alive): unlike fetch it also sends a body with
 * GET and HEAD, and it goes through node-server as a browser's request does.
 */
export function httpSender(base: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (
    method: string,
    target: string,
    headers: Record<string, string>,
    body?: string | Uint8Array,
  ): Promise<Answer> => {
    const bytes = body === undefined ? undefined : Buffer.from(body);
    if (bytes) headers = { ...headers, 'content-length': String(bytes.length) };
    return new Promise((resolve, reject) => {
      // A large body goes on a connection of its own: answered early (413, 405), the server closes the socket
      // while the body is still being written, and the next request on a kept-alive one would find it closed.
      const own = (bytes?.length ?? 0) > 64 * 1024;
      const options = own
        ? { method, headers: { ...headers, connection: 'close' }, agent: false }
        : { method, headers, agent };
      const req = http.request(`${base}${target}`, options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzip = res.headers['content-encoding'] === 'gzip' && raw.length > 0;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: (gzip ? gunzipSync(raw) : raw).toString(),
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(bytes);
    });
  };
  return { send, close: () => agent.destroy() };
}

export interface MatrixRun {
  sent: number;
  /** 5xx answers (a deliberate 503 with Retry-After aside) and broken answers, with the first few described. */
  failures: number;
  firstFailures: string[];
  /** A large body the server answered without reading: the socket closed while the client still wrote. */
  closed: number;
  statuses: Map<number, number>;
  seconds: number;
}

/**
 * Sends `total` requests of the matrix to `base`, `concurrency` at a time. `full` walks every combination in
 * order (pattern, then method, then body, then actor: the long run); otherwise each pattern × method is sent
 * once per lap with the body kind and actor turning over (the short run still sends every kind and actor).
 */
export async function runMatrix(opts: {
  base: string;
  origin: string;
  patterns: string[];
  cookies: Record<Actor, string>;
  total: number;
  concurrency: number;
  seed: number;
  full: boolean;
  onAnswer?: (line: string) => void;
}): Promise<MatrixRun> {
  const { patterns } = opts;
  const pick = picker(opts.seed);
  const { send, close } = httpSender(opts.base, opts.concurrency);
  const run: MatrixRun = {
    sent: 0,
    failures: 0,
    firstFailures: [],
    closed: 0,
    statuses: new Map(),
    seconds: 0,
  };
  let counter = 0;
  const started = performance.now();
  const P = patterns.length;
  const M = METHODS.length;
  async function worker() {
    while (counter < opts.total) {
      const i = counter++;
      const pattern = patterns[i % P]!;
      const method = METHODS[Math.floor(i / P) % M]!;
      const kind = opts.full
        ? BODY_KINDS[Math.floor(i / (P * M)) % BODY_KINDS.length]!
        : BODY_KINDS[(i + Math.floor(i / (P * M))) % BODY_KINDS.length]!;
      let actor = opts.full
        ? ACTORS[Math.floor(i / (P * M * BODY_KINDS.length)) % ACTORS.length]!
        : ACTORS[(i + Math.floor(i / (P * M))) % ACTORS.length]!;
      if (SESSION_ENDING.includes(pattern)) actor = 'anonymous';
      const target = concrete(pattern, pick);
      const { headers, body } = bodyFor(kind, pick);
      run.sent++;
      const res = await send(
        method,
        target,
        {
          ...headers,
          origin: opts.origin,
          'accept-encoding': 'gzip',
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          ...(opts.cookies[actor] ? { cookie: opts.cookies[actor] } : {}),
        },
        body,
      ).catch((error: Error): Answer => ({ status: 0, headers: {}, text: error.message }));
      run.statuses.set(res.status, (run.statuses.get(res.status) ?? 0) + 1);
      const line = `${res.status} ${method} ${target} body=${kind} as ${actor}: ${res.text.slice(0, 160)}`;
      opts.onAnswer?.(line);
      if (res.status === 0 && kind === 'huge') run.closed++;
      else if (
        res.status === 0 ||
        (res.status >= 500 && !(res.status === 503 && res.headers['retry-after']))
      ) {
        run.failures++;
        if (run.firstFailures.length < 20) run.firstFailures.push(line);
      }
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  run.seconds = (performance.now() - started) / 1000;
  close();
  return run;
}
