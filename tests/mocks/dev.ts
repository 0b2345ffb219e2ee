// `MOCKS=true npm run dev`: the development server's outgoing calls to Stripe, OpenAI, Perplexity, The Odds API
// and the results sources are answered by the same stand-ins the tests use (tests/mocks/index.ts), so the real
// adapters can be tried with made-up keys and no network. Calls to anything else go out as usual.
import { setupServer } from 'msw/node';
import type { Config } from '../../server/config';
import { mockHandlers } from './index';

export function startDevMocks(
  config: Pick<Config, 'OPENAI_BASE_URL' | 'PERPLEXITY_BASE_URL' | 'ODDS_API_BASE_URL'>,
) {
  const server = setupServer(
    ...mockHandlers({
      openAi: config.OPENAI_BASE_URL,
      perplexity: config.PERPLEXITY_BASE_URL,
      theOddsApi: config.ODDS_API_BASE_URL,
    }),
  );
  server.listen({ onUnhandledRequest: 'bypass' });
  console.warn(
    'MOCKS=true: Stripe, OpenAI, Perplexity, The Odds API and the results sources answer from tests/mocks.',
  );
}
