import { readPick } from './picks';
import { inferSport } from './sport';
import type { Leg, TicketStructure } from './types';

/**
 * OCR text of a photographed ticket → legs. Works by anchors, not by one layout: a leg ends at the line
 * that carries its odds ("Kvota: 2,28", "Tečaj: 1,28", or a trailing decimal); its teams are a "Home - Away"
 * line above it, two name lines above it (app cards), or the same line (web tables, after league and time).
 */
const TOTALS =
  /(ukupn[aio]\s*(kvota|tečaj|tecaj)|uplata|ulog|dobitak|isplata|manipulativn|broj parova|za igru|bonus)/i;
const ODDS_AT_END = /(\d{1,3}[.,]\d{2})\s*$/;
// "22.11." ends in a dot, after which there is no word boundary: the year, when there is one, has its own.
const DATE_TIME = /\b\d{1,2}\.\d{1,2}\.(?:\d{2,4}\b)?|\b\d{1,2}:\d{2}(:\d{2})?\b/g;
const MARKET_WORDS =
  /\b(konačan|konacan|konačni|konacni|ishod|oba tima|dupla|dvostruka|šansa|sansa|ukupno|prv[oi] pol[a-z]*|drug[oi] pol[a-z]*|poluvreme|poluvrijeme|golovi|golova|pobednik|pobjednik|golgol|hendikep|tim \d|prvi gol|oklada|igra)\b/i;
const LEAGUE_WORDS =
  /^(liga|superliga|super|premijer|premier|prva|prvaliga|bundesliga|serija|serie|a|la|ligue|1|2|hnl|sampiona|šampiona|prvaka|evroliga|euroliga|aba|atp|wta|nba|eredivisie|konferencijska|evropska|europska|primeira|super lig|championship)$/i;

// League words no club name starts with, so a row's league can be told from its home team without a dash.
const LEAGUE_ONLY =
  /^(liga|superliga|bundesliga|evroliga|euroliga|eurocup|evrokup|aba|nba|atp|wta|hnl|eredivisie|ligue|championship)$/i;

const odd = (s: string) => Number(s.replace(',', '.'));

function fixOcr(line: string): string {
  // Common confusions in numbers: O for 0, l/I for 1, S for 5 inside digit runs ("1,S5", "2.4S", "S,20").
  return line
    .replace(/(?<=\d)[Oo](?=[\d.,])|(?<=[\d.,])[Oo](?=\d)/g, '0')
    .replace(/(?<=\d[.,])[lI](?=\d)|(?<=\d)[lI](?=[.,]\d)/g, '1')
    .replace(/(?<=\d)S(?=\d|[.,]\d)|(?<=\d[.,]\d?)S(?!\p{L})|(?<![\p{L}\d.,])S(?=[.,]\d{2}(?!\d))/gu, '5')
    .replace(/×/g, 'X');
}

/**
 * A pick OCR read with a 0 for the X ("Tip: 0", "0 2", "1-0"): tried only when the text as read is no pick,
 * and only on codes made of 1, 2 and X, so "UG 0-2" keeps its 0.
 */
function readOcrPick(text: string): ReturnType<typeof readPick> {
  const t = text.trim();
  return /^[012xX]\s?[012xX]?$|^[012xX]\s*[-/]\s*[012xX]$/.test(t) && t.includes('0')
    ? readPick(t.replace(/0/g, 'X').replace(/\s+/g, ''))
    : null;
}

export function structureTicketText(text: string): TicketStructure {
  const lines = text
    .split(/\r?\n/)
    .map((l) =>
      fixOcr(
        l
          .replace(/[|•®@©]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    )
    .filter(Boolean);
  const legs: Leg[] = [];
  let consumedUpTo = -1;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (TOTALS.test(line)) continue;
    // "Kvota:" with its number wrapped onto the next line: a line of no words, or the rest of the market and
    // pick cells after "Tip: … Kvota:". (A table's "KVOTA" column heading is followed by a whole row instead,
    // which is a leg of its own.)
    const start = i; // the leg's teams are looked for above its first line, not above the wrapped one
    const label = /\s*(kvota|tečaj|tecaj)\s*:?\s*$/i.exec(line);
    const next = lines[i + 1];
    if (label && next && ODDS_AT_END.test(next)) {
      if (!/\p{L}/u.test(next)) {
        line = `${line} ${next}`;
        i++;
      } else if (/\btip\s*:/i.test(line) && /:\s*$/.test(line)) {
        line = `${line.slice(0, label.index)} ${next}`;
        i++;
      }
    }
    // Photos add junk after the odds ("Tečaj: 1,57 ee 0 ee"): behind "Tip:", the last decimal followed by no
    // word of four letters is the odds.
    if (!ODDS_AT_END.test(line) && /\btip\s*:?/i.test(line)) {
      const decimals = [...line.matchAll(/\d{1,3}[.,]\d{2}(?!\d)/g)];
      const last = decimals.at(-1);
      if (last && !/\p{L}{4}/u.test(line.slice(last.index + last[0].length)))
        line = line.slice(0, last.index + last[0].length);
    }
    const m = ODDS_AT_END.exec(line);
    if (!m) continue;
    const odds = odd(m[1]);
    if (!(odds > 1 && odds < 1000)) continue;
    // The odds' own label ("Kvota:", "Tečaj:", or OCR's "Teéaj:") is any last word followed by a colon.
    const body = line
      .slice(0, m.index)
      .replace(/(^|\s)\p{L}{3,12}\s*:\s*$/u, '')
      .trim();
    const read = readLeg(body, lines, start, consumedUpTo);
    if (!read) continue;
    const { from, ...leg } = read;
    legs.push({ ...leg, odds, sport: inferSport(leg, lines.slice(from, i + 1).join(' ')) });
    consumedUpTo = i;
  }
  const totals = readTotals(lines);
  return { legs: repairOneOdd(legs, totals.totalOdds), ...totals };
}

/** A leg without its odds, and `from`: the first line it was read from (its league or teams line). */
function readLeg(
  body: string,
  lines: string[],
  i: number,
  consumedUpTo: number,
): (Omit<Leg, 'odds'> & { from: number }) | null {
  const tipIndex = body.search(/\btip\s*:/i);
  let pickText: string;
  let before: string;
  if (tipIndex >= 0) {
    before = body
      .slice(0, tipIndex)
      .replace(/oklada\s*:/i, '')
      .trim();
    pickText = body
      .slice(tipIndex)
      .replace(/^tip\s*:\s*/i, '')
      .trim();
    pickText = pickAfterTip(pickText);
  } else {
    const tokens = body.split(' ');
    let found = -1;
    for (let take = Math.min(4, tokens.length); take >= 1 && found < 0; take--) {
      const candidate = tokens.slice(tokens.length - take).join(' ');
      if (readPick(candidate) ?? readOcrPick(candidate)) found = tokens.length - take;
    }
    if (found < 0) return null;
    pickText = tokens.slice(found).join(' ');
    before = tokens.slice(0, found).join(' ');
  }
  const pick =
    readPick(firstHalfCode(before, pickText)) ??
    readPick(pickText) ??
    readPick(pickText.replace(/\s+/g, '')) ??
    readOcrPick(pickText);
  if (!pick) return null;

  // Teams on the same line (web rows): "1 08.11. 13:30 Srbija - Superliga Partizan - Železničar Pančevo Oba tima daju gol".
  const inline = teamsInline(before);
  if (inline) return { ...inline, market: pick.market, pick: pick.code, parsed: pick.parsed, from: i };

  // Teams above: a "Home - Away" line (perhaps wrapped), or two name lines (app cards), skipping lines of
  // earlier legs.
  const prev = (k: number) => (i - k > consumedUpTo ? lines[i - k] : undefined);
  const p1 = prev(1);
  const p2 = prev(2);
  let home: string | undefined;
  let away: string | undefined;
  let header = i;
  const wrapped = p1 && p2 ? wrappedPair(p2, p1) : null;
  const pair = p1 && splitTeams(p1);
  if (wrapped) {
    [home, away] = wrapped;
    header = i - 3;
  } else if (pair) {
    [home, away] = pair;
    header = i - 2;
  } else if (p1 && p2 && isName(p1) && isName(p2)) {
    [home, away] = [p2, p1];
    header = i - 3;
  }
  if (!home || !away) return null;
  const from = Math.max(header, consumedUpTo + 1);
  const { league, kickoff } = readHeader(from === header ? lines[header] : undefined);
  return { home, away, league, kickoff, market: pick.market, pick: pick.code, parsed: pick.parsed, from };
}

/**
 * The printed total is the product of the legs' odds (rounded). When it is not, and exactly one leg's odds
 * can be changed in a single character (an OCR misread: 1.81 for 1.87, 7.45 for 1.45) to make the product
 * agree, that leg is repaired and keeps what was read. Anything less certain is left as read.
 */
export function repairOneOdd(legs: Leg[], total: number | undefined): Leg[] {
  if (!total || legs.length < 2) return legs;
  const product = legs.reduce((p, l) => p * l.odds, 1);
  const agrees = (p: number) => Math.abs(p - total) <= Math.max(0.01, total * 0.002);
  if (agrees(product)) return legs;
  const fixes = legs.flatMap((leg, i) => {
    const needed = Math.round((total / (product / leg.odds)) * 100) / 100;
    const others = product / leg.odds;
    return needed > 1 && agrees(others * needed) && oneCharApart(leg.odds.toFixed(2), needed.toFixed(2))
      ? [{ i, needed }]
      : [];
  });
  if (fixes.length !== 1) return legs;
  const [{ i, needed }] = fixes;
  return legs.map((l, k) => (k === i ? { ...l, odds: needed, oddsReadAs: l.odds } : l));
}

/** Same length and one differing character ("1.81" / "1.87"). */
function oneCharApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) diff++;
  return diff === 1;
}

/**
 * The pick in what follows "Tip:", which can carry more: a wrapped market cell ("produžetke) 2"), a unit word
 * ("ukupno 162.5 poena manje"), or the odds' OCR-damaged label ("UG 0.2 Teta):"). The longest readable run
 * from the start wins, then from the end.
 */
function pickAfterTip(text: string): string {
  const tidy = text
    .replace(/\s+(poena|golova|gola)\b/gi, '')
    .replace(/^(ug)\s*(\d)[.,](\d)\b/i, '$1 $2-$3')
    .replace(/^tip\s*:?\s*/i, '');
  const tokens = tidy.split(' ').filter(Boolean);
  for (let take = tokens.length; take >= 1; take--) {
    const head = tokens.slice(0, take).join(' ');
    if (readPick(head) ?? readOcrPick(head)) return head;
  }
  for (let take = Math.min(4, tokens.length - 1); take >= 1; take--) {
    const tail = tokens.slice(tokens.length - take).join(' ');
    if (readPick(tail)) return tail;
  }
  return text;
}

/**
 * A "Home - Away" line that narrow paper or a long name broke in two: a dash or a hyphenated word left at the
 * end of the first ("Borussia Mönchengladbach -" / "Bayern", "PARIS SAINT-" / "GERMAIN - LYON"), the away
 * team's last word moved down ("Borussia Mönchengladbach - Bayern" / "München"), or the home team's first
 * word left alone above ("Manchester" / "United - Chelsea").
 */
function wrappedPair(first: string, second: string): [string, string] | null {
  if (/\p{L}-$/u.test(first)) return splitTeams(`${first}${second}`);
  if (/\s[-–]$/.test(first)) return isName(second) ? splitTeams(`${first} ${second}`) : null;
  if (isFragment(second) && splitTeams(first)) return splitTeams(`${first} ${second}`);
  if (isFragment(first) && splitTeams(second)) return splitTeams(`${first} ${second}`);
  return null;
}

// Lines over a leg that are not part of a name: sport and league headings, the ticket's own header.
const NOT_A_NAME =
  /\b(fudbal|nogomet|košarka|kosarka|tenis|rukomet|odbojka|hokej|tiket|listić|listic|datum|broj|kladionica|sport)\b/i;

/** A line that can only be a piece of a team's name: one or two words, no digits, nothing else it could be. */
const isFragment = (line: string) =>
  isName(line) &&
  !/[\d:]/.test(line) &&
  line.split(' ').length <= 2 &&
  !splitTeams(line) &&
  !NOT_A_NAME.test(line) &&
  !line.split(' ').some((w) => LEAGUE_ONLY.test(w) || /^(liga|lig|kup|cup)$/i.test(w));

function splitTeams(line: string): [string, string] | null {
  if (DATE_TIME.test(line)) {
    DATE_TIME.lastIndex = 0;
    return null;
  }
  const m = /^(.+?)\s+(?:-|–|vs\.?|x)\s+(.+)$/i.exec(line);
  if (!m || MARKET_WORDS.test(line) || TOTALS.test(line)) return null;
  const [home, away] = [clean(m[1]), clean(m[2])];
  return home && away && /\p{L}{2}/u.test(home) && /\p{L}{2}/u.test(away) ? [home, away] : null;
}

function teamsInline(
  before: string,
): { home: string; away: string; league?: string; kickoff?: string } | null {
  const withoutTime = before.replace(/^\d{1,2}[.)]?\s+/, '');
  const kickoff = withoutTime.match(DATE_TIME)?.join(' ');
  const rest = withoutTime.replace(DATE_TIME, ' ').replace(/\s+/g, ' ').trim();
  const marketAt = rest.search(MARKET_WORDS);
  const teamsPart = (marketAt > 0 ? rest.slice(0, marketAt) : rest).trim();
  const parts = teamsPart.split(/\s+-\s+/);
  if (parts.length < 2) return null;
  const away = clean(parts[parts.length - 1]);
  let homeTokens = parts[parts.length - 2].split(' ');
  let league: string | undefined;
  // "Srbija - Superliga Partizan", "Evroliga Real Madrid": the league's words lead the segment before the
  // teams' dash. Behind a country any league word counts; alone only words that are never a club's.
  const words = parts.length > 2 ? LEAGUE_WORDS : LEAGUE_ONLY;
  let cut = 0;
  while (cut < homeTokens.length - 1 && words.test(homeTokens[cut])) cut++;
  if (parts.length > 2 || cut > 0) {
    league = [...parts.slice(0, parts.length - 2), homeTokens.slice(0, cut).join(' ')].join(' - ').trim();
    homeTokens = homeTokens.slice(cut);
  }
  const home = clean(homeTokens.join(' '));
  if (!home || !away || !/\p{L}{2}/u.test(home) || !/\p{L}{2}/u.test(away)) return null;
  return { home, away, league: league || undefined, kickoff };
}

const isName = (line: string) =>
  /\p{L}{2}/u.test(line) &&
  !/\d{1,2}[.:]\d{2}/.test(line) &&
  !MARKET_WORDS.test(line) &&
  !TOTALS.test(line) &&
  line.split(' ').length <= 5;

const clean = (s: string) =>
  s
    // A leg number goes; the "1." of "1. FC Köln" stays.
    .replace(/^\d{1,2}[.)]\s+(?!fc\b)/i, '')
    .replace(/^.*?\b(događaj|dogadaj|pogadaj|utakmica|meč|mec)\s*[:;]\s*/i, '')
    .replace(/^(događaj|dogadaj|utakmica|par|meč|mec)\s+/i, '')
    // Photo noise around a name: symbols, and short lower-case fragments after it ("Zalgiris ae").
    .replace(/^[^\p{L}\d]+|[^\p{L}\d.)]+$/gu, '')
    .replace(/(\s+\p{Ll}{1,3})+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();

function readHeader(line: string | undefined): { league?: string; kickoff?: string } {
  if (!line) return {};
  const kickoff = line.match(DATE_TIME)?.join(' ');
  const league = line
    .replace(/^\d{1,2}[.)]\s+/, '')
    .replace(DATE_TIME, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { league: league || undefined, kickoff };
}

// Bookmakers of the region as their names appear on tickets; only a name the ticket shows is reported.
const BOOKMAKERS: [string, RegExp][] = [
  ['Mozzart', /\bmozzart/i],
  ['Meridian', /\bmeridian/i],
  ['MaxBet', /\bmax\s?bet\b/i],
  ['Soccer', /\bsoccer\s?(bet)?\b/i],
  ['Admiral', /\badmiral/i],
  ['SuperSport', /\bsuper\s?sport\b/i],
  ['Germania', /\bgermania\b/i],
  ['PSK', /\bpsk\b/i],
  ['Balkan Bet', /\bbalkan\s?bet\b/i],
  ['Merkur', /\bmerkur\s?x?tip\b/i],
  ['Oktagon', /\boktagon\s?bet\b/i],
  ['Pinnbet', /\bpinn\s?bet\b/i],
  ['Wwin', /\bwwin\b/i],
];

const CURRENCIES: [string, RegExp][] = [
  ['RSD', /\b(din|rsd)\b/i],
  ['EUR', /\beur\b|€/i],
  ['BAM', /\b(km|bam)\b/i],
  ['MKD', /\b(mkd|den)\b|ден/i],
];

function readTotals(lines: string[]): Omit<TicketStructure, 'legs'> {
  const amount = (re: RegExp) => {
    const line = lines.find((l) => re.test(l));
    const m =
      line &&
      /(\d{1,3}(?:[ .]\d{3})*(?:[.,]\d{2})|\d+(?:[.,]\d{2})?)\s*(din|rsd|eur|€|km|bam|mkd|den|ден)?\.?\s*$/i.exec(
        line,
      );
    if (!m) return undefined;
    const n = m[1].replace(/[ .](?=\d{3}\b)/g, '').replace(',', '.');
    return Number(n);
  };
  // The currency is printed by the stake or the payout ("Uplata: 100,00 RSD", "Ulog 2,00 €", "Isplata 540 ден").
  const moneyLines = lines.filter((l) => /uplata|ulog|dobitak|isplata/i.test(l)).join(' ');
  return {
    totalOdds: amount(/ukupn[aio]\s*(kvota|tečaj|tecaj)/i),
    stake: amount(/^(uplata|ulog)(?!\s*za)/i),
    payout: amount(/(moguć|moguc)[a-z]*\s*(dobitak|isplata)/i),
    currency: CURRENCIES.find(([, re]) => re.test(moneyLines))?.[0],
    bookmaker: lines.map((l) => BOOKMAKERS.find(([, re]) => re.test(l))?.[0]).find(Boolean),
  };
}

/**
 * Under a half-time market the Roman numerals of "I X" / "II 2" are often read as "1X" / "11 2" by OCR; the
 * market label says which half is meant.
 */
function firstHalfCode(marketText: string, pickText: string): string {
  const m = /^(1|I|l|11|II|ll)\s*([12xX])$/.exec(pickText.trim());
  if (!m) return pickText;
  if (/prvo pol|1\. ?pol/i.test(marketText)) return `I ${m[2]}`;
  if (/drugo pol|2\. ?pol/i.test(marketText)) return `II ${m[2]}`;
  return pickText;
}
