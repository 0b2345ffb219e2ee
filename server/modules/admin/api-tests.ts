import sharp from 'sharp';
import type { AppServices } from '../../context';
import { AppError } from '../../lib/app-error';
import { defaultPipeline } from '../reports/default-pipeline';
import { buildTicket } from '../generator/generator';

export const API_TESTS = [
  'openai-vision',
  'gpt4-analysis',
  'perplexity-odds',
  'odds-flow',
  'odds-raw',
] as const;
export type ApiTest = (typeof API_TESTS)[number];

export interface OddsTestInput {
  sport: 'football' | 'basketball' | 'tennis';
  ticketType: 'safe' | 'balanced' | 'risky';
  stake: number;
}

const SAMPLE_TICKET = 'Crvena zvezda - Partizan 1 1.85\nDinamo Zagreb - Hajduk Split GG 1.70';

/** Which provider answers each test, and whether it is a configured third party or the embedded default. */
export function providerStatus(
  services: AppServices,
): Record<ApiTest, { provider: string; configured: boolean }> {
  const c = services.config;
  return {
    'openai-vision': {
      provider: c.OCR_PROVIDER,
      configured: c.OCR_PROVIDER === 'openai' && !!c.OPENAI_API_KEY,
    },
    'gpt4-analysis': {
      provider: c.AI_PROVIDER,
      configured: c.AI_PROVIDER === 'openai' && !!c.OPENAI_API_KEY,
    },
    'perplexity-odds': {
      provider: c.RESEARCH_PROVIDER,
      configured: c.RESEARCH_PROVIDER === 'perplexity' && !!c.PERPLEXITY_API_KEY,
    },
    'odds-flow': { provider: services.odds.name, configured: !services.odds.demo },
    'odds-raw': { provider: services.odds.name, configured: !services.odds.demo },
  };
}

/** A ticket line drawn as an image, so the OCR test needs no file on disk. */
async function sampleImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="160"><rect width="100%" height="100%" fill="white"/><text x="20" y="70" font-family="DejaVu Sans, sans-serif" font-size="40" fill="black">Crvena zvezda - Partizan</text><text x="20" y="130" font-family="DejaVu Sans, sans-serif" font-size="40" fill="black">KI 1   1.85</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Runs one live test against whatever provider is in use (the embedded defaults when nothing is configured). */
export async function runApiTest(services: AppServices, test: ApiTest, odds: OddsTestInput) {
  const started = performance.now();
  const status = providerStatus(services)[test];
  let request: unknown;
  let response: unknown;
  switch (test) {
    case 'openai-vision': {
      request = { image: 'generated PNG, 900×160: "Crvena zvezda - Partizan / KI 1 1.85"' };
      response = await services.ocr.recognize(await sampleImage());
      break;
    }
    case 'gpt4-analysis': {
      request = { manualText: SAMPLE_TICKET, lang: 'rs' };
      const pipeline = defaultPipeline(services);
      const legs = pipeline.readTyped(SAMPLE_TICKET).legs;
      response = await pipeline.analyse(legs, 'rs');
      break;
    }
    case 'perplexity-odds': {
      request = { home: 'Crvena zvezda', away: 'Partizan', lang: 'rs' };
      response = services.research
        ? await services.research.research({ home: 'Crvena zvezda', away: 'Partizan' }, 'rs')
        : {
            note: 'No research provider is configured: reports say that injuries, news and weather could not be checked.',
          };
      break;
    }
    case 'odds-flow': {
      if (odds.sport === 'tennis')
        throw new AppError('BAD_REQUEST', 'Tennis is not available in the generator yet.');
      request = { endpoint: '/api/generate-real-ticket', ...odds };
      const type =
        odds.ticketType === 'balanced' ? 'mixed' : odds.ticketType === 'risky' ? 'surprise' : 'safe';
      response = (await buildTicket(services, {
        sport: odds.sport,
        ticketType: type,
        stake: odds.stake,
      })) ?? { success: false, message: 'No ticket fits the next 24 hours.' };
      break;
    }
    case 'odds-raw': {
      if (odds.sport === 'tennis')
        throw new AppError('BAD_REQUEST', 'Tennis is not available in the generator yet.');
      const now = new Date();
      request = {
        sport: odds.sport,
        regions: 'eu',
        markets: 'h2h',
        oddsFormat: 'decimal',
        from: now.toISOString(),
        hours: 24,
      };
      const events = await services.odds.upcoming(odds.sport, now, new Date(now.getTime() + 86_400_000));
      response = { count: events.length, events: events.slice(0, 10) };
      break;
    }
  }
  return { test, ...status, request, response, ms: Math.round(performance.now() - started) };
}
