import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SetupServer } from 'msw/node';

/**
 * Serves an API's stand-in for the test file (unknown requests fail the test) and records the requests it was
 * asked, cleared after each test: the list a test reads to check what an adapter sent.
 */
export function serveRecording(server: SetupServer): Request[] {
  const requests: Request[] = [];
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => void requests.push(request));
  });
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return requests;
}
