// Bets as bookmakers print them and people type them, each with its meaning written out by hand in the Pick
// shape of server/modules/tickets/types.ts (the contract, not the reader: nothing here imports from server/).
// A spelling whose meaning depends on the bookmaker lists its meaning per bookmaker group.

export type Meaning = Record<string, unknown> & { kind: string };

export interface Bet {
  family: string;
  sport: 'football' | 'basketball' | 'tennis';
  spellings: string[];
  meaning: Meaning;
  /** Bookmaker → meaning, for codes that differ between bookmakers (`meaning` is then the reading without one). */
  byBookmaker?: Record<string, Meaning>;
}

const R = (outcome: string, period = 'FT'): Meaning => ({ kind: 'result', period, outcome });
const DC = (outcomes: string, period = 'FT'): Meaning => ({ kind: 'double-chance', period, outcomes });
const UG = (min: number, max: number | null, period = 'FT'): Meaning => ({
  kind: 'total-goals',
  period,
  min,
  max,
});
const TG = (team: string, min: number, max: number | null, period?: string): Meaning => ({
  kind: 'team-goals',
  team,
  min,
  max,
  ...(period ? { period } : {}),
});
const HTFT = (ht: string, ft: string): Meaning => ({ kind: 'ht-ft', ht, ft });
const BTTS = (yes: boolean, period?: string): Meaning => ({
  kind: 'btts',
  yes,
  ...(period ? { period } : {}),
});
const H = (team: string, line: number, style = 'european', extra: Record<string, unknown> = {}): Meaning => ({
  kind: 'handicap',
  team,
  line,
  style,
  ...extra,
});
const NOT = (pick: Meaning): Meaning => ({ kind: 'not', pick });
const COMBO = (...parts: Meaning[]): Meaning => ({ kind: 'combo', parts });
const PTS = (over: boolean, line: number, extra: Record<string, unknown> = {}): Meaning => ({
  kind: 'points-total',
  line,
  over,
  ...extra,
});

// Bookmakers whose tickets write half-time/full-time with a dash and those that write goal ranges so.
const HTFT_DASH = [
  'Mozzart',
  'Meridian',
  'MaxBet',
  'Soccer',
  'Balkan Bet',
  'Merkur',
  'Oktagon',
  'Pinnbet',
  'Wwin',
];
const GOALS_DASH = ['Superbet', 'Germania', 'PSK', 'SuperSport', 'Admiral'];
const by = (names: string[], m: Meaning) => Object.fromEntries(names.map((n) => [n, m]));

export const BETS: Bet[] = [
  // double chance in every spelling
  {
    family: 'double-chance',
    sport: 'football',
    spellings: ['1X', '1x', 'X1', '10', '1 ili X', 'DS 1X', '1XDC'],
    meaning: DC('1X'),
  },
  {
    family: 'double-chance',
    sport: 'football',
    spellings: ['X2', 'x2', '2X', '02', 'X ili 2', 'DS X2'],
    meaning: DC('X2'),
  },
  {
    family: 'double-chance',
    sport: 'football',
    spellings: ['12', '1 ili 2', 'DC 12', 'no draw'],
    meaning: DC('12'),
  },
  // halves
  { family: 'halves', sport: 'football', spellings: ['1 pp', '1 prvo poluvreme'], meaning: R('1', 'H1') },
  { family: 'halves', sport: 'football', spellings: ['UG 1P 2+', '2+ 1P'], meaning: UG(2, null, 'H1') },
  { family: 'goals', sport: 'football', spellings: ['nema golova', '0 golova'], meaning: UG(0, 0) },
  {
    family: 'goals',
    sport: 'football',
    spellings: ['dva ili više golova', 'min 2 gola'],
    meaning: UG(2, null),
  },
  {
    family: 'halves',
    sport: 'football',
    spellings: ['I 1', '1P 1', 'PP 1', 'prvo poluvreme 1', 'HT 1'],
    meaning: R('1', 'H1'),
  },
  {
    family: 'halves',
    sport: 'football',
    spellings: ['I X', 'PP X', 'prvo poluvrijeme X'],
    meaning: R('X', 'H1'),
  },
  {
    family: 'halves',
    sport: 'football',
    spellings: ['II 2', '2P 2', 'DP 2', 'drugo poluvreme 2'],
    meaning: R('2', 'H2'),
  },
  {
    family: 'halves',
    sport: 'football',
    spellings: ['I 1+', 'I UG 1+', 'PP 1+'],
    meaning: UG(1, null, 'H1'),
  },
  { family: 'halves', sport: 'football', spellings: ['II 0-1', 'DP 0-1'], meaning: UG(0, 1, 'H2') },
  {
    family: 'halves',
    sport: 'football',
    spellings: ['I 2+', 'prvo poluvreme 2+'],
    meaning: UG(2, null, 'H1'),
  },
  { family: 'halves', sport: 'football', spellings: ['I GG', 'PP GG'], meaning: BTTS(true, 'H1') },
  { family: 'halves', sport: 'football', spellings: ['I 1X', 'PP 1X'], meaning: DC('1X', 'H1') },
  // half-time / full-time
  {
    family: 'ht-ft',
    sport: 'football',
    spellings: ['1/1', 'PK 1-1', '11', 'PK 11'],
    meaning: HTFT('1', '1'),
  },
  { family: 'ht-ft', sport: 'football', spellings: ['X/2', 'X-2', 'PK X2', 'x/2'], meaning: HTFT('X', '2') },
  { family: 'ht-ft', sport: 'football', spellings: ['2/1', '2-1', 'PK 2-1'], meaning: HTFT('2', '1') },
  { family: 'ht-ft', sport: 'football', spellings: ['X/1', 'X-1', 'PK X1'], meaning: HTFT('X', '1') },
  // goal ranges
  { family: 'goals', sport: 'football', spellings: ['0-1', 'UG 0-1', 'ug0-1'], meaning: UG(0, 1) },
  { family: 'goals', sport: 'football', spellings: ['2-3', 'UG 2-3', 'UG2-3'], meaning: UG(2, 3) },
  { family: 'goals', sport: 'football', spellings: ['4+', 'UG 4+', 'više 3.5'], meaning: UG(4, null) },
  {
    family: 'goals',
    sport: 'football',
    spellings: ['0-2', 'manje 2.5', 'under 2.5', 'u2.5'],
    meaning: UG(0, 2),
  },
  {
    family: 'goals',
    sport: 'football',
    spellings: ['3+', 'više 2.5', 'over 2.5', 'o2.5', 'preko 2.5'],
    meaning: UG(3, null),
  },
  // team goals
  {
    family: 'team-goals',
    sport: 'football',
    spellings: ['T1 2+', 'D 2+', 'tim 1 2+', 'domaćin 2+'],
    meaning: TG('home', 2, null),
  },
  {
    family: 'team-goals',
    sport: 'football',
    spellings: ['T2 0-1', 'tim 2 0-1', 'gost 0-1'],
    meaning: TG('away', 0, 1),
  },
  {
    family: 'team-goals',
    sport: 'football',
    spellings: ['T1 1+', 'D 1+', 'domaćin daje gol'],
    meaning: TG('home', 1, null),
  },
  {
    family: 'team-goals',
    sport: 'football',
    spellings: ['T2 1+', 'gost daje gol', 'T2 više 0.5'],
    meaning: TG('away', 1, null),
  },
  {
    family: 'team-goals',
    sport: 'football',
    spellings: ['I T1 1+', 'PP T1 1+'],
    meaning: TG('home', 1, null, 'H1'),
  },
  // BTTS
  {
    family: 'btts',
    sport: 'football',
    spellings: ['GG', 'gg', 'GG DA', 'btts', 'oba tima daju gol', 'both teams to score'],
    meaning: BTTS(true),
  },
  {
    family: 'btts',
    sport: 'football',
    spellings: ['NG', 'GG NE', 'btts no', 'nogol', 'both teams to score no'],
    meaning: BTTS(false),
  },
  {
    family: 'btts',
    sport: 'football',
    spellings: ['GG3+', 'GG&3+', 'gg 3+'],
    meaning: COMBO(BTTS(true), UG(3, null)),
  },
  // combinations
  {
    family: 'combo',
    sport: 'football',
    spellings: ['1&3+', '1&UG3+', '1 & 3+', 'kec&3+'],
    meaning: COMBO(R('1'), UG(3, null)),
  },
  {
    family: 'combo',
    sport: 'football',
    spellings: ['1&GG', '1 & GG', '1GG'],
    meaning: COMBO(R('1'), BTTS(true)),
  },
  {
    family: 'combo',
    sport: 'football',
    spellings: ['X2&0-2', 'X2 & 0-2'],
    meaning: COMBO(DC('X2'), UG(0, 2)),
  },
  {
    family: 'combo',
    sport: 'football',
    spellings: ['1/1&4+', 'PK 1-1&4+'],
    meaning: COMBO(HTFT('1', '1'), UG(4, null)),
  },
  // handicaps
  {
    family: 'handicap',
    sport: 'football',
    spellings: ['H1 -1', 'HEN 1 (-1)', 'hendikep 1 (-1)', '1 (-1)', 'H1 (-1)', '1 (0:1)'],
    meaning: H('home', -1),
  },
  {
    family: 'handicap',
    sport: 'football',
    spellings: ['H2 +1', 'HEN 2 (+1)', '2 (+1)', 'H2 (+1)', '2 (0:1)'],
    meaning: H('away', 1),
  },
  {
    family: 'handicap',
    sport: 'football',
    spellings: ['H2 +1.5', 'HEN 2 +1.5', '2 (+1.5)'],
    meaning: H('away', 1.5),
  },
  {
    family: 'handicap',
    sport: 'football',
    spellings: ['HX -1', 'H X (-1)', 'X (0:1)'],
    meaning: H('home', -1, 'european', { outcome: 'X' }),
  },
  {
    family: 'handicap',
    sport: 'football',
    spellings: ['AH1 -0.25', 'AH 1 -0.25', 'azijski hendikep 1 -0.25'],
    meaning: H('home', -0.25, 'asian'),
  },
  {
    family: 'handicap',
    sport: 'football',
    spellings: ['AH2 +0.5', 'AH 2 +0.5'],
    meaning: H('away', 0.5, 'asian'),
  },
  // negations
  { family: 'negation', sport: 'football', spellings: ['ne 1', 'not 1', 'NE 1'], meaning: NOT(R('1')) },
  { family: 'negation', sport: 'football', spellings: ['ne GG', 'not GG'], meaning: NOT(BTTS(true)) },
  { family: 'negation', sport: 'football', spellings: ['ne X', 'not X'], meaning: NOT(R('X')) },
  {
    family: 'negation',
    sport: 'football',
    spellings: ['ne GG3+', 'NE GG3+'],
    meaning: NOT(COMBO(BTTS(true), UG(3, null))),
  },
  { family: 'negation', sport: 'football', spellings: ['ne 1/1', 'ne PK 1-1'], meaning: NOT(HTFT('1', '1')) },
  // first goal, corners, cards
  {
    family: 'first-goal',
    sport: 'football',
    spellings: ['PG 1', 'prvi gol 1', 'PR 1'],
    meaning: { kind: 'first-goal', team: 'home' },
  },
  {
    family: 'first-goal',
    sport: 'football',
    spellings: ['PG 2', 'prvi gol 2'],
    meaning: { kind: 'first-goal', team: 'away' },
  },
  {
    family: 'corners-cards',
    sport: 'football',
    spellings: ['korneri više 9.5', 'kornera 10+', 'corners over 9.5', 'over 9.5 corners'],
    meaning: { kind: 'corners', min: 10, max: null },
  },
  {
    family: 'corners-cards',
    sport: 'football',
    spellings: ['kartoni više 4.5', 'kartoni 5+', 'cards over 4.5', 'više 4.5 kartona'],
    meaning: { kind: 'cards', min: 5, max: null },
  },
  // basketball
  {
    family: 'basketball',
    sport: 'basketball',
    spellings: ['ukupno više 165.5', 'više 165.5', 'over 165.5', 'ukupno poena više 165.5'],
    meaning: PTS(true, 165.5),
  },
  {
    family: 'basketball',
    sport: 'basketball',
    spellings: ['ukupno manje 158.5', 'manje 158.5', 'under 158.5'],
    meaning: PTS(false, 158.5),
  },
  {
    family: 'basketball',
    sport: 'basketball',
    spellings: ['H1 -5.5', 'hendikep 1 (-5.5)', '1 (-5.5)'],
    meaning: H('home', -5.5),
  },
  {
    family: 'basketball',
    sport: 'basketball',
    spellings: ['Q1 1', '1. četvrtina 1', '1Q 1'],
    meaning: R('1', 'Q1'),
  },
  {
    family: 'basketball',
    sport: 'basketball',
    spellings: ['I više 80.5', 'PP više 80.5', 'prvo poluvreme više 80.5'],
    meaning: PTS(true, 80.5, { period: 'H1' }),
  },
  {
    family: 'basketball',
    sport: 'basketball',
    spellings: ['T1 više 82.5', 'tim 1 više 82.5'],
    meaning: PTS(true, 82.5, { team: 'home' }),
  },
  // tennis
  {
    family: 'tennis',
    sport: 'tennis',
    spellings: ['2:0', 'TR 2:0', 'setovi 2:0'],
    meaning: { kind: 'set-score', home: 2, away: 0 },
  },
  {
    family: 'tennis',
    sport: 'tennis',
    spellings: ['2:1', 'TR 2:1'],
    meaning: { kind: 'set-score', home: 2, away: 1 },
  },
  {
    family: 'tennis',
    sport: 'tennis',
    spellings: ['0:2', 'TR 0:2'],
    meaning: { kind: 'set-score', home: 0, away: 2 },
  },
  {
    family: 'tennis',
    sport: 'tennis',
    spellings: ['S1 1', '1. set 1', 'prvi set 1', '1S 1'],
    meaning: R('1', 'S1'),
  },
  {
    family: 'tennis',
    sport: 'tennis',
    spellings: ['gemovi više 22.5', 'ukupno gemova više 22.5', 'više 22.5 gemova'],
    meaning: { kind: 'games-total', line: 22.5, over: true },
  },
  {
    family: 'tennis',
    sport: 'tennis',
    spellings: ['gemovi manje 21.5', 'ukupno gemova manje 21.5'],
    meaning: { kind: 'games-total', line: 21.5, over: false },
  },
  {
    family: 'tennis',
    sport: 'tennis',
    spellings: ['1&2:0', '1 & 2:0'],
    meaning: COMBO(R('1'), { kind: 'set-score', home: 2, away: 0 }),
  },
  // codes that differ between bookmakers (meaning without a bookmaker: the first reading, the other offered)
  {
    family: 'ambiguous',
    sport: 'football',
    spellings: ['1-2'],
    meaning: HTFT('1', '2'),
    byBookmaker: { ...by(HTFT_DASH, HTFT('1', '2')), ...by(GOALS_DASH, UG(1, 2)) },
  },
  {
    family: 'ambiguous',
    sport: 'football',
    spellings: ['2-2'],
    meaning: HTFT('2', '2'),
    byBookmaker: { ...by(HTFT_DASH, HTFT('2', '2')), ...by(GOALS_DASH, UG(2, 2)) },
  },
  {
    family: 'ambiguous',
    sport: 'football',
    spellings: ['G 2+', 'G2+'],
    meaning: TG('away', 2, null),
    byBookmaker: {
      ...by(['Mozzart', 'MaxBet', 'Balkan Bet', 'Merkur', 'Oktagon', 'Pinnbet'], TG('away', 2, null)),
      ...by(
        ['Superbet', 'Germania', 'PSK', 'SuperSport', 'Admiral', 'Meridian', 'Soccer', 'Wwin'],
        UG(2, null),
      ),
    },
  },
  {
    family: 'ambiguous',
    sport: 'football',
    spellings: ['ah11'],
    meaning: H('home', 1, 'asian'),
    byBookmaker: { Premier: H('home', -1, 'asian') },
  },
  { family: 'handicap', sport: 'football', spellings: ['hk15 1'], meaning: H('home', -1.5) },
  { family: 'handicap', sport: 'football', spellings: ['hk25 2'], meaning: H('away', 2.5) },
  // typed slang and English
  {
    family: 'slang-english',
    sport: 'football',
    spellings: ['kec', 'keca', 'home', 'home win', 'domaćin'],
    meaning: R('1'),
  },
  {
    family: 'slang-english',
    sport: 'football',
    spellings: ['iks', 'draw', 'nerešeno', 'x'],
    meaning: R('X'),
  },
  {
    family: 'slang-english',
    sport: 'football',
    spellings: ['dvojka', 'away', 'away win', 'gost'],
    meaning: R('2'),
  },
  {
    family: 'slang-english',
    sport: 'football',
    spellings: ['btts yes', 'oba daju gol', 'golgol'],
    meaning: BTTS(true),
  },
];

export const BOOKMAKERS = [...HTFT_DASH, ...GOALS_DASH];
