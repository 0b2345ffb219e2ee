// Every external API's stand-in with its default answers, in one list: what the development server's MOCKS
// mode listens with (dev.ts), and a starting point for a test that talks to several APIs at once. A test that
// needs a special answer takes the API's own module (openai.ts, stripe.ts, the-odds-api.ts, results/handlers.ts)
// and passes it in.
import { chatCompletionsDefaults } from './openai';
import { createStripeStandIn } from './stripe';
import { THE_ODDS_API_BASE, theOddsApiHandlers } from './the-odds-api';
import { resultsHandlers } from './results/handlers';
import { apiSportsHandlers } from './results/api-sports';

/** Where the stand-ins answer: the APIs' real addresses unless the configuration points elsewhere. */
export interface MockBases {
  openAi: string;
  perplexity: string;
  theOddsApi: string;
}
export const DEFAULT_BASES: MockBases = {
  openAi: 'https://api.openai.com/v1',
  perplexity: 'https://api.perplexity.ai',
  theOddsApi: THE_ODDS_API_BASE,
};

export function mockHandlers(bases: Partial<MockBases> = {}) {
  const at = { ...DEFAULT_BASES, ...bases };
  return [
    // The Odds API's fixtures and odds come first: its /v4/sports answers any key, while the results
    // stand-in's recorded /v4/sports (after it) only answers the recorded key; its scores are in the results.
    ...theOddsApiHandlers({}, at.theOddsApi),
    ...createStripeStandIn().handlers,
    ...resultsHandlers,
    ...apiSportsHandlers(),
    ...chatCompletionsDefaults({ openAi: at.openAi, perplexity: at.perplexity }),
  ];
}
