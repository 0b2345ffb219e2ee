// The contract between ticket reading (which produces legs) and analysis (which prices them).

export type Sport = 'football' | 'basketball' | 'tennis' | 'handball' | 'volleyball' | 'hockey';
export type Outcome = '1' | 'X' | '2';
export type Period = 'FT' | 'H1' | 'H2';

/**
 * What a pick means, independent of how the ticket wrote it ("KI 1", "Konačan ishod: 1" and "1" are all
 * `{kind:'result', period:'FT', outcome:'1'}`). Goal ranges are inclusive; `max: null` means "or more":
 * "UG 3+" and "Više 2.5" are `{min:3,max:null}`, "UG 0-2" and "Manje 2.5" are `{min:0,max:2}`.
 */
export type Pick =
  | { kind: 'result'; period: Period; outcome: Outcome }
  | { kind: 'double-chance'; period: Period; outcomes: '1X' | 'X2' | '12' }
  | { kind: 'ht-ft'; ht: Outcome; ft: Outcome }
  | { kind: 'btts'; yes: boolean }
  | { kind: 'total-goals'; period: Period; min: number; max: number | null }
  | { kind: 'team-goals'; team: 'home' | 'away'; min: number; max: number | null }
  | { kind: 'handicap'; team: 'home' | 'away'; line: number }
  | { kind: 'first-goal'; team: 'home' | 'away' | 'none' }
  | { kind: 'combo'; parts: Pick[] }
  /** Basketball/tennis/other totals that are not football goals ("Ukupno poena više 165.5"). */
  | { kind: 'points-total'; line: number; over: boolean }
  | { kind: 'other'; text: string };

export interface Leg {
  home: string;
  away: string;
  league?: string;
  /** ISO-like "YYYY-MM-DD HH:mm" when the date is known, or the text as printed ("ned 20:45"). */
  kickoff?: string;
  sport?: Sport;
  /** Market label as a person reads it ("Konačan ishod", "Oba tima daju gol"). */
  market: string;
  /** The pick as a regional code ("1", "X2", "GG", "UG 3+", "I 1", "1&UG3+"). */
  pick: string;
  /** Decimal odds, always > 1. */
  odds: number;
  /** The meaning of `pick`, when it was understood. */
  parsed?: Pick;
  /** Set when the user gave no pick or odds and the specification's default ('1', 2) was used. */
  defaulted?: { pick?: boolean; odds?: boolean };
  /** The odds as OCR read them, when the ticket's total odds showed a one-character misread and it was repaired. */
  oddsReadAs?: number;
  /** Fields the reader is unsure of (a low OCR confidence, names split without a separator): marked for the user. */
  unsure?: ('teams' | 'pick' | 'odds')[];
}

export interface TicketStructure {
  legs: Leg[];
  totalOdds?: number;
  stake?: number;
  payout?: number;
  currency?: string;
  bookmaker?: string;
  /** Notes on repairs made while reading (e.g. a misread odd fixed from the total). */
  notes?: string[];
  /** The number of legs the ticket prints ("Broj parova: 5"), when it prints one. */
  printedLegCount?: number;
  /** The legs are the ones the user confirmed or corrected after the reading. */
  confirmedByUser?: boolean;
}
