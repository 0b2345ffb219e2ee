// `MOCKS=true npm run dev`: the development server's outgoing calls to Stripe, OpenAI, The Odds API and the
// results sources are answered by the same stand-ins the tests use (tests/mocks), so the real adapters can be
// tried with made-up keys and no network. Calls to anything else go out as usual.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Config } from '../../server/config';
import { chatCompletion, chatCompletionsHandler } from './openai';
import { createStripeStandIn } from './stripe';
import { theOddsApiHandlers } from './the-odds-api';
import { resultsHandlers } from './results/handlers';

export function startDevMocks(config: Pick<Config, 'OPENAI_BASE_URL'>) {
  const server = setupServer(
    ...theOddsApiHandlers(),
    ...createStripeStandIn().handlers,
    ...resultsHandlers,
    // The language model has nothing to say without a real key: an empty JSON answer, which every caller
    // treats as "no extra text" and falls back to the numbers it computed.
    chatCompletionsHandler(config.OPENAI_BASE_URL, () => HttpResponse.json(chatCompletion('{}'))),
  );
  server.listen({ onUnhandledRequest: 'bypass' });
  console.warn('MOCKS=true: Stripe, OpenAI, The Odds API and the results sources answer from tests/mocks.');
}
