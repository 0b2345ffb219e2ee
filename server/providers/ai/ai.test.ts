import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import sharp from 'sharp';
import { createTestServices } from '../../../tests/support/services';
import { defaultPipeline } from '../../modules/reports/default-pipeline';
import { parseTypedTicket } from '../../modules/tickets/parse-typed-ticket';
import { analyseTicket } from '../../modules/analysis/analyse-ticket';
import { AnalysisState } from '../../modules/analysis/model/analysis-state';
import { withNarrative } from '../../modules/analysis/enrich';
import { createLogger } from '../../lib/logger';
import { ChatError } from './chat-completions';
import { OpenAiVisionOcr } from '../ocr/openai-vision';
import { OpenAiNarrative } from './narrative';
import {
  chatCompletion,
  chatCompletionsHandler,
  chatError,
  OPENAI_TEST_BASE as OPENAI,
  PERPLEXITY_TEST_BASE as PERPLEXITY,
  searchCompletion,
} from '../../../tests/mocks/openai';

const KEY = 'sk-test-do-not-log';
const seen: { url: string; auth: string | null; body: Record<string, unknown> }[] = [];
let narrativeAnswer: () => unknown = () => ({});
let researchStatus = 200;

// Stand-ins of the Chat Completions API (OpenAI and Perplexity), shapes from tests/mocks/openai.

const server = setupServer(
  chatCompletionsHandler(OPENAI, async (body, request) => {
    seen.push({ url: request.url, auth: request.headers.get('authorization'), body });
    if (request.headers.get('authorization') !== `Bearer ${KEY}`)
      return chatError(401, 'Incorrect API key provided', {
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      });
    const messages = body.messages as { content: unknown }[];
    if (Array.isArray(messages[1].content)) {
      return HttpResponse.json(
        chatCompletion('1. Crvena zvezda - Partizan\nKI 1 1,85', {
          logprobs: { content: [{ logprob: Math.log(0.9) }, { logprob: Math.log(0.8) }], refusal: null },
        }),
      );
    }
    const answer = narrativeAnswer();
    if (answer === 'slow') {
      await delay(5_000);
      return HttpResponse.json(chatCompletion('{}'));
    }
    return HttpResponse.json(chatCompletion(JSON.stringify(answer)));
  }),
  chatCompletionsHandler(PERPLEXITY, (body, request) => {
    seen.push({ url: request.url, auth: request.headers.get('authorization'), body });
    if (researchStatus !== 200) return chatError(researchStatus, 'Service unavailable');
    return HttpResponse.json(
      searchCompletion(
        JSON.stringify({
          injuries: 'Partizan bez povređenog štopera.',
          news: 'Zvezda igra treći meč za sedam dana.',
          weather: 'Suvo, oko 12 °C.',
        }),
        ['https://example.rs/vest', 'https://example.rs/prognoza'],
      ),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  researchStatus = 200;
});
afterAll(() => server.close());

const endpoint = { vendor: 'OpenAI', baseUrl: OPENAI, apiKey: KEY, model: 'gpt-4o-mini', timeoutMs: 2_000 };
const TICKET = 'Crvena zvezda - Partizan 1 1.85\nDinamo Zagreb - Hajduk Split GG 1.70';

/** A narrative that uses only numbers from the report it is given. */
function honestNarrative(legs: number) {
  return () => ({
    aiAnalysis:
      'Tiket ima ukupnu kvotu 3.15 i dva para; oba imaju kvotu ispod 2, ali zajedno prolaze ređe nego pojedinačno.',
    recommendation: 'Igraj samo iznos koji možeš da izgubiš.',
    legs: Array.from({ length: legs }, () => ({
      analysis: 'Kvota i šansa su blizu, bez posebne vrednosti.',
    })),
  });
}

describe('OpenAI vision OCR', () => {
  it('sends the upright photo as a JPEG data URL and reads text and confidence from the answer', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const result = await new OpenAiVisionOcr(endpoint).recognize(photo);
    expect(result.text).toBe('1. Crvena zvezda - Partizan\nKI 1 1,85');
    expect(result.confidence).toBeCloseTo(Math.sqrt(0.9 * 0.8), 5);
    const body = seen[0].body as { model: string; logprobs: boolean; messages: { content: unknown }[] };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.logprobs).toBe(true);
    const parts = body.messages[1].content as { type: string; image_url?: { url: string } }[];
    expect(parts.find((p) => p.type === 'image_url')!.image_url!.url).toMatch(
      /^data:image\/jpeg;base64,\/9j\//,
    );
  });

  it('an invalid key is an error that names the status and the vendor, never the key', async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const error = await new OpenAiVisionOcr({ ...endpoint, apiKey: 'sk-wrong' })
      .recognize(photo)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatError);
    expect((error as ChatError).message).toBe('OpenAI: HTTP 401 (Incorrect API key provided)');
    expect((error as ChatError).message).not.toContain('sk-wrong');
  });
});

describe('narrative from computed facts', () => {
  const legs = parseTypedTicket(TICKET).legs;
  const analysis = new AnalysisState();
  // As of the shipped results' last weeks, so the model's numbers are part of the facts.
  const report = analyseTicket(analysis, legs, 'rs', { today: new Date('2025-06-15T12:00:00Z') });
  const logger = createLogger('silent');

  it('replaces the prose, keeps every number and verdict, asks for structured output and says a model wrote it', async () => {
    narrativeAnswer = honestNarrative(2);
    const written = await withNarrative(new OpenAiNarrative(endpoint), report, 'rs', logger);
    expect(written.aiAnalysis).toContain('ukupnu kvotu 3.15');
    // The model's sentence replaces the verdict sentence; the computed facts with their source follow it.
    expect(written.matches.map((m) => m.analysis)).toEqual(
      report.matches.map((m) => `Kvota i šansa su blizu, bez posebne vrednosti. ${m.chanceNote}`),
    );
    for (const m of written.matches) expect(m.analysis).toMatch(/tržište \d+%/);
    expect(written.matches.map((m) => [m.aiChance, m.status, m.details])).toEqual(
      report.matches.map((m) => [m.aiChance, m.status, m.details]),
    );
    expect([written.overallChance, written.totalOdds, written.insights]).toEqual([
      report.overallChance,
      report.totalOdds,
      report.insights,
    ]);
    expect(written.sources?.at(-1)).toMatch(/jezički model/);
    const format = seen[0].body.response_format as {
      type: string;
      json_schema: { schema: { required: string[] } };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.schema.required).toEqual(['aiAnalysis', 'recommendation', 'legs']);
    // The model sees the computed facts and nothing that identifies the user.
    const facts = JSON.parse((seen[0].body.messages as { content: string }[])[1].content) as {
      legs: unknown[];
    };
    expect(facts.legs).toHaveLength(2);
  });

  it('never gives the model the display default as the price of a leg typed without odds', async () => {
    narrativeAnswer = honestNarrative(2);
    const unpriced = analyseTicket(
      analysis,
      parseTypedTicket('Crvena zvezda - Partizan 1 1.85\nA - B 1').legs,
      'rs',
    );
    const written = await withNarrative(new OpenAiNarrative(endpoint), unpriced, 'rs', logger);
    const facts = JSON.parse((seen[0].body.messages as { content: string }[])[1].content) as {
      legs: { odds: number | null }[];
    };
    expect(facts.legs.map((l) => l.odds)).toEqual([1.85, null]);
    expect(written.matches[1].analysis).toContain('ne ulazi u ukupnu kvotu');
  });

  it('keeps the template text when the model invents a number, answers the wrong shape, or is too slow', async () => {
    for (const answer of [
      () => ({
        ...honestNarrative(2)(),
        aiAnalysis: 'Zvezda je pobedila u 9 od poslednjih 11 utakmica, šansa je 87%.',
      }),
      () => ({ aiAnalysis: 'kratko' }),
      () => honestNarrative(1)(),
      () => 'slow',
    ]) {
      narrativeAnswer = answer;
      const written = await withNarrative(
        new OpenAiNarrative({ ...endpoint, timeoutMs: 300 }),
        report,
        'rs',
        logger,
      );
      expect(written).toEqual(report);
    }
  });
});

describe('the pipeline with both providers configured', () => {
  it('fills injuries, news and weather from Perplexity with its sources, and the prose from OpenAI', async () => {
    const services = await createTestServices({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: OPENAI,
      RESEARCH_PROVIDER: 'perplexity',
      PERPLEXITY_API_KEY: 'pplx-test',
      PERPLEXITY_BASE_URL: PERPLEXITY,
    });
    narrativeAnswer = honestNarrative(2);
    const pipeline = defaultPipeline(services);
    const stages: string[] = [];
    const report = await pipeline.analyse(pipeline.readTyped(TICKET).legs, 'rs', (s) => stages.push(s));
    expect(stages).toEqual(['researching', 'creating']);
    expect(report.matches[0].details).toMatchObject({
      injuries: 'Partizan bez povređenog štopera.',
      gossip: 'Zvezda igra treći meč za sedam dana.',
      weather: 'Suvo, oko 12 °C.',
    });
    expect(report.sources).toContain(
      `Povrede, vesti i vremenski uslovi: pretraga vesti (Perplexity), ${new Date().toISOString().slice(0, 10)}; izvori: https://example.rs/vest, https://example.rs/prognoza.`,
    );
    expect(report.narrative).toBe('openai');
    const research = seen.find((s) => s.url.startsWith(PERPLEXITY))!;
    expect(research.auth).toBe('Bearer pplx-test');
    expect(JSON.stringify(research.body.messages)).toContain('Crvena zvezda vs Partizan');

    // Research down: the report says so instead of showing anything as checked.
    researchStatus = 503;
    const without = await pipeline.analyse(pipeline.readTyped(TICKET).legs, 'rs');
    expect(without.matches[0].details.injuries).toBeUndefined();
    expect(without.sources).toContain(
      'Povrede, vesti i vremenski uslovi: izvor vesti (Perplexity) nije odgovorio, pa nisu provereni.',
    );
    await services.dbHandle.close();
  });
});
