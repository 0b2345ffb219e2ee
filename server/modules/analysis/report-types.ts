import type { PlayedLeg } from './played-legs';
import type { ChanceBasis, TicketChanceBasis } from '../../common/chance-basis';
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
  /** What the ticket's chance rests on (docs/decisions/041-reference-price.md); absent in older reports. */
  chanceBasis?: TicketChanceBasis;
  /** The odds feed the legs were compared with, when one is configured: its name and the legs it priced. */
  oddsFeed?: { name: string; matched: number } | null;
  /**
   * The legs the feed quotes a best price for: the ticket's odds on them against the product of the best
   * prices, and the share of the best payout the ticket gives away, percent (negative: the ticket pays more).
   */
  bestPrices?: { legs: number; ticketOdds: number; bestOdds: number; givenAway: number } | null;
  [extra: string]: unknown;
}

// The chance bases live in server/common so the screens can name a ticket's basis too.
export type { ChanceBasis, TicketChanceBasis } from '../../common/chance-basis';

/** The same bet across the feed's bookmakers (server/modules/analysis/reference-price.ts). */
export interface LegReference {
  /** The fair chance, percent: the sharpest bookmaker's (Pinnacle) price without margin, else the consensus. */
  fairChance: number;
  /** 100 / fairChance, two decimals. */
  fairOdds: number;
  fairFrom: 'pinnacle' | 'consensus';
  /** Bookmakers that price this bet. */
  bookmakers: number;
  /** The highest price quoted for this bet and who quotes it (none for a bet no bookmaker quotes alone: 1X, X2, 12). */
  best: { odds: number; bookmaker: string } | null;
  /** The feed's event: its kickoff and competition as the feed names them. */
  kickoff: string;
  league: string;
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
  /** What `aiChance` is (absent in older reports: the report derives it from `chanceSource`). */
  chanceBasis?: ChanceBasis;
  /** Percent: the price without margin the chance starts from (the ticket's own, or the feed's fair one). */
  marketChance?: number;
  /** The same bet across the odds feed's bookmakers, when a feed is configured and quotes it. */
  reference?: LegReference;
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
  /**
   * Its place in its current league's table, counted from the stored results of that league and season (3 points
   * a win, 1 a draw; ties by goal difference, then goals): only while its latest result is current.
   */
  table?: { position: number; teams: number; points: number; played: number; league: string; season: string };
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
