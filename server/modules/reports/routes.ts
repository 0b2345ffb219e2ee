import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppServices, Env } from '../../context';
import { AppError, isAppError } from '../../lib/app-error';
import { errorText } from '../../common/messages';
import { readJsonBody } from '../../lib/json-body';
import { enforceRateLimit, rateLimit } from '../../lib/rate-limit';
import { ownsPendingUpload, saveReading, uploadOwner } from '../uploads/upload-ledger';
import { confirmedLegsSchema, toConfirmedLegs, toReviewLeg } from '../tickets/confirmed-legs';
import type { TicketStructure } from '../tickets/types';
import { FREE_CORRECTIONS, getReportPreview, replaceAnalysis } from './report-store';
import { guestTokenFromCookie, hashGuestToken, reportOwner } from './guest-token';
import { photoAdmission, type PhotoAdmissionDeps, type Run } from './admit-photo';
import type { ProcessInput } from './process-ticket';

export type ReportRouteDeps = PhotoAdmissionDeps;

const filePath = z.string().regex(/^demo\/\d{10,16}\.(jpg|png|webp)$/, 'upload.badPath');
const body = z.union([
  // First: zod keeps the first branch that fits, and the plain photo branch would drop the legs.
  z.object({ filePath, legs: confirmedLegsSchema }),
  z.object({ filePath }),
  z.object({
    manualText: z.string().max(20_000, 'reports.textTooLong'),
    // The specification's client also sends what it parsed; the server reads the text itself.
    structuredData: z.array(z.unknown()).max(200).optional(),
  }),
]);

const LIMITS = {
  ip: { name: 'analysis:ip', limit: 30, windowSeconds: 600 },
  user: { name: 'analysis:user', limit: 60, windowSeconds: 600 },
};

/** POST /api/process-ocr, the photo read for review, and a report's corrected legs. */
export function reportRoutes(services: AppServices, deps: ReportRouteDeps) {
  const app = new Hono<Env>();
  const { admitPhoto, runTyped, readQueue } = photoAdmission(services, deps);
  const secure = services.config.NODE_ENV === 'production';
  const perAddress = rateLimit(LIMITS.ip, 'rateLimit.analyses');

  app.post('/process-ocr', perAddress, async (c) => {
    const data = await readJsonBody(c, body);
    const { lang } = c.var.ctx;
    const owner = reportOwner(c, await c.var.ctx.user(), secure);
    if (owner.userId) await enforceRateLimit(services.db, LIMITS.user, owner.userId, 'rateLimit.analyses');

    const input: ProcessInput =
      'filePath' in data
        ? {
            kind: 'photo',
            filePath: data.filePath,
            ...('legs' in data ? { legs: toConfirmedLegs(data.legs) } : {}),
          }
        : { kind: 'manual', text: data.manualText };
    const run: Run =
      input.kind === 'photo'
        ? await admitPhoto({ input, owner, lang }, uploadOwners(c.req.header('cookie'), owner))
        : runTyped(input, owner, lang);

    if (!c.req.header('accept')?.includes('text/event-stream')) return c.json(await run());
    // Each stage is sent as it starts, so the screen can move with the analysis.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
      try {
        await send('result', await run((stage) => void send('stage', { stage })));
      } catch (error) {
        const known = isAppError(error);
        await send('error', {
          message: known ? error.messageIn(lang) : errorText(lang, 'request.unexpected'),
          code: known ? error.code : 'INTERNAL',
        });
      }
    });
  });

  /**
   * A photo read for review: OCR and structure, kept with the upload until its owner confirms the legs
   * (process-ocr with `legs`). The read takes a place in the photo queue like an analysis: it is the OCR.
   */
  app.post('/read-ticket', perAddress, async (c) => {
    const data = await readJsonBody(c, z.object({ filePath }));
    const owner = reportOwner(c, await c.var.ctx.user(), secure);
    if (!(await ownsPendingUpload(services.db, data.filePath, uploadOwners(c.req.header('cookie'), owner))))
      throw new AppError('NOT_FOUND', 'upload.uploadAgain');
    const slot = readQueue.reserve();
    const read = await slot.run(async () =>
      deps.pipeline.readPhoto(await deps.readStoredFile(data.filePath)).catch((error: unknown) => {
        if (isAppError(error) && error.code !== 'INTERNAL' && error.code !== 'UPSTREAM_FAILED') throw error;
        services.logger.error({ err: error }, 'reading a photo for review failed');
        throw new AppError('UPSTREAM_FAILED', 'reports.ocrFailed', {
          values: { reason: errorText(c.var.ctx.lang, 'tickets.ocrUnavailable') },
          cause: error,
        });
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
  app.post('/reports/:id/legs', perAddress, async (c) => {
    const data = await readJsonBody(c, z.object({ legs: confirmedLegsSchema }));
    const owner = reportOwner(c, await c.var.ctx.user(), secure);
    const row = await getReportPreview(services.db, c.req.param('id'), owner);
    const legs = toConfirmedLegs(data.legs);
    if (row.corrections >= FREE_CORRECTIONS) throw correctionsUsed();
    const report = await deps.pipeline.analyse(legs, c.var.ctx.lang);
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
  new AppError('CONFLICT', 'reports.correctionsUsed', { values: { count: FREE_CORRECTIONS } });

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
