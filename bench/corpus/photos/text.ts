// How tickets print things: numbers, dates, team names and picks. Truth values live in ticket.ts; everything here
// is presentation, so layouts can disagree about it (comma vs dot decimals, codes vs words, capitals, no diacritics).
import type { Bet, Leg, Moment } from './ticket';
import { shortPlayerName, type Lang } from './teams';

export type Dec = ',' | '.';

/** 1234.5 → "1.234,50" (dec ",", sep ".") or "1234.50" (dec ".", no sep). */
export function num(x: number, dec: Dec, sep = '', digits = 2): string {
  const [int, frac] = x.toFixed(digits).split('.');
  const grouped = sep ? int.replace(/\B(?=(\d{3})+(?!\d))/g, sep) : int;
  return frac === undefined ? grouped : `${grouped}${dec}${frac}`;
}

/** Odds: two decimals always, as every bookmaker prints them. */
export const odds = (x: number, dec: Dec): string => num(x, dec);

/** A basketball line such as 165.5 in the layout's decimal style. */
export const line = (x: number, dec: Dec): string => num(x, dec, '', 1);

const pad = (n: number): string => String(n).padStart(2, '0');
const WEEKDAYS: Record<Lang, readonly string[]> = {
  sr: ['ned', 'pon', 'uto', 'sre', 'čet', 'pet', 'sub'],
  hr: ['ned', 'pon', 'uto', 'sri', 'čet', 'pet', 'sub'],
  bs: ['ned', 'pon', 'uto', 'sri', 'čet', 'pet', 'sub'],
};

/** Tokens: YYYY YY MM DD HH mm ss ddd (weekday). Anything else is copied. */
export function fmtDate(m: Moment, pattern: string, lang: Lang = 'sr'): string {
  const day = new Date(Date.UTC(m.y, m.mo - 1, m.d)).getUTCDay();
  const tokens: Record<string, string> = {
    YYYY: String(m.y),
    YY: pad(m.y % 100),
    MM: pad(m.mo),
    DD: pad(m.d),
    HH: pad(m.h),
    mm: pad(m.mi),
    ss: pad(m.s),
    ddd: WEEKDAYS[lang][day],
  };
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm|ss|ddd/g, (t) => tokens[t]);
}

/** Truth format for kickoff: "2025-12-07 20:45". */
export const isoKickoff = (m: Moment): string => fmtDate(m, 'YYYY-MM-DD HH:mm');
export const isoPrinted = (m: Moment): string => fmtDate(m, 'YYYY-MM-DDTHH:mm:ss');

/** What cheap thermal printers do with Serbo-Croatian letters. */
export function ascii(s: string): string {
  return s
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/ł/g, 'l');
}

export interface NameStyle {
  caps?: boolean;
  ascii?: boolean;
  /** Tennis players as "Đoković N." instead of the full name. */
  shortPlayers?: boolean;
}

export function teamName(name: string, leg: Leg, style: NameStyle = {}): string {
  let s = leg.sport === 'tennis' && style.shortPlayers !== false ? shortPlayerName(name) : name;
  if (style.ascii) s = ascii(s);
  if (style.caps) s = s.toLocaleUpperCase('hr');
  return s;
}

/** Ground-truth pick code, in the scorer's canonical vocabulary. */
export function truthPick(bet: Bet): string {
  switch (bet.key) {
    case 'ki1':
    case 'bk1':
    case 't1':
      return '1';
    case 'kix':
      return 'X';
    case 'ki2':
    case 'bk2':
    case 't2':
      return '2';
    case 'ds1x':
      return '1X';
    case 'dsx2':
      return 'X2';
    case 'ds12':
      return '12';
    case 'gg':
      return 'GG';
    case 'ng':
      return 'NG';
    case 'ug02':
      return 'UG 0-2';
    case 'ug2p':
      return 'UG 2+';
    case 'ug3p':
      return 'UG 3+';
    case 'p1_1':
      return 'I 1';
    case 'p1_x':
      return 'I X';
    case 'p2_2':
      return 'II 2';
    case 'gg3p':
      return 'GG3+';
    case '1ug3p':
      return '1&UG3+';
    case 'bkover':
      return `ukupno ${bet.line} više`;
    case 'bkunder':
      return `ukupno ${bet.line} manje`;
  }
}

/** Market name as the bookmaker labels it; also the truth `market`. */
export function marketName(bet: Bet, lang: Lang): string {
  const sr = lang === 'sr';
  switch (bet.key) {
    case 'ki1':
    case 'kix':
    case 'ki2':
      return sr ? 'Konačan ishod' : 'Konačni ishod';
    case 'ds1x':
    case 'dsx2':
    case 'ds12':
      return lang === 'hr' ? 'Dvostruka šansa' : 'Dupla šansa';
    case 'gg':
    case 'ng':
      return lang === 'hr' ? 'Oba tima zabijaju' : 'Oba tima daju gol';
    case 'ug02':
    case 'ug2p':
    case 'ug3p':
      return 'Ukupno golova';
    case 'p1_1':
    case 'p1_x':
      return sr ? 'Prvo poluvreme' : 'Prvo poluvrijeme';
    case 'p2_2':
      return sr ? 'Drugo poluvreme' : 'Drugo poluvrijeme';
    case 'gg3p':
    case '1ug3p':
      return 'Kombinacije';
    case 'bk1':
    case 'bk2':
      return sr ? 'Pobednik (uklj. produžetke)' : 'Pobjednik (uklj. produžetke)';
    case 'bkover':
    case 'bkunder':
      return 'Ukupno poena';
    case 't1':
    case 't2':
      return sr ? 'Pobednik meča' : 'Pobjednik meča';
  }
}

/** Terse shop-terminal code: "1", "UG 3+", "GG&3+", "V 165.5". `ki` prefixes final-result picks with "KI ". */
export function pickCode(bet: Bet, dec: Dec, opts: { ki?: boolean } = {}): string {
  switch (bet.key) {
    case 'ki1':
    case 'kix':
    case 'ki2':
      return `${opts.ki ? 'KI ' : ''}${truthPick(bet)}`;
    case 'gg3p':
      return 'GG&3+';
    case '1ug3p':
      return '1&3+';
    case 'bkover':
      return `V ${line(bet.line ?? 0, dec)}`;
    case 'bkunder':
      return `M ${line(bet.line ?? 0, dec)}`;
    default:
      return truthPick(bet);
  }
}

/** The selection alone, shown next to a market name: "Da", "3+", "Više 165,5". */
export function pickChip(bet: Bet, dec: Dec): string {
  switch (bet.key) {
    case 'gg':
      return 'Da';
    case 'ng':
      return 'Ne';
    case 'ug02':
      return '0-2';
    case 'ug2p':
      return '2+';
    case 'ug3p':
      return '3+';
    case 'p1_1':
      return '1';
    case 'p1_x':
      return 'X';
    case 'p2_2':
      return '2';
    case 'gg3p':
      return 'GG&3+';
    case '1ug3p':
      return '1&3+';
    case 'bkover':
      return `Više ${line(bet.line ?? 0, dec)}`;
    case 'bkunder':
      return `Manje ${line(bet.line ?? 0, dec)}`;
    default:
      return truthPick(bet);
  }
}

/**
 * A whole phrase as app screens print it: "Konačan ishod: 1", "Oba tima zabijaju: Ne", "Više 2.5".
 * `lines` prints goal totals as over/under lines instead of "Ukupno golova: 3+".
 */
export function pickWords(bet: Bet, lang: Lang, dec: Dec, lines = false): string {
  const m = marketName(bet, lang);
  const half = (x: string): string => `${m}: ${x}`;
  switch (bet.key) {
    case 'ki1':
    case 'kix':
    case 'ki2':
      return lang === 'sr' ? `${m}: ${truthPick(bet)}` : `${m} ${truthPick(bet)}`;
    case 'ds1x':
    case 'dsx2':
    case 'ds12':
      return `${m} ${truthPick(bet)}`;
    case 'gg':
      return `${m}: Da`;
    case 'ng':
      return `${m}: Ne`;
    case 'ug02':
      return lines ? `Manje ${num(2.5, dec, '', 1)}` : `${m}: 0-2`;
    case 'ug2p':
      return lines ? `Više ${num(1.5, dec, '', 1)}` : `${m}: 2+`;
    case 'ug3p':
      return lines ? `Više ${num(2.5, dec, '', 1)}` : `${m}: 3+`;
    case 'p1_1':
      return half('1');
    case 'p1_x':
      return half('X');
    case 'p2_2':
      return half('2');
    case 'gg3p':
      return lang === 'hr' ? 'Oba tima zabijaju i 3+ golova' : 'Oba tima daju gol i 3+ golova';
    case '1ug3p':
      return lang === 'sr' ? 'Domaćin pobeđuje i 3+ golova' : 'Domaćin pobjeđuje i 3+ golova';
    case 'bk1':
    case 'bk2':
    case 't1':
    case 't2':
      return `${m}: ${truthPick(bet)}`;
    case 'bkover':
      return `Ukupno poena više ${line(bet.line ?? 0, dec)}`;
    case 'bkunder':
      return `Ukupno poena manje ${line(bet.line ?? 0, dec)}`;
  }
}

/** Escape for HTML text nodes; team names like "Brighton & Hove" must not break markup. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
