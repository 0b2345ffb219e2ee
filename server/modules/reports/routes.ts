import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppServices, Env } from '../../context';
import { AppError, isAppError } from '../../lib/app-error';
import { errorText } from '../../common/messages';
import { readJsonBody } from '../../lib/json-body';
import { enforceRateLimit, rateLimit } from '../../lib/rate-limit';
import { uploadOwner } from '../uploads/upload-ledger';
import { confirmedLegsSchema, toConfirmedLegs, toReviewLeg } from '../tickets/confirmed-legs';
import type { TicketStructure } from '../tickets/types';
import { FREE_CORRECTIONS, getReportPreview, replaceAnalysis } from './report-store';
import { guestHashForReading, reportOwner, type ReportOwner } from '../accounts/guest-identity';
import { photoQueue, visitorOf, type PhotoQueueDeps, type Run } from './photo-queue';
import type { ProcessInput } from './process-ticket';
import { betChoices } from './bet-choices';
import { pickInWords } from '../tickets/picks';
import { playedLeg } from '../analysis/played-legs';

export type ReportRouteDeps = PhotoQueueDeps;

const filePath = z.string().regex(/^demo\/\d{10,16}\.(jpg|png|webp)$/, 'upload.badPath');
const body = z.union([
  // First: zod keeps the first branch that fits, and the plain photo branch would drop the legs.
  z.object({ filePath, legs: confirmedLegsSchema }),
  z.object({ filePath }),
  z.object({
    manualText: z.string().max(20_000, 'reports.textTooLong'),
    // Typed legs the user confirmed on the review screen (the text itself stays what the report shows).
    legs: confirmedLegsSchema.optional(),
    // The specification's client also sends what it parsed; the server reads the text itself.
    structuredData: z.array(z.unknown()).max(200).optional(),
  }),
]);
const manualText = z.string().max(20_000, 'reports.textTooLong');
/** A read for review: an uploaded photo, or typed text the screen wants to check with the user first. */
const readBody = z.union([z.object({ filePath }), z.object({ manualText })]);

const LIMITS = {
  ip: { name: 'analysis:ip', limit: 30, windowSeconds: 600 },
  user: { name: 'analysis:user', limit: 60, windowSeconds: 600 },
};

/** POST /api/process-ocr, the photo read for review, and a report's corrected legs. */
export function reportRoutes(services: AppServices, deps: ReportRouteDeps) {
  const app = new Hono<Env>();
  const { admitPhoto, readForReview, runTyped } = photoQueue(services, deps);
  /** The keys an upload of this viewer's may carry: their account's, and this browser's guest one (uploaded
   * before signing in). */
  const uploadOwners = (cookie: string | undefined, owner: ReportOwner) => {
    const guest = guestHashForReading(cookie, services.config.AUTH_SECRET);
    return [uploadOwner(owner), guest ? uploadOwner({ userId: null, guestTokenHash: guest }) : null].filter(
      (key): key is string => key !== null,
    );
  };
  const perAddress = rateLimit(LIMITS.ip, 'rateLimit.analyses');

  app.post('/process-ocr', perAddress, async (c) => {
    const data = await readJsonBody(c, body);
    const { lang } = c.var.ctx;
    const owner = await reportOwner(c, await c.var.ctx.user());
    if (owner.userId) await enforceRateLimit(services.db, LIMITS.user, owner.userId, 'rateLimit.analyses');

    const input: ProcessInput =
      'filePath' in data
        ? {
            kind: 'photo',
            filePath: data.filePath,
            ...('legs' in data ? { legs: toConfirmedLegs(data.legs) } : {}),
          }
        : {
            kind: 'manual',
            text: data.manualText,
            ...(data.legs ? { legs: toConfirmedLegs(data.legs) } : {}),
          };
    const run: Run =
      input.kind === 'photo'
        ? await admitPhoto(
            { input, owner, lang },
            uploadOwners(c.req.header('cookie'), owner),
            visitorOf(owner, c.var.ctx.clientIp),
          )
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
   * A ticket read for review: a photo's OCR and structure, kept with the upload until its owner confirms the legs
   * (process-ocr with `legs`), or typed text the screen checks with the user when the reader is unsure of it.
   * A photo's read takes a place in the photo queue like an analysis: it is the OCR. Each leg comes with its bet
   * in the user's words, and a match already played its result.
   */
  app.post('/read-ticket', perAddress, async (c) => {
    const data = await readJsonBody(c, readBody);
    const { lang } = c.var.ctx;
    const review = (structure: TicketStructure) => ({
      legs: structure.legs.map((leg) => {
        const played = playedLeg(services.analysis, leg, new Date());
        return {
          ...toReviewLeg(leg),
          ...(leg.parsed ? { bet: pickInWords(leg.parsed, lang) } : {}),
          ...(played ? { played } : {}),
        };
      }),
      // The ticket's printed leg count and total odds go along: the screen checks the legs against them as the
      // user edits.
      ...(structure.printedLegCount ? { printedLegCount: structure.printedLegCount } : {}),
      ...(structure.totalOdds ? { totalOdds: structure.totalOdds } : {}),
    });
    if ('manualText' in data) return c.json(review(deps.pipeline.readTyped(data.manualText)));
    const owner = await reportOwner(c, await c.var.ctx.user());
    const read = await readForReview(
      data.filePath,
      uploadOwners(c.req.header('cookie'), owner),
      visitorOf(owner, c.var.ctx.clientIp),
      lang,
    );
    return c.json({ filePath: data.filePath, ...review(read.structure), extractedText: read.extractedText });
  });

  /** The bets the review offers to choose from, by market family, in the user's words. */
  app.get('/bet-choices', (c) => c.json({ families: betChoices(c.var.ctx.lang) }));

  /**
   * The owner corrects legs of a report they made and has it analysed again, in place, without spending a
   * new analysis (a few times per report: FREE_CORRECTIONS).
   */
  app.post('/reports/:id/legs', perAddress, async (c) => {
    const data = await readJsonBody(c, z.object({ legs: confirmedLegsSchema }));
    const owner = await reportOwner(c, await c.var.ctx.user());
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
