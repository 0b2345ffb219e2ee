import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppServices } from '../../context';
import { errorResponse, type Env } from '../../app';
import { requestContext } from '../../request-context';
import { AppError } from '../../lib/app-error';
import { ocrResults } from '../../db/schema/reports';
import { createTestServices } from '../../../tests/support/services';
import type { AnalysisReport } from '../analysis/report-types';
import type { TicketPipeline } from './pipeline';
import { reportRoutes, type ReportRouteDeps } from './routes';
import { CLAIM_EXPIRES_MS, recordUpload, uploadOwner } from '../uploads/upload-ledger';
import { pendingUploads } from '../../db/schema/platform';
import { GUEST_COOKIE, hashGuestToken, newGuestToken } from '../accounts/guest-identity';

const SECRET = 'a-test-secret-of-at-least-32-characters';

const report = (n: number): AnalysisReport => ({
  totalMatches: n,
  totalOdds: 3.4,
  overallChance: 31,
  riskyPicks: 0,
  matches: [],
  insights: [],
  recommendation: { title: 'R', description: 'D' },
  aiAnalysis: 'Analiza tiketa',
});

// The reader and engine have their own tests; here they are replaced to test what the route itself does.
function pipeline(overrides: Partial<TicketPipeline> = {}): TicketPipeline {
  return {
    readTyped: (text) => {
      if (!text.includes('-')) {
        throw new AppError('UNPROCESSABLE', 'tickets.nothingRecognised');
      }
      return {
        legs: [{ home: 'Crvena zvezda', away: 'Partizan', market: 'Konačan ishod', pick: '1', odds: 1.85 }],
      };
    },
    readPhoto: async () => ({ structure: { legs: [] }, extractedText: '', confidence: 0.2 }),
    analyse: async (legs, _lang, onStage) => {
      onStage?.('researching');
      onStage?.('creating');
      return report(legs.length);
    },
    ...overrides,
  };
}

describe('POST /api/process-ocr', () => {
  let services: AppServices;
  beforeAll(async () => {
    services = await createTestServices({ AUTH_SECRET: SECRET, TRUST_PROXY: 'true' });
  });
  afterAll(() => services.dbHandle.close());

  function appWith(deps: Partial<ReportRouteDeps> = {}) {
    const app = new Hono<Env>();
    app.use((c, next) => {
      c.set('services', services);
      c.set('requestId', 't');
      return next();
    });
    app.use(requestContext(services));
    app.onError(errorResponse);
    app.route(
      '/api',
      reportRoutes(services, {
        pipeline: pipeline(),
        readStoredFile: async () => Buffer.from('img'),
        deleteStoredFile: async () => {},
        photoConcurrency: 1,
        photoQueueCapacity: 0,
        ...deps,
      }),
    );
    return app;
  }
  const rows = async () => (await services.db.select({ n: count() }).from(ocrResults))[0].n;
  const post = (app: Hono<Env>, body: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/process-ocr', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...headers },
    });
  // Each request from an address of its own unless a test says otherwise, so the per-address limits of this file's
  // many requests do not add up.
  let addresses = 0;
  const nextAddress = () => `10.9.${(++addresses >> 8) & 255}.${addresses & 255}`;
  // One guest browser: its uploads are recorded as its own, and it analyses them with its cookie.
  const guestToken = newGuestToken(SECRET);
  const guestOwner = uploadOwner({ userId: null, guestTokenHash: hashGuestToken(guestToken) })!;
  const asGuest = (app: Hono<Env>, body: unknown, headers: Record<string, string> = {}) =>
    post(app, body, { cookie: `${GUEST_COOKIE}=${guestToken}`, ...headers });

  it('analyses typed matches, stores the report for this guest browser and answers in the specification shape', async () => {
    const before = await rows();
    const res = await post(appWith(), { manualText: 'Crvena zvezda - Partizan 1 1.85', structuredData: [] });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(
      /tiket_guest=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/;.*HttpOnly/,
    );
    const json = await res.json();
    expect(json).toMatchObject({
      structuredData: [{ match: 'Crvena zvezda - Partizan', pick: '1', odds: 1.85 }],
      extractedText: 'Crvena zvezda - Partizan 1 1.85',
      aiAnalysis: 'Analiza tiketa',
      structureError: false,
    });
    expect(json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rows()).toBe(before + 1);
  });

  it('streams the four stages in order before the result when asked for events', async () => {
    const res = await post(appWith(), { manualText: 'A - B 1 2' }, { accept: 'text/event-stream' });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map(([, e, d]) =>
      e === 'stage' ? JSON.parse(d).stage : e,
    );
    expect(events).toEqual(['scanning', 'structuring', 'researching', 'creating', 'result']);
  });

  it('gives the specification’s message when nothing is recognised, and stores nothing', async () => {
    const before = await rows();
    const res = await post(appWith(), { manualText: 'zdravo' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(
      'AI nije mogao da prepozna utakmice u unesenom tekstu. Molimo pokušajte sa jasnijim formatom.',
    );
    expect(await rows()).toBe(before);
  });

  it('reports an engine failure as "Processing failed" without internals, and stores nothing', async () => {
    const before = await rows();
    const failing = pipeline({
      analyse: async () => {
        throw new Error('connection to /var/secret refused');
      },
    });
    const res = await post(
      appWith({ pipeline: failing }),
      { manualText: 'A - B' },
      { accept: 'text/event-stream' },
    );
    const text = await res.text();
    expect(text).toContain('event: error');
    expect(text).toContain('Processing failed: unutrašnja greška');
    expect(text).not.toContain('/var/secret');
    // The reason is in the caller's language (the prefix is the specification's text).
    const croatian = await post(
      appWith({ pipeline: failing }),
      { manualText: 'A - B' },
      { 'accept-language': 'hr-HR,hr;q=0.9' },
    );
    expect((await croatian.json()).error.message).toBe('Processing failed: unutarnja pogreška');
    expect(await rows()).toBe(before);
  });

  it('refuses a photo with 503 and Retry-After when the photo queue is full', async () => {
    let release!: () => void;
    const slow = pipeline({
      readPhoto: () =>
        new Promise((resolve) => {
          release = () => resolve({ structure: { legs: [] }, extractedText: '', confidence: 0.1 });
        }),
    });
    const app = appWith({ pipeline: slow });
    // Three visitors (a visitor has one photo job at a time): the queue takes one job and no waiting one.
    const visitors = ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((ip) => {
      const token = newGuestToken(SECRET);
      const owner = uploadOwner({ userId: null, guestTokenHash: hashGuestToken(token) })!;
      return { owner, headers: { cookie: `${GUEST_COOKIE}=${token}`, 'x-forwarded-for': ip } };
    });
    for (const [i, v] of visitors.entries())
      await recordUpload(services.db, `demo/173220000000${i}.jpg`, v.owner);
    const first = post(app, { filePath: 'demo/1732200000000.jpg' }, visitors[0].headers);
    await new Promise((r) => setTimeout(r, 20));
    const second = await post(app, { filePath: 'demo/1732200000001.jpg' }, visitors[1].headers);
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('10');
    // A client that asked for an event stream gets the same 503, not a 200 stream with an error event.
    const streamed = await post(
      app,
      { filePath: 'demo/1732200000002.jpg' },
      { accept: 'text/event-stream', ...visitors[2].headers },
    );
    expect(streamed.status).toBe(503);
    expect(streamed.headers.get('retry-after')).toBe('10');
    expect(streamed.headers.get('content-type')).toContain('application/json');
    release();
    const done = await (await first).json();
    expect(done.structureError).toBe(true);
  });

  it('streams "structuring" for a photo only once the OCR has read it', async () => {
    const events = async (readPhoto: TicketPipeline['readPhoto'], filePath: string) => {
      await recordUpload(services.db, filePath, guestOwner);
      const res = await asGuest(
        appWith({ pipeline: pipeline({ readPhoto }) }),
        { filePath },
        { accept: 'text/event-stream' },
      );
      return [...(await res.text()).matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map(([, e, d]) =>
        e === 'stage' ? JSON.parse(d).stage : e,
      );
    };
    const read = async (_image: Buffer, onRead?: () => void) => {
      onRead?.();
      return {
        structure: { legs: [{ home: 'A', away: 'B', market: 'Konačan ishod', pick: '1', odds: 2 }] },
        extractedText: 'A - B 1 2',
        confidence: 0.9,
      };
    };
    expect(await events(read, 'demo/1732200000010.jpg')).toEqual([
      'scanning',
      'structuring',
      'researching',
      'creating',
      'result',
    ]);
    const unreadable = async () => {
      throw new AppError('UPSTREAM_FAILED', 'tickets.ocrUnavailable');
    };
    expect(await events(unreadable, 'demo/1732200000011.jpg')).toEqual(['scanning', 'error']);
  });

  it('shows a word-rule leg without an away side as its home text alone', async () => {
    const app = appWith({
      pipeline: pipeline({
        readTyped: () => ({
          legs: [{ home: 'Đoković pobeđuje', away: '', market: 'Pobednik', pick: '1', odds: 1.4 }],
        }),
      }),
    });
    const json = await (await post(app, { manualText: 'Đoković pobeđuje 1.40' })).json();
    expect(json.structuredData[0].match).toBe('Đoković pobeđuje');
  });

  it('analyses an upload once: a path never uploaded, or already analysed, is refused and nothing is deleted', async () => {
    const deleted: string[] = [];
    const app = appWith({ deleteStoredFile: async (p) => void deleted.push(p) });
    const never = await post(app, { filePath: 'demo/1732200000099.jpg' });
    expect(never.status).toBe(404);
    expect((await never.json()).error.message).toBe('Fajl nije pronađen. Otpremi sliku ponovo.');
    await recordUpload(services.db, 'demo/1732200000100.jpg', guestOwner);
    expect((await asGuest(app, { filePath: 'demo/1732200000100.jpg' })).status).toBe(200);
    expect((await asGuest(app, { filePath: 'demo/1732200000100.jpg' })).status).toBe(404);
    expect(deleted).toEqual([]);
  });

  it('an upload is its uploader’s: another visitor who names its path gets 404 and claims nothing', async () => {
    const deleted: string[] = [];
    const app = appWith({ deleteStoredFile: async (p) => void deleted.push(p) });
    await recordUpload(services.db, 'demo/1732200000200.jpg', guestOwner);
    const stranger = await post(app, { filePath: 'demo/1732200000200.jpg' });
    expect(stranger.status).toBe(404);
    const otherGuest = await post(
      app,
      { filePath: 'demo/1732200000200.jpg' },
      { cookie: `${GUEST_COOKIE}=${newGuestToken(SECRET)}` },
    );
    expect(otherGuest.status).toBe(404);
    expect(deleted).toEqual([]);
    // The uploader still can.
    expect((await asGuest(app, { filePath: 'demo/1732200000200.jpg' })).status).toBe(200);
  });

  describe('the review step', () => {
    const photoRead = pipeline({
      readPhoto: async () => ({
        structure: {
          legs: [
            { home: 'Partizan', away: 'Vojvodina', market: 'Konačan ishod', pick: '1', odds: 1.45 },
            {
              home: 'Arsenal',
              away: 'Chelsea',
              market: 'Konačan ishod',
              pick: 'X',
              odds: 7.1,
              unsure: ['odds'],
            },
          ],
          printedLegCount: 2,
        },
        extractedText: 'Partizan - Vojvodina 1 1,45\nArsenal - Chelsea X 7,10',
        confidence: 0.8,
      }),
    });
    const read = (app: Hono<Env>, body: unknown, cookie = `${GUEST_COOKIE}=${guestToken}`) =>
      app.request('/api/read-ticket', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), cookie },
      });

    it('reads a photo for review, then analyses the legs as the user corrected them, without reading it again', async () => {
      let reads = 0;
      let analysed: unknown[] = [];
      const app = appWith({
        pipeline: {
          ...photoRead,
          readPhoto: async (image, onRead) => (reads++, photoRead.readPhoto(image, onRead)),
          analyse: async (legs, lang, onStage) => ((analysed = legs), photoRead.analyse(legs, lang, onStage)),
        },
      });
      await recordUpload(services.db, 'demo/1732200000300.jpg', guestOwner);
      const res = await read(app, { filePath: 'demo/1732200000300.jpg' });
      expect(res.status).toBe(200);
      const review = await res.json();
      expect(review.legs).toEqual([
        { home: 'Partizan', away: 'Vojvodina', pick: '1', odds: 1.45, unsure: [] },
        { home: 'Arsenal', away: 'Chelsea', pick: 'X', odds: 7.1, unsure: ['odds'] },
      ]);
      // The user fixes the misread odds, deletes nothing and adds a leg the reader missed.
      const legs = [
        review.legs[0],
        { ...review.legs[1], odds: 1.71 },
        { home: 'Hajduk', away: 'Rijeka', pick: 'GG', odds: 1.8 },
      ];
      const done = await asGuest(app, { filePath: 'demo/1732200000300.jpg', legs });
      expect(done.status).toBe(200);
      const json = await done.json();
      expect(
        json.structuredData.map((l: { match: string; odds: number; pick: string }) => [
          l.match,
          l.pick,
          l.odds,
        ]),
      ).toEqual([
        ['Partizan - Vojvodina', '1', 1.45],
        ['Arsenal - Chelsea', 'X', 1.71],
        ['Hajduk - Rijeka', 'GG', 1.8],
      ]);
      expect(json.extractedText).toContain('Arsenal - Chelsea X 7,10');
      expect(reads).toBe(1);
      expect(analysed).toHaveLength(3);
      // The upload is analysed once.
      expect((await read(app, { filePath: 'demo/1732200000300.jpg' })).status).toBe(404);
    });

    it('reads an upload once: a second read while it runs joins it, a later one is answered from storage', async () => {
      let reads = 0;
      let finish!: () => void;
      const gate = new Promise<void>((r) => (finish = r));
      const app = appWith({
        pipeline: {
          ...photoRead,
          readPhoto: async (image) => (reads++, await gate, photoRead.readPhoto(image)),
        },
      });
      await recordUpload(services.db, 'demo/1732200000310.jpg', guestOwner);
      const body = { filePath: 'demo/1732200000310.jpg' };
      const together = [read(app, body), read(app, body), read(app, body), read(app, body)];
      await new Promise((r) => setTimeout(r, 50));
      finish();
      const answers = await Promise.all(together);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const later = await read(app, body);
      expect(later.status).toBe(200);
      expect((await later.json()).legs).toHaveLength(2);
      expect(reads).toBe(1);
    });

    it('one visitor has one photo read at a time, whatever guest identities they bring from one address; others go on', async () => {
      let finish!: () => void;
      const gate = new Promise<void>((r) => (finish = r));
      const app = appWith({
        photoConcurrency: 2,
        photoQueueCapacity: 10,
        pipeline: { ...photoRead, readPhoto: async (image) => (await gate, photoRead.readPhoto(image)) },
      });
      const guestAt = async (ip: string, path: string) => {
        const token = newGuestToken(SECRET);
        await recordUpload(
          services.db,
          path,
          uploadOwner({ userId: null, guestTokenHash: hashGuestToken(token) })!,
        );
        return () =>
          app.request('/api/read-ticket', {
            method: 'POST',
            body: JSON.stringify({ filePath: path }),
            headers: {
              'content-type': 'application/json',
              cookie: `${GUEST_COOKIE}=${token}`,
              'x-forwarded-for': ip,
            },
          });
      };
      const first = await guestAt('10.1.0.1', 'demo/1732200000320.jpg');
      const sameAddress = await guestAt('10.1.0.1', 'demo/1732200000321.jpg');
      const elsewhere = await guestAt('10.1.0.2', 'demo/1732200000322.jpg');
      const running = first();
      await new Promise((r) => setTimeout(r, 50));
      const refused = await sameAddress();
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.message).toBe(
        'Već se čita jedna tvoja fotografija. Sačekaj da se završi, pa pokušaj ponovo.',
      );
      const other = elsewhere();
      finish();
      expect((await running).status).toBe(200);
      expect((await other).status).toBe(200);
      // Once the first is done, the same visitor reads the next one.
      expect((await sameAddress()).status).toBe(200);
    });

    it('a read that died with its process leaves its upload readable by its owner once the claim lapses', async () => {
      await recordUpload(services.db, 'demo/1732200000330.jpg', guestOwner);
      const dead = new Date(Date.now() - CLAIM_EXPIRES_MS - 1000);
      await services.db
        .update(pendingUploads)
        .set({ claimedAt: dead })
        .where(eq(pendingUploads.path, 'demo/1732200000330.jpg'));
      const res = await read(appWith({ pipeline: photoRead }), { filePath: 'demo/1732200000330.jpg' });
      expect(res.status).toBe(200);
    });

    it('a read that failed gives the upload back at once', async () => {
      let fail = true;
      const app = appWith({
        pipeline: {
          ...photoRead,
          readPhoto: async (image) => {
            if (fail) throw new AppError('UPSTREAM_FAILED', 'tickets.ocrUnavailable');
            return photoRead.readPhoto(image);
          },
        },
      });
      await recordUpload(services.db, 'demo/1732200000331.jpg', guestOwner);
      expect((await read(app, { filePath: 'demo/1732200000331.jpg' })).status).toBe(502);
      fail = false;
      expect((await read(app, { filePath: 'demo/1732200000331.jpg' })).status).toBe(200);
    });

    it('reads typed text for review with each bet in words, and analyses the legs the user confirmed', async () => {
      const app = appWith({
        pipeline: pipeline({
          readTyped: () => ({
            legs: [
              {
                home: 'Dinamo',
                away: 'Hajduk',
                market: 'Nepoznato',
                pick: 'XYZ',
                odds: 1.9,
                parsed: { kind: 'other', text: 'XYZ' },
                unsure: ['pick'],
                flags: ['unknown-bet'],
              },
            ],
          }),
        }),
      });
      const reviewed = await read(app, { manualText: 'Dinamo - Hajduk XYZ 1.90' });
      expect(reviewed.status).toBe(200);
      const body = await reviewed.json();
      expect(body.legs[0]).toMatchObject({ pick: 'XYZ', unsure: ['pick'], flags: ['unknown-bet'] });
      expect(body.legs[0].bet).toBe('Nepoznata igra: XYZ');
      const before = await rows();
      const done = await asGuest(app, {
        manualText: 'Dinamo - Hajduk XYZ 1.90',
        legs: [{ home: 'Dinamo', away: 'Hajduk', pick: 'X2', odds: 1.9 }],
      });
      expect(done.status).toBe(200);
      expect((await done.json()).structuredData).toEqual([
        { match: 'Dinamo - Hajduk', pick: 'X2', odds: 1.9 },
      ]);
      expect(await rows()).toBe(before + 1);
    });

    it('offers the bets to choose from by market family, each a code that reads back as itself, in rs and hr', async () => {
      const app = appWith();
      const list = async (lang: string) =>
        (await (await app.request('/api/bet-choices', { headers: { 'accept-language': lang } })).json())
          .families as { family: string; choices: { code: string; words: string }[] }[];
      const rs = await list('sr');
      expect(rs.map((f) => f.family)).toEqual(
        expect.arrayContaining(['result', 'doubleChance', 'goals', 'btts', 'htFt', 'handicap', 'halves']),
      );
      expect(rs.find((f) => f.family === 'doubleChance')!.choices).toContainEqual({
        code: 'X2',
        words: 'Gost ne gubi',
      });
      const hr = await list('hr');
      expect(hr.find((f) => f.family === 'result')!.choices).toContainEqual({
        code: 'X',
        words: 'Neriješeno',
      });
    });

    it('reads only the uploader’s own photo', async () => {
      await recordUpload(services.db, 'demo/1732200000301.jpg', guestOwner);
      const stranger = await read(
        appWith({ pipeline: photoRead }),
        { filePath: 'demo/1732200000301.jpg' },
        `${GUEST_COOKIE}=${newGuestToken(SECRET)}`,
      );
      expect(stranger.status).toBe(404);
    });

    it('refuses a corrected pick it cannot understand, in words the user can act on, and stores nothing', async () => {
      await recordUpload(services.db, 'demo/1732200000302.jpg', guestOwner);
      const before = await rows();
      const res = await asGuest(appWith({ pipeline: photoRead }), {
        filePath: 'demo/1732200000302.jpg',
        legs: [{ home: 'A', away: 'B', pick: 'pobeda po volji', odds: 1.5 }],
      });
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toBe(
        'Tip „pobeda po volji“ u 1. paru nije prepoznat. Upiši npr. 1, X2, GG ili UG 3+.',
      );
      expect(await rows()).toBe(before);
    });

    it('lets the owner correct a report’s legs and analyse it again in place, a few times, and nobody else', async () => {
      const app = appWith();
      const made = await (await asGuest(app, { manualText: 'Crvena zvezda - Partizan 1 1.85' })).json();
      const correct = (legs: unknown, cookie = `${GUEST_COOKIE}=${guestToken}`) =>
        app.request(`/api/reports/${made.id}/legs`, {
          method: 'POST',
          body: JSON.stringify({ legs }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), cookie },
        });
      const legs = [{ home: 'Crvena zvezda', away: 'Partizan', pick: 'X2', odds: 2.4 }];
      const before = await rows();
      expect((await correct(legs, `${GUEST_COOKIE}=${newGuestToken(SECRET)}`)).status).toBe(404);
      const first = await correct(legs);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ id: made.id, correctionsLeft: 2 });
      const [row] = await services.db.select().from(ocrResults).where(eq(ocrResults.id, made.id));
      expect((row.structuredData as { legs: { pick: string; odds: number }[] }).legs[0]).toMatchObject({
        pick: 'X2',
        odds: 2.4,
      });
      expect(await rows()).toBe(before);
      expect((await correct(legs)).status).toBe(200);
      expect((await correct(legs)).status).toBe(200);
      const fourth = await correct(legs);
      expect(fourth.status).toBe(409);
      expect((await fourth.json()).error.message).toContain('već ispravljen 3 puta');
    });
  });

  it('rejects file paths outside the uploads folder', async () => {
    const res = await post(appWith(), { filePath: '../../etc/passwd' });
    expect(res.status).toBe(400);
  });
});
