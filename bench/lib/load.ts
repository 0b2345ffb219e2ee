import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** Runs autocannon against one URL on this machine and returns the figures the benchmarks print. */
export async function loadTest(
  url: string,
  opts: {
    connections?: number;
    seconds?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Headers set per request (e.g. a different client address each time). */
    perRequest?: () => Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
    method: (opts.method ?? 'GET') as 'GET',
    body: opts.body,
    headers: { 'accept-encoding': 'gzip', ...opts.headers },
    ...(opts.perRequest
      ? {
          requests: [
            {
              setupRequest: (req: { headers?: Record<string, string> }) => ({
                ...req,
                headers: { ...req.headers, ...opts.perRequest!() },
              }),
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
