// Synthetic betting-ticket photos with ground truth, for benchmarking the ticket reader on unseen layouts.
//   npx tsx bench/corpus/photos/generate.ts OUTDIR [--set dev|sealed|all] [--limit N]
// Writes OUTDIR/<set>/images/<id>.png|jpg and <id>.json in the format of the shared bench scorer.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DISTORTIONS, distort, type Distortion, type Photo } from './distort';
import { LAYOUT_SETS, type SetName } from './layouts/index';
import type { Layout } from './layouts/types';
import { Renderer } from './render';
import { createRng } from '../rng';
import { isoKickoff, isoPrinted, marketName, truthPick } from './text';
import { makeTicket, type Ticket } from './ticket';

const TICKETS_PER_CELL = 3;
/**
 * A photo's long side at least, before its own scale (a messenger's 1,600 px copy of a phone camera's picture):
 * a ticket that renders smaller is photographed at a higher pixel ratio, as a camera sees paper, not as an
 * enlarged screenshot. A clean image is the render itself.
 */
const PHOTO_LONG_SIDE = 1400;
const MAX_PHOTO_SCALE = 4;

interface Args {
  outDir: string;
  sets: SetName[];
  limit: number;
}

function parseArgs(argv: string[]): Args {
  let outDir = '';
  let set = 'all';
  let limit = Infinity;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--set') set = argv[++i] ?? '';
    else if (a === '--limit') limit = Number(argv[++i]);
    else if (!a.startsWith('--') && !outDir) outDir = a;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!outDir) throw new Error('usage: generate.ts OUTDIR [--set dev|sealed|all] [--limit N]');
  if (!['dev', 'sealed', 'all'].includes(set))
    throw new Error(`--set must be dev, sealed or all, not ${set}`);
  if (!(limit > 0)) throw new Error('--limit must be a positive number');
  const sets: SetName[] = set === 'all' ? ['dev', 'sealed'] : [set as SetName];
  return { outDir, sets, limit };
}

interface Job {
  id: string;
  layout: Layout;
  distortion: Distortion;
  seed: string;
}

/** Round-robin over layouts first, so `--limit` still yields every layout and distortion it can. */
function plan(set: SetName, limit: number): Job[] {
  const jobs: Job[] = [];
  for (let k = 0; k < TICKETS_PER_CELL; k++)
    for (const distortion of DISTORTIONS)
      for (const layout of LAYOUT_SETS[set]) {
        const id = `${set}-photo-${String(jobs.length + 1).padStart(3, '0')}`;
        jobs.push({ id, layout, distortion, seed: `${set}/${layout.name}/${distortion}/${k}` });
      }
  return jobs.slice(0, limit);
}

/** The pixel ratio a job's ticket is photographed at: its layout's, or more for a small ticket (PHOTO_LONG_SIDE). */
async function photoScale(job: Job, render: Buffer): Promise<number | undefined> {
  const own = job.layout.scale;
  if (job.distortion === 'clean') return own;
  const { width = 0, height = 0 } = await sharp(render).metadata();
  const longSide = Math.max(width, height);
  if (longSide >= PHOTO_LONG_SIDE) return own;
  return Math.min(MAX_PHOTO_SCALE, Math.ceil(((own ?? 1) * PHOTO_LONG_SIDE) / longSide));
}

/** Ground truth in the shared scorer's format (bench/tickets/README.md); extra fields are ignored by it. */
function truth(job: Job, t: Ticket, image: string, photo: Photo) {
  return {
    id: job.id,
    image,
    layout: job.layout.name,
    distortion: job.distortion,
    distortionParams: photo.params,
    bookmaker: t.bookmaker,
    lang: t.lang,
    currency: t.currency,
    ticketId: t.ticketId,
    printedAt: isoPrinted(t.printedAt),
    legs: t.legs.map((l) => ({
      home: l.home,
      away: l.away,
      league: l.league,
      kickoff: isoKickoff(l.kickoff),
      sport: l.sport,
      market: marketName(l.bet, t.lang),
      pick: truthPick(l.bet),
      odds: l.odds,
    })),
    ...(job.layout.printsTotal === false ? {} : { totalOdds: t.totalOdds }),
    stake: t.stake,
    feePct: t.feePct,
    fee: t.fee,
    stakeAfterFee: t.stakeAfterFee,
    payout: t.payout,
    width: photo.width,
    height: photo.height,
  };
}

async function runSet(renderer: Renderer, set: SetName, outDir: string, limit: number): Promise<number> {
  const dir = join(outDir, set, 'images');
  mkdirSync(dir, { recursive: true });
  // Stale files from a bigger earlier run would otherwise be scored as part of this one.
  for (const f of readdirSync(dir))
    if (/^(dev|sealed)-photo-\d+\.(png|jpg|json)$/.test(f)) rmSync(join(dir, f));
  const jobs = plan(set, limit);
  let pending: Promise<void>[] = [];
  for (const job of jobs) {
    const rng = createRng(job.seed);
    const ticket = makeTicket(rng, job.layout.profile);
    const width = rng.int(job.layout.width[0], job.layout.width[1]);
    const html = job.layout.render(ticket, width, rng);
    let png = await renderer.render(html, width, job.layout.scale);
    const scale = await photoScale(job, png);
    if (scale !== job.layout.scale) png = await renderer.render(html, width, scale);
    // sharp works on its own threads, so the next render overlaps with this distortion.
    pending.push(
      distort(png, job.distortion, job.layout.medium, createRng(`${job.seed}/photo`)).then((photo) => {
        const image = `${job.id}.${photo.ext}`;
        writeFileSync(join(dir, image), photo.data);
        writeFileSync(
          join(dir, `${job.id}.json`),
          JSON.stringify(truth(job, ticket, image, photo), null, 2) + '\n',
        );
      }),
    );
    if (pending.length >= 4) {
      await Promise.all(pending);
      pending = [];
    }
  }
  await Promise.all(pending);
  return jobs.length;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const renderer = await Renderer.open();
  try {
    for (const set of args.sets) {
      const n = await runSet(renderer, set, args.outDir, args.limit);
      console.log(`${set}: ${n} tickets → ${join(args.outDir, set, 'images')}`);
    }
  } finally {
    await renderer.close();
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
