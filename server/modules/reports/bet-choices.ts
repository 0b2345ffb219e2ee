import { isDeepStrictEqual } from 'node:util';
import type { Lang } from '../../common/lang';
import { pickInWords, readPick, unambiguousCode } from '../tickets/picks';
import type { Outcome, Pick } from '../tickets/types';

/**
 * The bets the review offers when the reader did not understand a pick (or the user wants another): grouped by
 * market family, each as a code that reads back as exactly that bet and the bet in the user's words. The screen
 * names the families (app/locales analysis.bets) and filters as the user types.
 */
export type BetFamily =
  | 'result'
  | 'doubleChance'
  | 'goals'
  | 'btts'
  | 'teamGoals'
  | 'halves'
  | 'htFt'
  | 'handicap'
  | 'combos'
  | 'firstGoal';

export interface BetChoice {
  code: string;
  words: string;
}

const OUTCOMES: Outcome[] = ['1', 'X', '2'];
const result = (outcome: Outcome, period: 'FT' | 'H1' | 'H2' = 'FT'): Pick => ({
  kind: 'result',
  period,
  outcome,
});
const goals = (min: number, max: number | null, period: 'FT' | 'H1' | 'H2' = 'FT'): Pick => ({
  kind: 'total-goals',
  period,
  min,
  max,
});
const teamGoals = (team: 'home' | 'away', min: number, max: number | null): Pick => ({
  kind: 'team-goals',
  team,
  min,
  max,
});
const GG: Pick = { kind: 'btts', yes: true };

const FAMILIES: [BetFamily, Pick[]][] = [
  ['result', OUTCOMES.map((o) => result(o))],
  [
    'doubleChance',
    (['1X', 'X2', '12'] as const).map((outcomes) => ({ kind: 'double-chance', period: 'FT', outcomes })),
  ],
  [
    'goals',
    [
      [0, 1],
      [0, 2],
      [1, 2],
      [1, 3],
      [2, 3],
      [2, 4],
      [1, null],
      [2, null],
      [3, null],
      [4, null],
      [5, null],
    ].map(([min, max]) => goals(min!, max)),
  ],
  ['btts', [GG, { kind: 'btts', yes: false }, { kind: 'btts', yes: true, period: 'H1' }]],
  [
    'teamGoals',
    (['home', 'away'] as const).flatMap((team) => [
      teamGoals(team, 1, null),
      teamGoals(team, 2, null),
      teamGoals(team, 3, null),
      teamGoals(team, 0, 1),
    ]),
  ],
  [
    'halves',
    [
      ...OUTCOMES.map((o) => result(o, 'H1')),
      goals(1, null, 'H1'),
      goals(2, null, 'H1'),
      goals(0, 1, 'H1'),
      ...OUTCOMES.map((o) => result(o, 'H2')),
      goals(1, null, 'H2'),
      goals(2, null, 'H2'),
    ],
  ],
  ['htFt', OUTCOMES.flatMap((ht) => OUTCOMES.map((ft): Pick => ({ kind: 'ht-ft', ht, ft })))],
  [
    'handicap',
    [
      ...(
        [
          ['home', -1],
          ['home', -2],
          ['home', 1],
          ['away', -1],
          ['away', 1],
          ['away', 2],
        ] as const
      ).map(([team, line]): Pick => ({ kind: 'handicap', team, line, style: 'european' })),
      { kind: 'handicap', team: 'home', line: -1, style: 'european', outcome: 'X' },
    ],
  ],
  [
    'combos',
    [
      { kind: 'combo', parts: [result('1'), goals(3, null)] },
      { kind: 'combo', parts: [result('2'), goals(3, null)] },
      { kind: 'combo', parts: [result('1'), GG] },
      { kind: 'combo', parts: [result('2'), GG] },
      { kind: 'combo', parts: [GG, goals(3, null)] },
      { kind: 'combo', parts: [{ kind: 'double-chance', period: 'FT', outcomes: '1X' }, goals(2, null)] },
      { kind: 'combo', parts: [{ kind: 'double-chance', period: 'FT', outcomes: 'X2' }, goals(2, null)] },
    ],
  ],
  ['firstGoal', (['home', 'away', 'none'] as const).map((team): Pick => ({ kind: 'first-goal', team }))],
];

/** Only the bets whose code the reader reads back as the same bet: what the user picks is what is analysed. */
function choicesOf(picks: Pick[], lang: Lang): BetChoice[] {
  return picks.flatMap((pick) => {
    const code = unambiguousCode(pick);
    const back = code ? readPick(code)?.parsed : null;
    return code && back && isDeepStrictEqual(back, pick) ? [{ code, words: pickInWords(pick, lang) }] : [];
  });
}

const built = new Map<Lang, { family: BetFamily; choices: BetChoice[] }[]>();

export function betChoices(lang: Lang): { family: BetFamily; choices: BetChoice[] }[] {
  let list = built.get(lang);
  if (!list) {
    list = FAMILIES.map(([family, picks]) => ({ family, choices: choicesOf(picks, lang) })).filter(
      (f) => f.choices.length,
    );
    built.set(lang, list);
  }
  return list;
}
