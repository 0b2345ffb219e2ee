import type { Leg } from '../tickets/types';
import type { AnalysisReport } from './report-types';
import type { MatchResearch, ResearchProvider } from '../../providers/ai/research';
import type { NarrativeWriter } from '../../providers/ai/narrative';
import type { Logger } from '../../lib/logger';
import type { LegResearch } from './analyse-ticket';
import { matchKey } from './ticket-chance';
import type { AnalysisState } from './model/analysis-state';
import { TEXTS } from './texts';
import type { Lang } from '../../common/lang';

const AT_ONCE = 4;

/**
 * Asks the research provider about each distinct match of the ticket (a few at a time). A match it could not
 * answer for stays "not checked" in the report; the failure is logged, never shown as a fact.
 */
export async function researchLegs(
  provider: ResearchProvider,
  analysis: AnalysisState,
  legs: Leg[],
  lang: Lang,
  logger: Logger,
): Promise<LegResearch> {
  const distinct = [...new Map(legs.filter((l) => l.away).map((l) => [matchKey(analysis, l), l])).values()];
  const found = new Map<string, MatchResearch | null>();
  for (let i = 0; i < distinct.length; i += AT_ONCE) {
    await Promise.all(
      distinct.slice(i, i + AT_ONCE).map(async (l) => {
        try {
          found.set(
            matchKey(analysis, l),
            await provider.research(
              { home: l.home, away: l.away, league: l.league, kickoff: l.kickoff },
              lang,
            ),
          );
        } catch (error) {
          logger.warn({ err: (error as Error).message, vendor: provider.name }, 'research failed');
          found.set(matchKey(analysis, l), null);
        }
      }),
    );
  }
  return {
    vendor: provider.name === 'perplexity' ? 'Perplexity' : provider.name,
    day: new Date().toISOString().slice(0, 10),
    perLeg: legs.map((l) => found.get(matchKey(analysis, l)) ?? null),
  };
}

/**
 * Lets the configured model rewrite the report's prose from its computed facts. Numbers, verdicts and
 * insights stay ours; on any error, timeout or stray number the template text stays.
 */
export async function withNarrative(
  writer: NarrativeWriter,
  report: AnalysisReport,
  lang: Lang,
  logger: Logger,
): Promise<AnalysisReport> {
  try {
    const text = await writer.write({
      lang,
      totalOdds: report.totalOdds,
      overallChance: report.overallChance,
      legs: report.matches.map((m) => ({
        match: m.match,
        bet: m.bet,
        odds: m.oddsDefaulted ? null : m.odds,
        aiChance: m.aiChance,
        impliedChance: m.impliedChance ?? null,
        status: m.status,
      })),
      insights: report.insights.map((i) => i.text),
      recommendation: report.recommendation,
    });
    return {
      ...report,
      aiAnalysis: text.aiAnalysis,
      recommendation: { title: report.recommendation.title, description: text.recommendation },
      // The model's words replace our verdict sentence only: the computed facts and where they came from
      // (docs/decisions/029-sources-and-no-invented-facts.md) always follow them.
      matches: report.matches.map((m, i) => ({
        ...m,
        analysis: m.chanceNote ? `${text.legs[i]} ${m.chanceNote}` : text.legs[i],
      })),
      sources: [...(report.sources ?? []), TEXTS[lang].sources.narrative],
      narrative: writer.name,
    };
  } catch (error) {
    logger.warn({ err: (error as Error).message, vendor: writer.name }, 'narrative fell back to templates');
    return report;
  }
}
