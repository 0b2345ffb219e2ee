import type { Leg } from '../tickets/types';
import type { Lang } from '../../common/lang';
import type { AnalysisReport, ReportMatch } from './report-types';
import type { LegChance } from './leg-chance';
import { TEXTS } from './texts';
import { ticketChance } from './ticket-chance';
import type { AnalysisState } from './model/analysis-state';
import { BALANCED_FROM, HIGH_MARGIN, TOO_RISKY_BELOW } from './verdicts';

/** The `n` legs with the lowest known chance, weakest first. */
function weakestLegs(chances: LegChance[], n: number): number[] {
  return chances
    .map((c, i) => ({ c: c.chance, i }))
    .filter((x) => x.c !== null)
    .sort((a, b) => a.c! - b.c!)
    .slice(0, n)
    .map((x) => x.i);
}

/** What the ticket's reader gets: its legs, their chances and verdicts, the ticket's chance and the margins' share. */
export interface RecommendationFacts {
  analysis: AnalysisState;
  legs: Leg[];
  chances: LegChance[];
  matches: ReportMatch[];
  overall: number | null;
  lost: number;
  lang: Lang;
}

/**
 * The recommendation: from the ticket's chance, what the margins take and its weakest legs
 * (docs/decisions/020-verdicts.md): drop the risky legs, too risky, keep, or risky because of its weakest leg.
 */
export function recommend({
  analysis,
  legs,
  chances,
  matches,
  overall,
  lost,
  lang,
}: RecommendationFacts): AnalysisReport['recommendation'] {
  const t = TEXTS[lang];
  const danger = matches.filter((m) => m.status === 'danger');
  const chanceWithout = (drop: number[]) => {
    const keep = legs.map((_, i) => i).filter((i) => !drop.includes(i));
    return ticketChance(
      analysis,
      keep.map((i) => legs[i]),
      keep.map((i) => chances[i]),
    ).chance;
  };
  const lostLegs = matches.filter((m) => m.played?.outcome === 'lost');
  if (lostLegs.length) return t.recommendation.lost(lostLegs.map((m) => m.match));
  if (overall === null)
    return matches.some((m) => m.played && !m.played.outcome)
      ? t.recommendation.playedUnknown
      : t.recommendation.unknown;
  else if (danger.length && danger.length < legs.length) {
    const risky = legs.map((_, i) => i).filter((i) => matches[i].status === 'danger');
    return t.recommendation.drop(
      danger.map((m) => m.match),
      overall,
      chanceWithout(risky)!,
    );
  } else if (overall < TOO_RISKY_BELOW || lost > HIGH_MARGIN) {
    const weakest = weakestLegs(chances, legs.length >= 4 ? 2 : 1);
    const after = legs.length > weakest.length ? chanceWithout(weakest) : null;
    return t.recommendation.tooRisky(
      overall,
      lost,
      weakest.map((i) => matches[i].match),
      after,
    );
  } else if (overall >= BALANCED_FROM && !danger.length) return t.recommendation.keep(overall);
  else {
    const [weakest] = weakestLegs(chances, 1);
    return t.recommendation.risky(overall, matches[weakest].match, chances[weakest].chance!);
  }
}
