import type { Logger } from '../../lib/logger';
import { fetchJson } from './http';
import { ResultsSourceError, type SourceName } from './types';

/** The envelope every API-Sports product (football v3, basketball v1) answers in. */
export interface ApiSportsEnvelope<T> {
  /** `[]` when all went well, an object naming the problem otherwise (`token`, `requests`, `rateLimit` …). */
  errors: unknown[] | Record<string, string>;
  paging?: { current: number; total: number };
  response: T[];
}

const MINUTE_MS = 60_000;

/**
 * One GET of an API-Sports product, authenticated by the x-apisports-key header. The API answers a refused key
 * or a spent quota with 200 and an `errors` object, so the body is checked, not only the status: a refusal
 * fails the source (the next run asks again from the same date). Every answer says how many requests are left
 * in this minute (X-RateLimit-Remaining): with none left, the call waits for the next minute before returning.
 */
export async function apiSportsGet<T>(
  source: SourceName,
  url: URL,
  apiKey: string,
  logger: Logger,
  sleep: (ms: number) => Promise<void>,
): Promise<ApiSportsEnvelope<T>> {
  const { body, headers } = await fetchJson<ApiSportsEnvelope<T>>(source, url, logger, {
    'x-apisports-key': apiKey,
  });
  const errors = Array.isArray(body.errors) ? {} : (body.errors ?? {});
  const problem = Object.entries(errors)[0];
  if (problem) {
    const [kind, message] = problem;
    const quota = kind === 'requests' || kind === 'rateLimit';
    logger.warn({ source, kind, message }, 'results source refused');
    throw new ResultsSourceError(source, `${kind}: ${message}`, quota ? 429 : 401);
  }
  if (!Array.isArray(body.response)) throw new ResultsSourceError(source, 'answered without a response list');
  if (headers.get('x-ratelimit-remaining') === '0') {
    logger.info({ source }, 'results source: minute quota spent, waiting a minute');
    await sleep(MINUTE_MS);
  }
  return body;
}

export const waitMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
