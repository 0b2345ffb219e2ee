// The contract between ticket reading (which produces legs) and analysis (which prices them).

export type Sport = 'football' | 'basketball' | 'tennis' | 'handball' | 'volleyball' | 'hockey';
export type Outcome = '1' | 'X' | '2';
/**
 * The part of the match a pick settles on: the full time (football's 90 minutes; basketball and tennis the
 * whole match), the halves, basketball's quarters and tennis's sets.
 */
export type Period = 'FT' | 'H1' | 'H2' | 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'S1' | 'S2' | 'S3' | 'S4' | 'S5';
export type Side = 'home' | 'away';

/**
 * What a pick means, independent of how the ticket wrote it ("KI 1", "Konačan ishod: 1" and "1" are all
 * `{kind:'result', period:'FT', outcome:'1'}`). Goal ranges are inclusive; `max: null` means "or more":
 * "UG 3+" and "Više 2.5" are `{min:3,max:null}`, "UG 0-2" and "Manje 2.5" are `{min:0,max:2}`.
 *
 * Fields added in reader round three (docs/decisions/022-bet-vocabulary.md), all optional so older stored
 * picks stay valid:
 * - `period` on `team-goals`, `btts`, `handicap` and `points-total` (absent = FT): "I T1 1+", "I GG".
 * - `team` on `points-total`: a team's points ("T1 više 80.5").
 * - `style` on `handicap`: 'european' (three-way: level after the line is the handicap draw, a separate
 *   outcome) or 'asian' (two-way, whole and quarter lines can push or half-win); `outcome` 'X' is the
 *   European handicap draw ("HX -1"), absent = the team wins after the line.
 * New kinds: `correct-score` (football "2:1"), `not` (a negated bet, "ne 1-1", "ne GG3+": anything but its pick), `set-score` (tennis set
 * betting / exact sets "2:0"), `games-total` (tennis games over/under), `corners` and `cards` (over/under or
 * a range), and `other`: a pick that is printed but not understood, kept as its text (the leg is then marked
 * unsure, never read as a home win).
 */
export type Pick =
  | { kind: 'result'; period: Period; outcome: Outcome }
  | { kind: 'double-chance'; period: Period; outcomes: '1X' | 'X2' | '12' }
  | { kind: 'ht-ft'; ht: Outcome; ft: Outcome }
  | { kind: 'btts'; yes: boolean; period?: Period }
  | { kind: 'total-goals'; period: Period; min: number; max: number | null }
  | { kind: 'team-goals'; team: Side; min: number; max: number | null; period?: Period }
  | {
      kind: 'handicap';
      team: Side;
      line: number;
      period?: Period;
      style?: 'european' | 'asian';
      outcome?: Outcome;
    }
  | { kind: 'first-goal'; team: Side | 'none' }
  | { kind: 'combo'; parts: Pick[] }
  /** Basketball/tennis/other totals that are not football goals ("Ukupno poena više 165.5"). */
  | { kind: 'points-total'; line: number; over: boolean; period?: Period; team?: Side }
  /** A negated bet: wins whenever `pick` loses ("ne 1" is X2 in effect, "ne 1-1" any other half-time/full-time). */
  | { kind: 'not'; pick: Pick }
  /** Football correct score ("2:1", "TR 1:1"), home's goals first. */
  | { kind: 'correct-score'; home: number; away: number; period?: Period }
  /** Tennis set betting / exact result in sets ("2:0", "1:2"), home's sets first. */
  | { kind: 'set-score'; home: number; away: number }
  /** Tennis games over/under a line ("Ukupno gemova više 22.5"), of the match or of a set. */
  | { kind: 'games-total'; line: number; over: boolean; period?: Period; team?: Side }
  /** Corners: over/under a line or a range ("Korneri 9+", "Korneri više 9.5"). */
  | { kind: 'corners'; min: number; max: number | null; period?: Period; team?: Side }
  /** Cards (yellow = 1, red = 1 unless the bookmaker counts otherwise): a range, as corners. */
  | { kind: 'cards'; min: number; max: number | null; period?: Period; team?: Side }
  /** A pick printed on the ticket but not understood: its text, for the user to confirm. */
  | { kind: 'other'; text: string };

/** Why a leg or a ticket needs the user's eye, as the review and the reports can tell them apart. */
export type LegFlag =
  /** The pick is printed but not in the vocabulary: kept as text, never a guess. */
  | 'unknown-bet'
  /** The code means different things at different bookmakers and the ticket names none: see `alternatives`. */
  | 'ambiguous-code'
  /** The odds were repaired from the ticket's total odds (`oddsReadAs` keeps what was read). */
  | 'odds-repaired'
  /** Typed with no pick: the specification's default '1' was used (`defaulted.pick`). */
  | 'default-pick'
  /** Typed with no odds: the specification's default 2 was used (`defaulted.odds`). */
  | 'default-odds'
  /** The two names were split without a separator (by the gazetteer or a line break). */
  | 'teams-split';

export type TicketFlag =
  /** The ticket's printed leg count differs from the legs read. */
  | 'leg-count-mismatch'
  /** The legs' odds do not multiply to the ticket's printed total. */
  | 'total-odds-mismatch'
  /** One leg's odds were repaired from the total. */
  | 'odds-repaired'
  /** Rows around the ticket (a site's offer beside its panel) were left out: the rest make the printed total. */
  | 'rows-beside-ticket'
  /** A language model read the legs (a second opinion). */
  | 'model-read';

export interface Leg {
  home: string;
  away: string;
  league?: string;
  /** ISO-like "YYYY-MM-DD HH:mm" when the date is known, or the text as printed ("ned 20:45"). */
  kickoff?: string;
  sport?: Sport;
  /** Market label as a person reads it ("Konačan ishod", "Oba tima daju gol"). */
  market: string;
  /** The pick as a regional code ("1", "X2", "GG", "UG 3+", "I 1", "1&UG3+"), or as printed when not understood. */
  pick: string;
  /** Decimal odds, always > 1. */
  odds: number;
  /** The meaning of `pick` (`{kind:'other', text}` when it is printed but not understood). */
  parsed?: Pick;
  /**
   * Other meanings the printed code has at other bookmakers, when the ticket names no bookmaker that decides
   * (the leg is then unsure of its pick and flagged 'ambiguous-code'): the review offers them.
   */
  alternatives?: Pick[];
  /** Set when the user gave no pick or odds and the specification's default ('1', 2) was used. */
  defaulted?: { pick?: boolean; odds?: boolean };
  /** The odds as OCR read them, when the ticket's total odds showed a one-character misread and it was repaired. */
  oddsReadAs?: number;
  /** Fields the reader is unsure of (a low OCR confidence, names split without a separator): marked for the user. */
  unsure?: ('teams' | 'pick' | 'odds')[];
  /** Why the leg is unsure or changed, as typed flags. */
  flags?: LegFlag[];
}

export interface TicketStructure {
  legs: Leg[];
  totalOdds?: number;
  stake?: number;
  payout?: number;
  currency?: string;
  bookmaker?: string;
  /** Notes on repairs made while reading (e.g. a misread odd fixed from the total), in Serbian for the user. */
  notes?: string[];
  /** The same notes as typed flags. */
  flags?: TicketFlag[];
  /** The number of legs the ticket prints ("Broj parova: 5"), when it prints one. */
  printedLegCount?: number;
  /** The legs are the ones the user confirmed or corrected after the reading. */
  confirmedByUser?: boolean;
}
