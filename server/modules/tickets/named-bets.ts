// Bets given by naming the teams instead of a code: the winner ("pobeđuje Alcaraz", "Sinner wins"), a
// selection ("Konačan ishod: Chelsea", "Inter or Draw"), a handicap or a period's winner ("Partizan -5.5",
// "prvi set Rublev"). Each reads the names the leg already has; none guesses a side it cannot tell.
import { lightFold } from '../../common/fold-name';
import { lookupName } from './gazetteer';
import { readPick, unknownPick, type ReadPick } from './picks';
import {
  alt,
  BET_HINT_WORDS,
  DRAW_WORDS,
  PERIOD_NAMES,
  PERIOD_WORD,
  PERIODS_SAID,
  NOT_LOSING,
  NOT_WINNING,
  SIDE_WORDS,
  WINNER,
  WINNER_AFTER,
} from './vocabulary/words';

/** Words of a team's name the other's does not share ("Manchester City" against "Manchester United": "city"). */
function ownWords(name: string, other: string): string[] {
  const others = new Set(lightFold(other).split(' '));
  return lightFold(name)
    .split(' ')
    .filter((w) => w.length >= 3 && !others.has(w));
}

/**
 * The outcome a phrase names: a team ('1', '2') by its own words, declined or not ("pobeda Zvezde"), or the draw
 * ('X'); null for none or two, and for a phrase that says more than who wins ("Chelsea dobija prvo poluvreme",
 * "Zvezda daje gol", "Chelsea ne gubi").
 */
function namedOutcome(phrase: string, home: string, away: string): '1' | '2' | 'X' | null {
  const said = lightFold(phrase).split(' ');
  const more = (w: string) => (BET_HINT_WORDS.has(w) && !WINNER_WORD.test(w)) || NOT_WORD.test(w);
  if (said.some(more) || PERIOD_WORD.test(phrase)) return null;
  const named = (own: string[]) => own.some((o) => said.some((w) => w === o || declined(w, o)));
  const h = named(ownWords(home, away));
  const a = named(ownWords(away, home));
  const d = DRAW_WORDS.test(phrase);
  if (Number(h) + Number(a) + Number(d) !== 1) return null;
  return h ? '1' : a ? '2' : 'X';
}

/** One word of the winner's ("pobeda", "wins", "to", "win"), folded. */
const WINNER_WORD = new RegExp(`^(?:${WINNER}|to|win)$`, 'iu');
/** A negation or a team's loss ("ne gubi", "not", "prima gol"): a bet of its own, never the named side's win. */
const NOT_WORD = /^(?:ne|not|gubi|izgubi|lose|loses|prima|primi)$/u;

const DOUBLE_CHANCE: Record<string, string> = { '1X': '1X', '2X': 'X2', '12': '12' };

/**
 * A selection that names the teams ("Arsenal", "Partizan ili neriješeno", "Draw or Chelsea") → its code: one
 * outcome, or the double chance of two; null when it names neither or something else.
 */
export function selectionCode(selection: string, home: string, away: string): string | null {
  const parts = selection.split(/\s+(?:ili|or)\s+|\s*\/\s*/iu);
  const outcomes = parts.map((p) => namedOutcome(p, home, away));
  if (outcomes.some((o) => o === null) || parts.length > 2) return null;
  if (parts.length === 1) return outcomes[0];
  return outcomes[0] === outcomes[1] ? null : DOUBLE_CHANCE[[...outcomes].sort().join('')];
}

/**
 * A selection naming a team, alone or in a combination ("Arsenal", "Arsenal ili nerešeno", "Arsenal i 3+
 * golova") → its bet; null when a part names no team and is no bet, or a team is named beside a number
 * ("Arsenal -1.5" is a handicap: namedSidePick's).
 */
export function namedSelection(selection: string, home: string, away: string): ReadPick | null {
  const parts = selection.split(/\s+(?:i|and)\s+|\s*&\s*/iu);
  const codes = parts.map((p) => (/[+-]\d|\d[.,]\d|\d\+/.test(p) ? null : selectionCode(p, home, away)));
  if (parts.length === 1) return codes[0] ? readPick(codes[0]) : null;
  if (!codes.some(Boolean)) return null;
  return readPick(parts.map((p, i) => codes[i] ?? p).join(' & '));
}

/**
 * "… Inter or Draw", "… Bayern ili X", "Brighton/Draw": a double chance said by naming the teams, anywhere on
 * the leg's lines; "HT/FT Draw/Porto", "Draw No Bet - Arsenal": those markets' selections by name.
 */
export function namedDoubleChance(context: string, home: string, away: string): string | null {
  const market = NAMED_MARKET.exec(context);
  if (market) {
    const [first, second] = market[2].split(/\s*\/\s*/);
    const [ht, ft] = [namedOutcome(first, home, away), second && namedOutcome(second, home, away)];
    if (market[1].toLowerCase().includes('draw no bet') || /^(?:dnb|bez remija)$/i.test(market[1]))
      return ht && ht !== 'X' && !second ? `DNB ${ht}` : null;
    return ht && ft ? `PK ${ht}-${ft}` : null;
  }
  // "A or B" anywhere; "A/B" only with the draw on one side ("Brighton/Draw"): "Zvezda / Radnički" is the match.
  for (const [re, slash] of [
    [OR_PAIR, false],
    [SLASH_PAIR, true],
  ] as const) {
    const m = re.exec(context);
    if (!m) continue;
    const [left, right] = [m[1].split(/\s+/), m[2].split(/\s+/)];
    for (let k = 1; k <= left.length; k++)
      for (let j = 1; j <= right.length; j++) {
        const code = selectionCode(
          `${left.slice(-k).join(' ')} ili ${right.slice(0, j).join(' ')}`,
          home,
          away,
        );
        if (code && code.length === 2 && !(slash && code === '12')) return code;
      }
  }
  return null;
}

const WORDS_3 = "((?:[\\p{L}\\d.'’]+\\s+){0,2}[\\p{L}\\d.'’]+)";
const OR_PAIR = new RegExp(`${WORDS_3}\\s+(?:ili|or)\\s+([\\p{L}\\d.'’]+(?:\\s+[\\p{L}\\d.'’]+){0,2})`, 'iu');
const SLASH_PAIR = new RegExp(`${WORDS_3}\\s*\\/\\s*([\\p{L}\\d.'’]+(?:\\s+[\\p{L}\\d.'’]+){0,2})`, 'iu');

/**
 * A bet whose side is given by naming the team: a handicap ("Partizan -5.5", "Sinner -3.5 gema") or a period's
 * winner ("prvi set Rublev"); `said` is the words that named the team.
 */
export function namedSidePick(
  context: string,
  home: string,
  away: string,
): { pick: ReadPick; said: string } | null {
  const side = (all: string[], from: 'end' | 'start') => {
    // "Rabotnicki hendikep -1": the market's own words name no side.
    const words = all.filter((w) => !BET_HINT_WORDS.has(lightFold(w)));
    // "domaćin neće izgubiti": the side said by its role, never the away team's name before it.
    const edge = (from === 'end' ? words.at(-1) : words[0]) ?? '';
    const role = SIDE_WORDS.home.test(edge) ? '1' : SIDE_WORDS.away.test(edge) ? '2' : null;
    if (role) return { outcome: role, said: edge };
    for (let k = 1; k <= words.length; k++) {
      const said = (from === 'end' ? words.slice(-k) : words.slice(0, k)).join(' ');
      const outcome = namedOutcome(said, home, away);
      if (outcome) return outcome === 'X' ? null : { outcome, said };
    }
    return null;
  };
  const asian = /(?<!\p{L})(?:asian|azijski)(?!\p{L})/iu.test(context) ? 'AH' : '';
  for (const m of context.matchAll(NAMED_HANDICAP)) {
    const named = side(m[1].split(/\s+/), 'end');
    // Written as a handicap's code: "2 -1" alone reads as the half-time/full-time 2-1.
    const pick = named && readPick(`${asian || 'H'}${named.outcome} ${m[2].replace(',', '.')}`);
    if (named && pick) return { pick, said: named.said };
  }
  // "Bayern - Dortmund Bayern Over 1.5 goals", "Torino Team Total Under 1.5": a team's own goals, when the team
  // is named again before the line (right after the away name, "Rangers Over 2.5" is the match's total).
  for (const m of context.matchAll(NAMED_TOTAL)) {
    const named = side(m[1].split(/\s+/), 'end');
    // The whole name, said twice: "Real Madrid - Atletico Madrid Over 2.5" names no team's total.
    const whole = named && lightFold(named.said) === lightFold(named.outcome === '1' ? home : away);
    const again = whole && lightFold(context).split(lightFold(named.said)).length > 2;
    const over = /^(?:over|više|vise|preko)$/iu.test(m[2]);
    const pick = again && readPick(`T${named.outcome} ${over ? 'više' : 'manje'} ${m[3].replace(',', '.')}`);
    if (named && pick) return { pick, said: named.said };
  }
  // "Bayern - Leipzig Bayern daje 2+", "Zvezda daje gol": the named team's own goals.
  for (const m of context.matchAll(NAMED_TEAM_GOALS)) {
    const named = side(m[1].split(/\s+/), 'end');
    const pick = named && readPick(`T${named.outcome} ${m[2] ?? 1}+`);
    if (named && pick) return { pick, said: named.said };
  }
  // "prvi gol Chelsea", "Chelsea daje prvi gol": the named team scores first.
  for (const [re, from] of [
    [NAMED_FIRST_GOAL_AFTER, 'start'],
    [NAMED_FIRST_GOAL_BEFORE, 'end'],
  ] as const) {
    const m = re.exec(context);
    const named = m && side(m[1].trim().split(/\s+/), from);
    const pick = named && readPick(`prvi gol ${named.outcome}`);
    if (named && pick) return { pick, said: named.said };
  }
  // "Chelsea ne gubi": the named team wins or draws; "domaćin ne pobeđuje": it draws or loses.
  for (const [re, home, away] of [
    [NAMED_NOT_LOSING, '1X', 'X2'],
    [NAMED_NOT_WINNING, 'X2', '1X'],
  ] as const)
    for (const m of context.matchAll(re)) {
      const named = side(m[1].split(/\s+/), 'end');
      const pick = named && readPick(named.outcome === '1' ? home : away);
      if (named && pick) return { pick, said: named.said };
    }
  const m = NAMED_PERIOD.exec(context);
  const named = m && side(m[2].trim().split(/\s+/), 'start');
  const pick = named && readPick(`${m[1]} ${named.outcome}`);
  return named && pick ? { pick, said: named.said } : null;
}

const NAME_RUN = "((?:[\\p{L}.'’]+\\s+){0,2}[\\p{L}.'’]+)";
const NAMED_HANDICAP = new RegExp(`${NAME_RUN}\\s+([+-]\\d+(?:[.,]\\d+)?)(?![\\d.,])`, 'gu');
const NAMED_TOTAL = new RegExp(
  `((?:(?!team\\b|total\\b)[\\p{L}.'’]+\\s+){0,2}(?!team\\b|total\\b)[\\p{L}.'’]+)\\s+(?:team\\s+)?(?:total\\s+)?(over|under|više|vise|manje|preko)\\s+(\\d+(?:[.,]\\d+)?)`,
  'giu',
);
const NAMED_TEAM_GOALS = new RegExp(
  `${NAME_RUN}\\s+(?:daje|dati|postiže|postize|scores)\\s+(?:(\\d)\\s*(?:\\+|ili više|ili vise|i više|i vise|plus)|(?:a\\s+)?(?:gol|goal)(?!\\p{L}))`,
  'giu',
);
const FIRST_GOAL = '(?:prvi gol|first goal|1st goal)';
const NAMED_FIRST_GOAL_AFTER = new RegExp(
  `(?<!\\p{L})${FIRST_GOAL}\\s*:?\\s+((?:[\\p{L}.'’]+\\s*){1,3})`,
  'iu',
);
const NAMED_FIRST_GOAL_BEFORE = new RegExp(
  `${NAME_RUN}\\s+(?:daje prvi gol|postiže prvi gol|postize prvi gol|scores first|to score first)(?!\\p{L})`,
  'iu',
);
const NAMED_NOT_LOSING = new RegExp(`${NAME_RUN}\\s+(?:${alt(NOT_LOSING)})(?!\\p{L})`, 'giu');
const NAMED_NOT_WINNING = new RegExp(`${NAME_RUN}\\s+(?:${alt(NOT_WINNING)})(?!\\p{L})`, 'giu');
const NAMED_MARKET =
  /(half[- ]?time\s*\/\s*full[- ]?time|ht\s*\/\s*ft|poluvreme\s*\/\s*kraj|poluvrijeme\s*\/\s*kraj|draw no bet|dnb|bez remija)\s*[:-]?\s*((?:[\p{L}\d.'’]+\s?){1,3}(?:\/\s*(?:[\p{L}\d.'’]+\s?){1,3})?)/iu;
const NAMED_PERIOD = new RegExp(`(${PERIOD_NAMES})\\s+((?:[\\p{L}.'’]+\\s*){1,3})`, 'iu');
export const PERIOD_NAMES_END = new RegExp(`\\s*(?:${PERIOD_NAMES})$`, 'iu');

/**
 * "Dortmund Bayern" (of "Bayern - Dortmund Bayern Over 1.5"), "Torino Torino Team" (of "Lazio - Torino Torino
 * Team Total Under 1.5", "Leipzig Bayern daje" of "… Bayern daje 2+"): the away name without a team named again
 * after it for its own bet.
 */
export function withoutNamedAgain(away: string, home: string): string {
  const words = away.replace(/(?:\s+(?:team|total|daje|dati|postiže|postize|scores))+$/iu, '').split(' ');
  const homeWords = lightFold(home).split(' ');
  const tail = words.slice(-homeWords.length).map(lightFold);
  if (words.length > homeWords.length && tail.join(' ') === homeWords.join(' '))
    return words.slice(0, -homeWords.length).join(' ');
  // The home team by its short name ("Partizan zvezda" of "Crvena zvezda - Partizan zvezda daje gol"): only
  // where the away name is known without it and not with it ("Real Madrid" after "Atletico Madrid" stays).
  const rest = words.slice(0, -1).join(' ');
  const last = lightFold(words.at(-1) ?? '');
  if (words.length > 1 && homeWords.includes(last) && !lookupName(words.join(' ')) && lookupName(rest))
    return rest;
  const half = words.length / 2;
  const twice =
    Number.isInteger(half) &&
    words.slice(0, half).map(lightFold).join(' ') === words.slice(half).map(lightFold).join(' ');
  return (twice ? words.slice(0, half) : words).join(' ');
}

/** "Dortmund Bayern ili" (of "Bayern - Dortmund Bayern ili X"): the away name without the selection it took in. */
export function withoutSelection(away: string, home: string): string {
  const words = away.split(' ');
  if (!/^(?:ili|or)$/iu.test(words.at(-1) ?? '')) return away;
  words.pop();
  const homeWords = new Set(lightFold(home).split(' '));
  while (words.length > 1) {
    const last = words.at(-1)!;
    const again = words.slice(0, -1).some((w) => lightFold(w) === lightFold(last));
    if (!homeWords.has(lightFold(last)) && !DRAW_WORDS.test(last) && !again) break;
    words.pop();
  }
  return words.join(' ');
}

const WINNER_WORDS = new RegExp(`^(?:${WINNER}|tip|na)(?!\\p{L})\\s*:?\\s*`, 'iu');
/** The winner named anywhere in the leg's text, the name after the word ("… pobednik Đoković 1.65"). */
const WINNER_NAMED = new RegExp(
  `(?<!\\p{L})(?:${WINNER})(?!\\p{L})\\s*:?\\s*(\\p{L}[\\p{L}.'’-]*(?:\\s+\\p{L}[\\p{L}.'’-]*)?)`,
  'iu',
);

/**
 * The winner named instead of a code: another cell of the leg that is one of the two names ("pobeđuje
 * Alcaraz"), the home name repeated after the away one with nothing between them ("Alcaraz - Sinner
 * Alcaraz"), or a winner's word and a name anywhere on the leg's lines ("pobednik Đoković").
 */
export function namedWinner(
  teams: { home: string; away: string },
  candidates: { text: string }[],
  context: string,
): { side: '1' | '2'; home?: string; away?: string } | null {
  const fold = (t: string) =>
    t
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(WINNER_AFTER, '')
      .trim();
  const is = (text: string, name: string) => {
    const [t, n] = [fold(text.replace(WINNER_WORDS, '')), fold(name)];
    return (
      !!t &&
      (t === n ||
        n.split(' ').includes(t) ||
        // Its first word that is no initial ("C. Alcaraz" and "C. Ruud" share only the "C.").
        t.split(' ').includes(n.split(' ').find((w) => !/^\p{L}\.?$/u.test(w)) ?? n) ||
        n.split(' ').some((w) => declined(t, w)))
    );
  };
  for (const c of candidates) {
    if (c.text.includes(teams.home) && c.text.includes(teams.away)) continue;
    if (is(c.text, teams.home) && !is(c.text, teams.away)) return { side: '1' };
    if (is(c.text, teams.away) && !is(c.text, teams.home)) return { side: '2' };
  }
  const words = teams.away.split(' ');
  for (let k = 1; k < words.length; k++) {
    const [rest, tail] = [words.slice(0, k).join(' '), words.slice(k).join(' ').replace(WINNER_WORDS, '')];
    if (fold(tail) === fold(teams.home)) return { side: '1', away: rest };
    if (fold(tail) === fold(rest)) return { side: '2', away: rest };
  }
  // "Fritz to win vs Paul", "Paul - Fritz wins": the winner's words after one of the two names.
  for (const [side, name] of [
    ['1', teams.home],
    ['2', teams.away],
  ] as const) {
    const bare = name.replace(WINNER_AFTER, '');
    if (bare !== name && bare) return { side, ...(side === '1' ? { home: bare } : { away: bare }) };
  }
  // A market word cut the name off the cell ("Medvedev pobednik Đoković"): the line still names the winner.
  const said = WINNER_NAMED.exec(context)?.[1];
  // "Sinner pobeđuje Alcaraza": a winner's word split into a name makes the names themselves a guess.
  if (said && !WINNER_NAMED.test(`${teams.home} ${teams.away} x`)) {
    const [h, a] = [is(said, teams.home), is(said, teams.away)];
    if (h !== a) return { side: h ? '1' : '2' };
  }
  return null;
}

/** The period said in words in a text, with the phrase the vocabulary reads before an outcome. */
const periodSaid = (text: string) => PERIODS_SAID.find(([re]) => re.test(text));

/**
 * "Chelsea dobija prvo poluvreme", "pobeda Chelsea u prvom poluvremenu", "prvo poluvreme neriješeno": a period's
 * result said in words with the side named; null when the words name no one side or say more.
 */
export function namedPeriodResult(said: string, home: string, away: string): ReadPick | null {
  const period = periodSaid(said);
  const outcome = period && namedOutcome(said.replace(period[0], ' '), home, away);
  return period && outcome ? readPick(`${period[1]} ${outcome}`) : null;
}

/**
 * The named winner's bet: the match's result, or a period's where one is said beside it ("Chelsea dobija prvo
 * poluvreme" is I 1). A period it cannot place makes the words after the names an unknown bet, asked.
 */
export function winnerPick(side: '1' | '2', context: string, away: string): ReadPick {
  const said = periodSaid(context)?.[1];
  const inPeriod = said ? readPick(`${said} ${side}`) : null;
  if (inPeriod) return inPeriod;
  if (!PERIOD_WORD.test(context)) return readPick(side)!;
  const at = away ? context.toLowerCase().lastIndexOf(away.toLowerCase()) : -1;
  const typed = (at < 0 ? context : context.slice(at + away.length)).replace(/\s+@?\d+[.,]\d.*$/u, '').trim();
  return unknownPick(typed || context);
}

/**
 * A name in another case, as Serbian and Croatian decline it ("pobeda Sinnera", "Đokovića", "Sabalenke"): the
 * name, less a final vowel, and an ending of one or two letters. Names of four letters or fewer are not guessed.
 */
function declined(text: string, name: string): boolean {
  if (name.length < 5) return false;
  const stem = name.replace(/[aeiou]$/, '');
  return (
    text.startsWith(stem) && text.length > name.length - 1 && text.length - stem.length <= 2 && text !== stem
  );
}
