import { z } from 'zod';
import { chatJson, type ChatEndpoint } from './chat-completions';
import type { Lang } from '../../common/lang';

/** What a search-backed model found about one match, in the report's language, with the pages it cites. */
export interface MatchResearch {
  injuries: string;
  news: string;
  weather: string;
  sources: string[];
}

export interface ResearchProvider {
  readonly name: string;
  research(
    match: { home: string; away: string; league?: string; kickoff?: string },
    lang: Lang,
  ): Promise<MatchResearch>;
}

const answer = z.object({
  injuries: z.string().max(600),
  news: z.string().max(600),
  weather: z.string().max(300),
});

const LANGUAGE = { rs: 'Serbian (Latin script, ekavian)', hr: 'Croatian' } as const;

/**
 * Perplexity's search-backed Chat Completions API (OpenAI-compatible, with `citations`). It answers in
 * structured JSON; a match it cannot find is reported as not found rather than guessed.
 */
export class PerplexityResearch implements ResearchProvider {
  readonly name = 'perplexity';
  constructor(private readonly endpoint: ChatEndpoint) {}

  async research(
    match: { home: string; away: string; league?: string; kickoff?: string },
    lang: Lang,
  ): Promise<MatchResearch> {
    const what = [
      `${match.home} vs ${match.away}`,
      match.league && `competition: ${match.league}`,
      match.kickoff && `kick-off: ${match.kickoff}`,
    ]
      .filter(Boolean)
      .join(', ');
    const { value, citations } = await chatJson(
      this.endpoint,
      [
        {
          role: 'system',
          content:
            `You research football matches for a betting-ticket analysis. Answer in ${LANGUAGE[lang]}, one or two short ` +
            'sentences per field, only facts you found in current sources. If you found nothing reliable for a field, ' +
            'say so plainly in that field. Never invent players, scores or forecasts.',
        },
        {
          role: 'user',
          content: `Upcoming match: ${what}. Fields: injuries (injured or suspended players of both teams), news (team news that matters for the result), weather (forecast at the venue for kick-off).`,
        },
      ],
      'match_research',
      answer,
    );
    return { ...value, sources: citations.slice(0, 5) };
  }
}
