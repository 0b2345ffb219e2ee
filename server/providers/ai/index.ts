import type { Config } from '../../config';
import { OpenAiNarrative, type NarrativeWriter } from './narrative';
import { PerplexityResearch, type ResearchProvider } from './research';
import { OpenAiTicketStructurer, type TicketStructurer } from './ticket-structurer';

export type { NarrativeWriter } from './narrative';
export type { ResearchProvider } from './research';
export type { TicketStructurer } from './ticket-structurer';

/**
 * The optional language-model providers. Without configuration both are null: the report's prose comes from
 * templates and injuries, news and weather are reported as not checked.
 */
export function createAi(config: Config): {
  narrative: NarrativeWriter | null;
  research: ResearchProvider | null;
  structurer: TicketStructurer | null;
} {
  return {
    // Only for reads the local structurer is unsure of; it stays the default (TICKET_STRUCTURER=local).
    structurer:
      config.TICKET_STRUCTURER === 'openai'
        ? new OpenAiTicketStructurer({
            vendor: 'OpenAI',
            baseUrl: config.OPENAI_BASE_URL,
            apiKey: config.OPENAI_API_KEY!,
            model: config.OPENAI_MODEL,
            timeoutMs: 15_000,
          })
        : null,
    narrative:
      config.AI_PROVIDER === 'openai'
        ? new OpenAiNarrative({
            vendor: 'OpenAI',
            baseUrl: config.OPENAI_BASE_URL,
            apiKey: config.OPENAI_API_KEY!,
            model: config.OPENAI_MODEL,
            timeoutMs: 20_000,
          })
        : null,
    research:
      config.RESEARCH_PROVIDER === 'perplexity'
        ? new PerplexityResearch({
            vendor: 'Perplexity',
            baseUrl: config.PERPLEXITY_BASE_URL,
            apiKey: config.PERPLEXITY_API_KEY!,
            model: config.PERPLEXITY_MODEL,
            timeoutMs: 20_000,
          })
        : null,
  };
}
