import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { OpenAiTicketStructurer } from '../../providers/ai/ticket-structurer';
import { readTicketPhoto } from './read-ticket';
import {
  chatCompletion,
  chatCompletionsHandler,
  chatError,
  OPENAI_TEST_BASE,
} from '../../../tests/mocks/openai';

// A stand-in of the Chat Completions API answering with structured output, as OpenAI documents it.
const BASE = OPENAI_TEST_BASE;
let answer: () => Response;
const requests: Record<string, unknown>[] = [];
const server = setupServer(
  chatCompletionsHandler(BASE, (body) => {
    requests.push(body);
    return answer();
  }),
);
const completion = (legs: unknown) => HttpResponse.json(chatCompletion(JSON.stringify({ legs })));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => void (requests.length = 0));
afterAll(() => server.close());

const structurer = new OpenAiTicketStructurer({
  vendor: 'OpenAI',
  baseUrl: BASE,
  apiKey: 'sk-test',
  model: 'gpt-4o-mini',
  timeoutMs: 2000,
});
const warnings: unknown[] = [];
const second = { structurer, logger: { warn: (o: unknown) => void warnings.push(o) } };
// The OCR is a boundary here: these tests are about what the reader does with its text.
const ocrOf = (text: string) => ({ recognize: async () => ({ text, confidence: 0.5 }) });

// A ticket whose first leg the local reader cannot pair (two unknown names run together), but whose figures
// (two legs, total odds 3,15) say what it holds.
const HARD = `Parova 2
Kabel Novi Sad Mačvaa | 1 | 1,85
Hajduk Rijekka | GG | 1,70
Ukupna kvota 3,15`;

describe('rereading a poor photo', () => {
  it('reads once more with dark surfaces turned light when neither the usual nor the adaptive read finds the legs', async () => {
    const asked: unknown[] = [];
    const ocr = {
      rereads: true,
      recognize: async (_image: Buffer, options: { adaptive?: boolean; darkRegions?: boolean } = {}) => {
        asked.push(options);
        const text = options.darkRegions
          ? 'Partizan - Vojvodina | 1 | 1,85\nRoma - Lazio | X2 | 1,70'
          : 'Moj tiket\nUkupna kvota 3,15';
        return { text, confidence: 0.5 };
      },
    };
    const { structure } = await readTicketPhoto(ocr, Buffer.from('x'));
    expect(asked).toEqual([{}, { adaptive: true }, { darkRegions: true }]);
    expect(structure.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Partizan', 'Vojvodina', '1', 1.85],
      ['Roma', 'Lazio', 'X2', 1.7],
    ]);
  });

  it("reads again when a leg is in doubt and the ticket's total was not found, and keeps the read that agrees with it", async () => {
    // A dark app photographed on a dark table: the first read lost the summary and made a bet of noise.
    const asked: unknown[] = [];
    const ocr = {
      rereads: true,
      recognize: async (_image: Buffer, options: { adaptive?: boolean } = {}) => {
        asked.push(options);
        const text = options.adaptive
          ? 'Hajduk Split - Rijeka | X2 | 1,52\nUkupna kvota 1,52\nUplata 100,00 din'
          : 'Moj tiket\nHajduk Split - Rijeka | at | 1,52\nMogući dobitak 152,00 din';
        return { text, confidence: 0.5 };
      },
    };
    const { structure } = await readTicketPhoto(ocr, Buffer.from('x'));
    expect(asked).toEqual([{}, { adaptive: true }]);
    expect(structure.legs.map((l) => [l.home, l.pick, l.unsure ?? []])).toEqual([['Hajduk Split', 'X2', []]]);
  });

  it('reads again when a leg was found but its bet was not read, and keeps the read that has the bet', async () => {
    const ocr = {
      rereads: true,
      recognize: async (_image: Buffer, options: { adaptive?: boolean } = {}) => ({
        text: options.adaptive ? 'UG 0-2 | Milan | 3.81\nTorino' : 'WP OWE | Milan | 3.81\nTorino',
        confidence: 0.5,
      }),
    };
    const { structure } = await readTicketPhoto(ocr, Buffer.from('x'));
    expect(structure.legs.map((l) => [l.home, l.away, l.pick])).toEqual([['Milan', 'Torino', 'UG 0-2']]);
  });
});

describe('a photo turned sideways or upside down', () => {
  const wordsOf = (text: string, confidence: number) =>
    text.split(/\s+/).map((w) => ({ text: w, confidence }));
  const upright = 'Partizan - Vojvodina | 1 | 1,85\nRoma - Lazio | X2 | 1,70';

  it('is read turned each way until a turn reads words, and that reading is kept', async () => {
    const asked: unknown[] = [];
    const ocr = {
      rereads: true,
      recognize: async (_image: Buffer, options: { quarterTurns?: number } = {}) => {
        asked.push(options.quarterTurns ?? 0);
        // Turned back by three quarters it reads; every other way it is specks, and a leg of them.
        if (options.quarterTurns === 3)
          return { text: upright, confidence: 0.9, words: wordsOf(upright, 0.93) };
        const specks = "PS - Bla | 1 | 5,73\n' ., i1 ~ ;";
        return { text: specks, confidence: 0.4, words: wordsOf(specks, 0.3) };
      },
    };
    const { structure } = await readTicketPhoto(ocr, Buffer.from('x'));
    expect(asked.filter((t) => t !== 0)).toEqual([1, 3]);
    expect(structure.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Partizan', 'Vojvodina', '1', 1.85],
      ['Roma', 'Lazio', 'X2', 1.7],
    ]);
  });

  it('is not turned when the engine read its words sure, nor when the reader gives no words to judge by', async () => {
    for (const words of [wordsOf(upright, 0.93), undefined]) {
      const asked: unknown[] = [];
      const ocr = {
        rereads: true,
        recognize: async (_image: Buffer, options: { quarterTurns?: number } = {}) => {
          asked.push(options.quarterTurns ?? 0);
          return { text: upright, confidence: 0.9, words };
        },
      };
      await readTicketPhoto(ocr, Buffer.from('x'));
      expect(asked.filter((t) => t !== 0)).toEqual([]);
    }
  });
});

describe('the optional model structurer', () => {
  it('is asked only about unsure reads, and its legs win when the ticket’s own figures agree with them', async () => {
    answer = () =>
      completion([
        { home: 'Kabel Novi Sad', away: 'Mačva', pick: 'KI 1', odds: 1.85 },
        { home: 'Hajduk', away: 'Rijeka', pick: 'GG', odds: 1.7 },
        // A pick the analysis does not understand is dropped, never guessed.
        { home: 'A', away: 'B', pick: 'nešto', odds: 2 },
      ]);
    const { structure } = await readTicketPhoto(ocrOf(HARD), Buffer.from('x'), second);
    expect(structure.legs.map((l) => [l.home, l.away, l.pick, l.odds])).toEqual([
      ['Kabel Novi Sad', 'Mačva', '1', 1.85],
      ['Hajduk', 'Rijeka', 'GG', 1.7],
    ]);
    expect(structure.notes).toEqual(['Parove je pročitao jezički model: proverite ih pre analize.']);
    // Structured output with a strict schema was asked for.
    expect(requests[0]).toMatchObject({
      response_format: { type: 'json_schema', json_schema: { strict: true } },
    });

    // A sure read never leaves the machine.
    await readTicketPhoto(
      ocrOf('Crvena zvezda - Partizan\nKonačan ishod Tip: 1 Kvota: 1,85'),
      Buffer.from('x'),
      second,
    );
    expect(requests).toHaveLength(1);
  });

  it('keeps the local read when the model fails, answers out of schema, or agrees with the ticket no better', async () => {
    const local = (await readTicketPhoto(ocrOf(HARD), Buffer.from('x'))).structure;
    for (const reply of [
      () => chatError(503, 'overloaded'),
      () => completion('not a list'),
      () => completion([{ home: 'X', away: 'Y', pick: '1', odds: 9.99 }]),
    ]) {
      answer = reply;
      const { structure } = await readTicketPhoto(ocrOf(HARD), Buffer.from('x'), second);
      expect(structure).toEqual(local);
    }
    expect(warnings).toHaveLength(2);
  });
});

describe('a poor first read', () => {
  // An OCR that reads a photo differently when asked to binarise it region by region.
  const twoWay = (global: string, adaptive: string, rereads = true) => {
    const asked: boolean[] = [];
    return {
      asked,
      ocr: {
        rereads,
        recognize: async (_: Buffer, options?: { adaptive?: boolean }) => {
          asked.push(!!options?.adaptive);
          return { text: options?.adaptive ? adaptive : global, confidence: 0.5 };
        },
      },
    };
  };
  const slip = `Parova 2
Partizan - Vojvodina 1 1,45
Hajduk - Rijeka X 3,20
Ukupna kvota 4,64`;

  it('is read again region by region, and the reading the ticket agrees with is kept', async () => {
    const { ocr, asked } = twoWay('Partizan - Vojvodina 1 1,45\nParova 2\nUkupna kvota 4,64', slip);
    const { structure } = await readTicketPhoto(ocr, Buffer.from('x'));
    expect(asked).toEqual([false, true]);
    expect(structure.legs.map((l) => l.home)).toEqual(['Partizan', 'Hajduk']);
  });

  it('with no other photo in flight and a page that cannot be cut starts the reread beside the first read, and uses it only when the first read is poor', async () => {
    // Each read waits until both were asked for when the reader is spare: read one after the other, they never end.
    const reader = (global: string, spare: boolean) => {
      const asked: boolean[] = [];
      let done = 0;
      let bothAsked: () => void = () => undefined;
      const both = new Promise<void>((r) => (bothAsked = r));
      return {
        asked,
        done: () => done,
        ocr: {
          rereads: true,
          photo: () => ({ spare, done: () => void done++ }),
          recognize: async (_: Buffer, options?: { adaptive?: boolean }) => {
            asked.push(!!options?.adaptive);
            if (asked.length === 2) bothAsked();
            if (spare) await both;
            if (options?.adaptive && global === slip) throw new Error('not needed, never surfaces');
            return { text: options?.adaptive ? slip : global, confidence: 0.5 };
          },
        },
      };
    };
    const poor = reader('Partizan - Vojvodina 1 1,45\nParova 2\nUkupna kvota 4,64', true);
    const { structure } = await readTicketPhoto(poor.ocr, Buffer.from('x'));
    expect(poor.asked).toEqual([true, false]);
    expect(structure.legs.map((l) => l.home)).toEqual(['Partizan', 'Hajduk']);
    expect(poor.done()).toBe(1);
    // A good first read keeps its legs; the reread read ahead is dropped, and so is its failure.
    const good = reader(slip, true);
    expect((await readTicketPhoto(good.ocr, Buffer.from('x'))).structure.legs).toHaveLength(2);
    // With another photo in flight nothing is read ahead, and a failed read ends the photo too.
    const busy = reader(slip, false);
    await readTicketPhoto(busy.ocr, Buffer.from('x'));
    expect(busy.asked).toEqual([false]);
    const failing = { ...busy.ocr, recognize: () => Promise.reject(new Error('worker died')) };
    await expect(readTicketPhoto(failing, Buffer.from('x'))).rejects.toThrow();
    expect(busy.done()).toBe(2);
  });

  it('with no other photo in flight reads a page that can be cut in halves, the reread too', async () => {
    const asked: { adaptive: boolean; halves: boolean }[] = [];
    const ocr = {
      rereads: true,
      photo: () => ({ spare: true, done: () => undefined }),
      splits: async () => true,
      recognize: async (_: Buffer, options?: { adaptive?: boolean; halves?: boolean }) => {
        asked.push({ adaptive: !!options?.adaptive, halves: !!options?.halves });
        return {
          text: options?.adaptive ? slip : 'Partizan - Vojvodina 1 1,45\nParova 2\nUkupna kvota 4,64',
          confidence: 0.5,
        };
      },
    };
    const { structure } = await readTicketPhoto(ocr, Buffer.from('x'));
    // Nothing read ahead: both workers read the first read's halves.
    expect(asked).toEqual([
      { adaptive: false, halves: true },
      { adaptive: true, halves: true },
    ]);
    expect(structure.legs.map((l) => l.home)).toEqual(['Partizan', 'Hajduk']);
  });

  it('is not read again when the first read agrees with the ticket, nor by a reader without the option', async () => {
    const good = twoWay(slip, '');
    expect((await readTicketPhoto(good.ocr, Buffer.from('x'))).structure.legs).toHaveLength(2);
    expect(good.asked).toEqual([false]);
    const single = twoWay('', slip, false);
    expect((await readTicketPhoto(single.ocr, Buffer.from('x'))).structure.legs).toHaveLength(0);
    expect(single.asked).toEqual([false]);
  });
});
