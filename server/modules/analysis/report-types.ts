import type { PlayedLeg } from './played-legs';
// What the analysis produces: the report as stored and shown, one match of it and the dated facts behind it.
// Reports stores and serves it; the analysis owns its shape (docs/decisions/024-module-direction.md).

/** The report as stored and shown (specification: "Report view" and "Report match"). */
export interface AnalysisReport {
  title?: string;
  totalMatches: number;
  totalOdds: number;
  /** Percent, 0–100; null when at least one leg's chance cannot be estimated honestly. */
  overallChance: number | null;
  /** Legs whose verdict is danger (docs/decisions/028-preview-numbers.md). */
  riskyPicks: number;
  /** Percent of the ticket's value lost to the bookmakers' margins on its priced legs. */
  marginLost?: number | null;
  matches: ReportMatch[];
  insights: { type: 'success' | 'warning' | 'danger'; text: string }[];
  recommendation: { title: string; description: string };
  aiAnalysis: string;
  /** Where the numbers came from ("Kako računamo"). */
  sources?: string[];
  /** What the analysis did not check, said once under the report. */
  unchecked?: string[];
  /** The rating fit the numbers used (server/modules/analysis/model/ratings.ts currentFit). */
  fit?: { id: string; fittedAt: string | null; lastResultDate: string } | null;
  [extra: string]: unknown;
}

export interface ReportMatch {
  match: string;
  league?: string | null;
  time?: string | null;
  bet: string;
  odds: number;
  /** Percent, 0–100; null when it cannot be estimated honestly. */
  aiChance: number | null;
  impliedChance?: number;
  chanceSource?: 'model' | 'market' | 'blend' | 'base-rate' | 'none';
  /** Chance × odds for a priced leg (below 0.90 the verdict drops one level). */
  value?: number;
  /** The leg was typed without odds: `odds` is the specification's display default, not a price. */
  oddsDefaulted?: boolean;
  status: 'success' | 'warning' | 'danger';
  /** Why: analysis/texts.ts VerdictReason (absent in reports made before verdict reasons). */
  verdict?: string;
  analysis: string;
  /** The computed facts behind the chance with their source; kept after a narrative model's text. */
  chanceNote?: string;
  /** News, injuries and weather only where a research source answered. */
  details: { injuries?: string; gossip?: string; weather?: string; headToHead: string; keyStats: string };
  /** The dated facts behind a football leg of teams the model knows. */
  facts?: MatchFacts;
  /** The match was played before the analysis: its result and the bet's outcome instead of a forecast. */
  played?: PlayedLeg;
  [extra: string]: unknown;
}

export interface TeamFacts {
  name: string;
  /** ISO date of the latest result known for the team. */
  latest: string | null;
  /** Its latest result is too old to be current form (the chance then leans on the price). */
  stale: boolean;
  /** Latest first. */
  form: { date: string; result: 'W' | 'D' | 'L'; venue: 'H' | 'A'; opponent: string; score: string }[];
  goalsFor: number;
  goalsAgainst: number;
}

export interface MatchFacts {
  home: TeamFacts;
  away: TeamFacts;
  /** Latest first; the score as home:away of that game. */
  meetings: { date: string; home: string; away: string; score: string }[];
  /** The model's view, only when it was used (current results). */
  expectedGoals?: { home: number; away: number };
  ratings?: { home: number; away: number };
}
