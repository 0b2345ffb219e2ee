import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../../context';
import { AppError, isAppError } from '../../lib/app-error';
import { readJsonBody } from '../../lib/json-body';
import { enforceRateLimit } from '../../lib/rate-limit';
import {
  claimUpload,
  ownsPendingUpload,
  saveReading,
  settleUpload,
  uploadOwner,
} from '../uploads/upload-ledger';
import { confirmedLegsSchema, toConfirmedLegs, toReviewLeg } from '../tickets/confirmed-legs';
import type { TicketStructure } from '../tickets/types';
import { FREE_CORRECTIONS, getReportPreview, replaceAnalysis } from './report-store';
import { resolveLanguage } from '../../lib/language';
import { eventStream, wantsEventStream } from '../../lib/sse';
import { BoundedQueue } from '../../lib/bounded-queue';
import { clientIp } from '../../lib/client-ip';
import { guestTokenFromCookie, hashGuestToken, reportOwner } from './guest-token';
import type { TicketPipeline } from './pipeline';
import {
  processTicket,
  type Owner,
  type ProcessInput,
  type ProcessResponse,
  type Stage,
} from './process-ticket';

export interface ReportRouteDeps {
  pipeline: TicketPipeline;
  readStoredFile: (path: string) => Promise<Buffer>;
  /** Removes an uploaded photo whose analysis failed, so no file is left without its report. */
  deleteStoredFile: (path: string) => Promise<void>;
  /** The signed-in user of a request, if any (from the accounts module). */
  currentUser: (headers: Headers) => Promise<{ id: string } | null>;
  /** Photo analyses at once / waiting before 503. */
  photoConcurrency: number;
  photoQueueCapacity: number;
}

const filePath = z.string().regex(/^demo\/\d{10,16}\.(jpg|png|webp)$/, 'Neispravna putanja fajla');
const body = z.union([
  // First: zod keeps the first branch that fits, and the plain photo branch would drop the legs.
  z.object({ filePath, legs: confirmedLegsSchema }),
  z.object({ filePath }),
  z.object({
    manualText: z.string().max(20_000, 'Tekst je predug'),
    // The specification's client also sends what it parsed; the server reads the text itself.
    structuredData: z.array(z.unknown()).max(200).optional(),
  }),
]);

const LIMITS = {
  ip: { name: 'analysis:ip', limit: 30, windowSeconds: 600 },
  user: { name: 'analysis:user', limit: 60, windowSeconds: 600 },
};
const RATE_MESSAGE = 'Previše analiza u kratkom roku. Pokušajte ponovo za nekoliko minuta.';
const PHOTO_JOBS = 'photo-analysis';
interface PhotoJob {
  input: Extract<ProcessInput, { kind: 'photo' }>;
  owner: Owner;
  lang: 'rs' | 'hr';
}

const BUSY_MESSAGE = 'Servis je trenutno preopterećen. Pokušajte ponovo za nekoliko sekundi.';

export function reportRoutes(services: AppServices, deps: ReportRouteDeps) {
  const app = new Hono();
  const photoQueue = new BoundedQueue(deps.photoConcurrency, deps.photoQueueCapacity, BUSY_MESSAGE);
  const secure = services.config.NODE_ENV === 'production';

  // With a shared job queue, photo analyses run in whichever process takes them (this one too, if it works).
  const full = { ...services, pipeline: deps.pipeline, readStoredFile: deps.readStoredFile };
  if (services.jobs && services.config.JOB_WORKER) {
    void services.jobs
      .work(PHOTO_JOBS, deps.photoConcurrency, (data) => {
        const job = data as PhotoJob;
        return processTicket(full, job.input, job.owner, job.lang);
      })
      .catch((err) => services.logger.error({ err }, 'photo job worker failed to start'));
  }
  type Run = (onStage?: (stage: Stage) => void) => Promise<ProcessResponse>;

  /**
   * Claims the upload and takes its place in the photo queue (in this process, or in the shared job queue)
   * before anything is answered, so an unknown upload is 404 and a full queue 503 with Retry-After, also for
   * a client that asked for an event stream. The returned run settles the upload, or removes it on failure.
   */
  const admitPhoto = async (job: PhotoJob, owners: string[]): Promise<Run> => {
    const filePath = job.input.filePath;
    // One analysis per upload: a path that was not uploaded here, or is already analysed, is refused
    // (and nobody can re-read or delete another user's photo by naming its path).
    if (!(await claimUpload(services.db, filePath, owners)))
      throw new AppError('NOT_FOUND', 'Fajl nije pronađen. Otpremite sliku ponovo.');
    // A refused or failed photo analysis leaves no orphaned upload behind (busy: the client may retry with a
    // new upload).
    const discard = async () => {
      await deps.deleteStoredFile(filePath).catch(() => {});
      await settleUpload(services.db, filePath).catch(() => {});
    };
    let start: Run;
    try {
      if (services.jobs) {
        const wait = await services.jobs.submit<ProcessResponse>(PHOTO_JOBS, job, {
          capacity: deps.photoQueueCapacity,
          timeoutMs: 120_000,
          busyMessage: BUSY_MESSAGE,
        });
        // Another process may do the work: its stages cannot be watched from here (pg-boss has no progress
        // channel), so "scanning" is sent when a worker takes the job and the rest when its result arrives.
        start = async (onStage) => {
          const result = await wait(() => onStage?.('scanning'));
          for (const stage of ['structuring', 'researching', 'creating'] as const) onStage?.(stage);
          return result;
        };
      } else {
        const slot = photoQueue.reserve();
        start = (onStage) => slot.run(() => processTicket(full, job.input, job.owner, job.lang, onStage));
      }
    } catch (error) {
      await discard();
      throw error;
    }
    return async (onStage) => {
      try {
        const result = await start(onStage);
        await settleUpload(services.db, filePath);
        return result;
      } catch (error) {
        await discard();
        throw error;
      }
    };
  };

  app.post('/process-ocr', async (c) => {
    const data = await readJsonBody(c, body);
    const owner = await reportOwner(c, await deps.currentUser(c.req.raw.headers), secure);
    await enforceRateLimit(services.db, LIMITS.ip, clientIp(c, services.config.TRUST_PROXY), RATE_MESSAGE);
    if (owner.userId) await enforceRateLimit(services.db, LIMITS.user, owner.userId, RATE_MESSAGE);

    const input: ProcessInput =
      'filePath' in data
        ? {
            kind: 'photo',
            filePath: data.filePath,
            ...('legs' in data ? { legs: toConfirmedLegs(data.legs) } : {}),
          }
        : { kind: 'manual', text: data.manualText };
    const lang = resolveLanguage(c.req.header('cookie'), c.req.header('accept-language'));
    const run: Run =
      input.kind === 'photo'
        ? await admitPhoto({ input, owner, lang }, uploadOwners(c.req.header('cookie'), owner))
        : (onStage) => processTicket(full, input, owner, lang, onStage);

    if (!wantsEventStream(c.req.header('accept'))) return c.json(await run());

    const response = eventStream(async (send) => {
      try {
        send('result', await run((stage) => send('stage', { stage })));
      } catch (error) {
        const known = error instanceof AppError;
        send('error', {
          message: known ? error.messageIn(lang) : 'Došlo je do neočekivane greške',
          code: known ? error.code : 'INTERNAL',
        });
      }
    });
    const setCookie = c.res.headers.get('set-cookie');
    if (setCookie) response.headers.set('Set-Cookie', setCookie);
    return response;
  });

  /**
   * A photo read for review: OCR and structure, kept with the upload until its owner confirms the legs
   * (process-ocr with `legs`). The read takes a place in the photo queue like an analysis: it is the OCR.
   */
  app.post('/read-ticket', async (c) => {
    const data = await readJsonBody(c, z.object({ filePath }));
    const owner = await reportOwner(c, await deps.currentUser(c.req.raw.headers), secure);
    await enforceRateLimit(services.db, LIMITS.ip, clientIp(c, services.config.TRUST_PROXY), RATE_MESSAGE);
    if (!(await ownsPendingUpload(services.db, data.filePath, uploadOwners(c.req.header('cookie'), owner))))
      throw new AppError('NOT_FOUND', 'Fajl nije pronađen. Otpremite sliku ponovo.');
    const slot = photoQueue.reserve();
    const read = await slot.run(async () =>
      deps.pipeline.readPhoto(await deps.readStoredFile(data.filePath)).catch((error: unknown) => {
        if (isAppError(error) && error.code !== 'INTERNAL' && error.code !== 'UPSTREAM_FAILED') throw error;
        services.logger.error({ err: error }, 'reading a photo for review failed');
        throw new AppError(
          'UPSTREAM_FAILED',
          'OCR processing failed: servis za čitanje slike nije odgovorio',
          {
            cause: error,
          },
        );
      }),
    );
    await saveReading(services.db, data.filePath, read);
    // The ticket's printed leg count and total odds go along: the screen checks the legs against them as the
    // user edits.
    const { legs, printedLegCount, totalOdds } = read.structure;
    return c.json({
      filePath: data.filePath,
      legs: legs.map(toReviewLeg),
      ...(printedLegCount ? { printedLegCount } : {}),
      ...(totalOdds ? { totalOdds } : {}),
      extractedText: read.extractedText,
    });
  });

  /**
   * The owner corrects legs of a report they made and has it analysed again, in place, without spending a
   * new analysis (a few times per report: FREE_CORRECTIONS).
   */
  app.post('/reports/:id/legs', async (c) => {
    const data = await readJsonBody(c, z.object({ legs: confirmedLegsSchema }));
    const owner = await reportOwner(c, await deps.currentUser(c.req.raw.headers), secure);
    await enforceRateLimit(services.db, LIMITS.ip, clientIp(c, services.config.TRUST_PROXY), RATE_MESSAGE);
    const row = await getReportPreview(services.db, c.req.param('id'), owner);
    const legs = toConfirmedLegs(data.legs);
    if (row.corrections >= FREE_CORRECTIONS) throw correctionsUsed();
    const lang = resolveLanguage(c.req.header('cookie'), c.req.header('accept-language'));
    const report = await deps.pipeline.analyse(legs, lang);
    const structure = { ...(row.structuredData as TicketStructure | null), legs, confirmedByUser: true };
    const saved = await replaceAnalysis(services.db, row.id, {
      structuredData: structure,
      report,
      aiAnalysis: report.aiAnalysis,
    });
    if (!saved) throw correctionsUsed();
    return c.json({ id: row.id, correctionsLeft: FREE_CORRECTIONS - row.corrections - 1 });
  });

  return app;
}

const correctionsUsed = () =>
  new AppError(
    'CONFLICT',
    `Ovaj tiket je već ispravljen ${FREE_CORRECTIONS} puta. Za nove parove pokrenite novu analizu.`,
    {
      hr: `Ovaj listić je već ispravljen ${FREE_CORRECTIONS} puta. Za nove parove pokrenite novu analizu.`,
    },
  );

/** The keys an upload of this viewer's may carry: their account's, and this browser's guest one (uploaded before
 * signing in). */
function uploadOwners(
  cookie: string | undefined,
  owner: { userId: string | null; guestTokenHash: string | null },
) {
  const guest = guestTokenFromCookie(cookie);
  return [
    uploadOwner(owner),
    guest ? uploadOwner({ userId: null, guestTokenHash: hashGuestToken(guest) }) : null,
  ].filter((key): key is string => key !== null);
}
