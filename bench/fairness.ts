// `npm run bench:fairness`: what one visitor can do to everyone else's photo reading (docs/decisions/023).
// A normal ticket photo is read for review (upload, then POST /api/read-ticket) by a new visitor each time:
//  1. idle;
//  2. while one anonymous attacker from one address keeps 2 uploads of a 4,000 × 10,000 px page of dense text
//     read 4 at a time (the hardening review's pattern: it once made a normal photo take 250 s instead of 3 s);
//  3. while ten guest identities from that one address each keep such a page read.
// Refused attacker reads are retried a second later. Prints the normal photo's median latency in each, and
// attacked / idle (target ≤ 2). BENCH_RUNS sets how many
// normal photos each phase reads (default 5). Needs a build (`npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../tests/e2e/support/server';
import { denseTextPage } from './lib/ticket-images';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const sharedPhoto = path.resolve(import.meta.dirname, '../../shared/bench/tickets/images/dev-img-040.png');
const photo = readFileSync(
  existsSync(sharedPhoto)
    ? sharedPhoto
    : path.resolve(import.meta.dirname, '../tests/fixtures/ticket-thermal-one-leg.png'),
);

let clients = 0;
const newAddress = () => `10.${(++clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;

interface Visitor {
  address: string;
  cookie?: string;
}

async function upload(server: RunningServer, who: Visitor, image: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(image)], name, { type: 'image/png' }));
  const res = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': who.address, ...(who.cookie ? { cookie: who.cookie } : {}) },
  });
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  who.cookie ??= res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return ((await res.json()) as { filePath: string }).filePath;
}

async function read(server: RunningServer, who: Visitor, filePath: string): Promise<number> {
  const res = await fetch(`${server.url}/api/read-ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': who.address, cookie: who.cookie ?? '' },
    body: JSON.stringify({ filePath }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** A normal bettor's photo, read for review: seconds from asking to the answer. */
async function normalRead(server: RunningServer): Promise<number> {
  const who: Visitor = { address: newAddress() };
  const filePath = await upload(server, who, photo, 'tiket.png');
  const started = performance.now();
  const status = await read(server, who, filePath);
  if (status !== 200) throw new Error(`a normal photo's read answered ${status}`);
  return (performance.now() - started) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function normalReads(server: RunningServer): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await normalRead(server));
  return median(times);
}

/** Keeps `readers` reads of the attacker's uploads going until stopped; counts their answers by status. */
function attack(server: RunningServer, uploads: { who: Visitor; filePath: string }[], readers: number) {
  let running = true;
  const answers = new Map<number, number>();
  const loops = Array.from({ length: readers }, async (_, i) => {
    const { who, filePath } = uploads[i % uploads.length];
    while (running) {
      const status = await read(server, who, filePath).catch(() => 0);
      answers.set(status, (answers.get(status) ?? 0) + 1);
      // A refused read is tried again a second later. (A flood of refused requests is bounded by the per-address
      // request limits, not by the photo queue this measures.)
      if (status !== 200) await new Promise((r) => setTimeout(r, 1000));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const server = await startServer({ TRUST_PROXY: 'true', LOG_LEVEL: 'warn' });
try {
  const dense = await denseTextPage();
  await normalRead(server); // the OCR workers load their models
  const idle = await normalReads(server);
  console.log(`normal photo read, idle: median ${idle.toFixed(2)} s over ${RUNS}`);

  const attackerAddress = newAddress();
  const one: Visitor = { address: attackerAddress };
  const pattern = [
    { who: one, filePath: await upload(server, one, dense, 'gusto.png') },
    { who: one, filePath: await upload(server, one, dense, 'gusto.png') },
  ];
  const first = attack(server, pattern, 4);
  await new Promise((r) => setTimeout(r, 1000));
  const attacked = await normalReads(server);
  await first.stop();
  console.log(
    `normal photo read, one attacker (2 dense uploads × 4 reads at once): median ${attacked.toFixed(2)} s, ` +
      `${(attacked / idle).toFixed(2)} × idle (target ≤ 2); attacker's answers ${JSON.stringify(Object.fromEntries(first.answers))}`,
  );

  // Another address, whose request limits the first attack has not spent.
  const secondAddress = newAddress();
  const identities = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const who: Visitor = { address: secondAddress };
      return { who, filePath: await upload(server, who, dense, 'gusto.png') };
    }),
  );
  const second = attack(server, identities, 10);
  await new Promise((r) => setTimeout(r, 1000));
  const attackedTen = await normalReads(server);
  await second.stop();
  // Idle again once the attacker's last job is done (its budget at most): the machine's own drift, for the record.
  await new Promise((r) => setTimeout(r, 5000));
  const idleAfter = await normalReads(server);
  console.log(`normal photo read, idle again: median ${idleAfter.toFixed(2)} s over ${RUNS}`);
  console.log(
    `normal photo read, ten guest identities from one address: median ${attackedTen.toFixed(2)} s, ` +
      `${(attackedTen / idle).toFixed(2)} × idle (target ≤ 2); attacker's answers ${JSON.stringify(Object.fromEntries(second.answers))}`,
  );
} finally {
  await server.stop();
}
