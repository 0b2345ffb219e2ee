import type { Logger } from '../../lib/logger';
import { ResultsSourceError, type SourceName } from './types';

const TIMEOUT_MS = 30_000;

/**
 * One GET of a results source, its answer as text. Refusals and unreachable hosts become a ResultsSourceError
 * naming the source and the status, so one failing source is reported and the others still run.
 */
export async function fetchText(
  source: SourceName,
  url: URL | string,
  logger: Logger,
  headers: Record<string, string> = {},
): Promise<{ text: string; headers: Headers }> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
    (error: unknown) => {
      throw new ResultsSourceError(source, `unreachable (${(error as Error).message})`);
    },
  );
  if (!res.ok) {
    const body = (await res.text().catch(() => '')).slice(0, 200);
    logger.warn({ source, status: res.status, path: new URL(url).pathname, body }, 'results source refused');
    throw new ResultsSourceError(source, `answered ${res.status}`, res.status);
  }
  return { text: await res.text(), headers: res.headers };
}

/** {@link fetchText}, parsed as JSON. */
export async function fetchJson<T>(
  source: SourceName,
  url: URL | string,
  logger: Logger,
  headers: Record<string, string> = {},
): Promise<{ body: T; headers: Headers }> {
  const { text, headers: answered } = await fetchText(source, url, logger, headers);
  try {
    return { body: JSON.parse(text) as T, headers: answered };
  } catch {
    throw new ResultsSourceError(source, 'answered something that is not JSON');
  }
}

/** A date as the APIs' day filters take it (YYYY-MM-DD, UTC). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
