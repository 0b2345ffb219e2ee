import sharp from 'sharp';
import type { AppServices } from '../../context';
import { AppError, isAppError } from '../../lib/app-error';
import { validateImage } from '../uploads/validate-image';
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

/** The inputs each test starts with; the admin can change them (each test needs its input). */
export const SAMPLES = {
  ticket: 'Crvena zvezda - Partizan 1 1.85\nDinamo Zagreb - Hajduk Split GG 1.70',
  query: 'Crvena zvezda - Partizan',
};

export interface ApiTestInput {
  odds: OddsTestInput;
  /** An uploaded photo for the vision test; without one the generated sample image is read. */
  image?: Buffer;
  text: string;
  query: string;
}

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

/** The two teams of a "Home - Away" (or "Home vs Away") query. */
function teamsOf(query: string): { home: string; away: string } {
  const [home, away, ...rest] = query.split(/\s+(?:-|–|vs\.?)\s+/i).map((t) => t.trim());
  if (!home || !away || rest.length) throw new AppError('BAD_REQUEST', 'admin.queryFormat');
  return { home, away };
}

/**
 * Runs one live test against whatever provider is in use (the embedded defaults when nothing is configured).
 * The request is part of every answer, failed ones too, so the admin sees what was asked.
 */
export async function runApiTest(services: AppServices, test: ApiTest, input: ApiTestInput) {
  const started = performance.now();
  const status = providerStatus(services)[test];
  const { odds } = input;
  let request: unknown = null;
  const answer = (outcome: { response: unknown } | { error: string }) => ({
    test,
    ...status,
    request,
    ...outcome,
    ms: Math.round(performance.now() - started),
  });
  try {
    switch (test) {
      case 'openai-vision': {
        if (input.image) {
          const image = await validateImage(input.image);
          request = { image: `uploaded ${image.mime}, ${image.width}×${image.height}` };
          return answer({ response: await services.ocr.recognize(input.image) });
        }
        request = { image: 'generated sample PNG, 900×160: "Crvena zvezda - Partizan / KI 1 1.85"' };
        return answer({ response: await services.ocr.recognize(await sampleImage()) });
      }
      case 'gpt4-analysis': {
        request = { manualText: input.text, lang: 'rs' };
        if (!input.text.trim()) throw new AppError('BAD_REQUEST', 'admin.textRequired');
        const pipeline = defaultPipeline(services);
        return answer({ response: await pipeline.analyse(pipeline.readTyped(input.text).legs, 'rs') });
      }
      case 'perplexity-odds': {
        request = { query: input.query, lang: 'rs' };
        if (!input.query.trim()) throw new AppError('BAD_REQUEST', 'admin.queryRequired');
        const match = teamsOf(input.query);
        request = { ...match, lang: 'rs' };
        return answer({
          response: services.research
            ? await services.research.research(match, 'rs')
            : {
                note: 'No research provider is configured: reports say that injuries, news and weather could not be checked.',
              },
        });
      }
      case 'odds-flow': {
        request = { endpoint: '/api/generate-real-ticket', ...odds };
        // The generator offers football and basketball; other sports get its "Uskoro..." state.
        if (odds.sport === 'tennis')
          return answer({
            response: {
              success: false,
              message: 'Tennis is not offered by the generator yet ("Uskoro...").',
            },
          });
        const type =
          odds.ticketType === 'balanced' ? 'mixed' : odds.ticketType === 'risky' ? 'surprise' : 'safe';
        return answer({
          response: (await buildTicket(services, {
            sport: odds.sport,
            ticketType: type,
            stake: odds.stake,
          })) ?? { success: false, message: 'No ticket fits the next 24 hours.' },
        });
      }
      case 'odds-raw': {
        const now = new Date();
        request = {
          sport: odds.sport,
          regions: 'eu',
          markets: 'h2h',
          oddsFormat: 'decimal',
          dateFormat: 'iso',
          from: now.toISOString(),
          hours: 24,
        };
        const sports = await services.odds.sports();
        // Prices are fetched only for the generator's sports; for tennis the sports list says what exists.
        const events =
          odds.sport === 'tennis'
            ? []
            : await services.odds.upcoming(odds.sport, now, new Date(now.getTime() + 86_400_000));
        return answer({
          response: {
            sports,
            count: events.length,
            events: events.slice(0, 10),
            ...(odds.sport === 'tennis' && {
              note: 'Odds are fetched for football and basketball only; tennis is not queried.',
            }),
          },
        });
      }
    }
  } catch (error) {
    if (!isAppError(error)) services.logger.warn({ err: error, test }, 'admin API test failed');
    return answer({ error: error instanceof Error ? error.message : String(error) });
  }
}
