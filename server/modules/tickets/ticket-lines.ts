import {
  CHAT_ADD,
  CHAT_AND,
  CHAT_INTRO,
  CHAT_PREFIX,
  CHAT_WORDS,
  LABEL_SYNONYMS,
  MARKET_WORDS,
  PRINTED_RESULT,
  TRAILING_STATUS,
  LIVE_BADGE,
  MONEY,
  MONEY_LINE,
  SUMMARY_LABEL_CELL,
  CODE_WORD,
  CURRENCY_WORDS,
  MONTHS,
  SYSTEM_MARKS,
  FIXED_MARK_BEFORE_ODDS,
  ODDS_LABEL_CELL_AT_END,
  wordsRe,
} from './vocabulary/words';
import { lookupName } from './gazetteer';
import { readPick } from './picks';
import {
  COLUMN_WORDS,
  DAY_WORD as DAY,
  FIELD_LABEL,
  MATCH_LABEL,
  ODDS_LABEL_TOKEN,
  SUMMARY_CELL,
  TICKET_LINES,
  LIVE_STATE,
  LIVE_PERIOD_WORD,
  LABEL_GLUED,
} from './vocabulary/words';

// ODDS_LABEL_TOKEN also takes any short word with a colon (a slip's odds column): only its named labels here.
const isLabelWord = (t: string) =>
  FIELD_LABEL.test(t) ||
  MATCH_LABEL.test(t) ||
  (ODDS_LABEL_TOKEN.test(t) && !/^\p{L}{3,8}:$/u.test(t)) ||
  /^(kvota|tečaj|tecaj|koef|koeficijent|odds|quote):$/i.test(t);

export { COLUMN_WORDS, LINE_WORDS, UNIT_WORDS } from './vocabulary/words';

const CHAT_WORD = wordsRe(CHAT_WORDS);

// A ticket's text as lines of tokens, each token knowing its cell (a table column, a tab-separated field) and
// what kind of thing it is: the evidence the structurer reads legs from, whatever the layout.

export interface Token {
  text: string;
  /** Index of the cell within its line: a column of a table, a field between tabs or bars. */
  cell: number;
  /** OCR's confidence in the word, 0..1, when the text came from a photo. */
  confidence?: number;
}

export interface TicketLine {
  index: number;
  tokens: Token[];
  /** The line as one string, tokens joined by single spaces. */
  text: string;
  /** Totals, the ticket's header, a column header row: never part of a leg. */
  excluded: boolean;
  /** Typed text: a blank line stands above this one, so nothing above belongs to it. */
  afterBlank?: boolean;
}

export type Source = 'photo' | 'typed';

const columnOf = (word: string) =>
  Object.entries(COLUMN_WORDS).find(([, re]) => re.test(word.replace(/[:.]$/, '')))?.[0];

/** A heading of a table's column ("POČETAK", "Kvota"), never part of a name. */
export const isColumnWord = (word: string) =>
  /^\p{Lu}/u.test(word) && columnOf(word) !== undefined && !/^(sport|liga)$/i.test(word);

/** A row of column headings: every word is one (two or more of them), nothing else but a row number's "#". */
export function headerColumns(line: TicketLine): string[] | null {
  const words = line.tokens.map((t) => t.text).filter((t) => /\p{L}/u.test(t));
  const others = line.tokens.filter((t) => !/\p{L}/u.test(t.text));
  if (words.length < 2 || others.some((t) => !/^[#№]$/.test(t.text))) return null;
  const columns = words.map(columnOf);
  return columns.every(Boolean) ? (columns as string[]) : null;
}

/**
 * OCR's usual confusions inside numbers: O for 0, l/I for 1, S for 5 ("1,S5", "2.4S", "S,20"), / for 7, × for X, Ž
 * for 2.
 */
function fixOcr(line: string): string {
  // Odds a shop's system prints with three decimals, the last a 0 ("1,410 F", "UKUPNI KOEFICIJENT: 21,290"); on a
  // line of money ("Uplata: 2.500") the same print is thousands.
  const threeDecimals = MONEY_LINE.test(line)
    ? line
    : line.replace(/(?<![\d.,])(\d{1,2}[.,]\d\d)0(?=$|[\s|])/g, '$1');
  return (
    threeDecimals
      // A space OCR put after the odds' comma ("| 1, 77" at a line's end or before its bar).
      .replace(/(?<=^|[\s|])(\d{1,2}[.,])\s(\d{2})(?=\s*(?:\||$))/g, '$1$2')
      .replace(/(?<=\d)[Oo](?=[\d.,])|(?<=[\d.,])[Oo](?=\d)/g, '0')
      .replace(/(?<=\d[.,])[lI](?=\d)|(?<=\d)[lI](?=[.,]\d)/g, '1')
      // A 7 read as a slash after the odds' comma ("Kvota 2,/9").
      .replace(/(?<=(?:^|[\s|:@])\d{1,2}[.,])\/(?=\d(?![\d.,/]))/g, '7')
      .replace(/(?<=\d)S(?=\d|[.,]\d)|(?<=\d[.,]\d?)S(?!\p{L})|(?<![\p{L}\d.,])S(?=[.,]\d{2}(?!\d))/gu, '5')
      .replace(/×/g, 'X')
      // A space between two words of a name read as a bar ("Trayal|Kruševac").
      .replace(/(?<=\p{Ll}{2})\|(?=\p{Lu}\p{Ll})/gu, ' ')
      // A pill's over/under letter read twice over itself before its line ("Vv 166.5" for "V 166.5").
      .replace(/(?<=^|[\s|])(?:Vv|Mm)(?=\s*\d{1,3}[.,]5(?![\d.,]))/g, (m) => m[0])
      // A printout's dot leaders OCR read as a run of small round letters ("cccccsccsssse:ssss"): a leader.
      .replace(
        /(?<=\s)(?=\S*(\S)\1\1)[cseoavinrumwx.:,;]{10,}(?:\s+[cseoavinrumwx.:,;]{3,})*(?=\s)/g,
        ' ..... ',
      )
      // The same leaders read as short runs ("ccc ccc eee eee eee"), a cell's bar among them.
      .replace(/(?<=\s)(?=[^\d]*(\p{Ll})\1\1)(?:[cseoavinrumwx]{1,5}\s+(?:\|\s+)?){4,}(?=\S)/gu, ' ..... ')
      // The final result's "KI 1" with its 1 read as an l ("Kil", "KIl").
      .replace(/(?<=^|[\s|])K[Ii][l|](?=$|[\s|])/g, 'KI 1')
      // Leaders OCR read as one word of letters far longer than any name's ("AVAAVRAVAAAAIRAVW…").
      .replace(/(?<=^|\s)\p{L}{24,}(?=$|\s)/gu, ' ..... ')
      // A question mark an app prints after a market's name ("Both Teams To Score?").
      .replace(/(?<=\p{L}{3})\?(?=\s|$)/gu, '')
      // A draw's X read twice over itself ("Selection Xx"), never the half-time/full-time "XX" printed in capitals.
      .replace(/(?<=^|[\s|:])Xx(?=$|[\s|])/g, 'X')
      // An "@" before odds read as a Q ("2 Q2.19").
      .replace(/(?<![\p{L}\d])Q(?=\d{1,2}[.,]\d{2}(?![\d.,]))/gu, '@')
      // A match's "vs" read as "v:", "v;" or ".;" ("Posušje v: Velež Mostar"), which would make home a label.
      .replace(/(?<=\p{L}) (?:v[:;]|\.;) (?=\p{Lu})/gu, ' vs ')
      // A label's colon read as a semicolon ("oklada; Pobjednik").
      .replace(/(?<=\p{L}{4});(?=\s)/gu, ':')
      // A dotless ı joining two bets is the word "i" ("GG ı 3+ golova"); elsewhere a dotless ı or a lone l
      // stands for the digit 1 ("Tip: ı", a shop slip's "Dubrava - Orijent.....l..... 1.66").
      .replace(/(?<=[\p{L}\d+]\s)ı(?=\s(?:\d\+|\p{L}{2}))/gu, 'i')
      // Between a betslip's old odds, struck through (their comma lost sometimes), and the new, it is the
      // change's arrow.
      .replace(/(?<=\d\s)ı(?=\s(?:\|\s)?\d{1,3}[.,]\d{2}\b)/gu, '↑')
      .replace(/(?<=^|[\s:|]|\.{2})[ıl](?=$|[\s|]|\.{2})/gu, '1')
      // A lone i as the bet's last word before its odds is a 1 ("I PL i | 7,49"): the word "i" joins two bets.
      .replace(/(?<=\s)i(?=\s*\|\s*\d{1,3}[.,]\d{2}\s*$)/u, '1')
      // A second half's "II" read as "li", "Il" or "ll" between the name and the pick ("Basaksehir li 2", also in
      // a cell of its own).
      .replace(/(?<=\p{L}{2}\s(?:\|\s)?)(?:li|Il|ll|lI|IJ)(?=\s[12X](?:$|[\s|]))/gu, 'II')
      // A double chance's 1 read as a U, I or l after its market's code ("DS UX").
      .replace(/(?<=(?:^|\s)(?:DS|DŠ|DC)\s+)[UIl|](?=X(?:\s|$))/gu, '1')
      // A double chance's 2 read as a Ž or a Z ("XŽ", "1Z"), alone in its cell or between dot leaders.
      .replace(/(?<=^|[\s:|]|\.{2})([1X])[ŽZ](?=$|[\s|]|\.{2})/gu, '$12')
      // A goal range's 0 read as a Q, an O or brackets, its 2 as a Ž ("Ukupno golova Q-2", "()-Ž").
      .replace(/(?<=^|[\s|:])(?:Q|O|\(\)?)(?=-[\dŽ](?![\d.,]))/g, '0')
      .replace(/(?<=(?:^|[\s|:])\d-)Ž(?=$|[\s|+])/gu, '2')
      // A lone 2 read as a Ž after a market's colon ("Konačan ishod: Ž").
      .replace(/(?<=\p{L}:\s)Ž(?=$|[\s|])/gu, '2')
      // "Oba" of both-teams-to-score cut to its first letter or garbled ("O. tima zabijaju", "O *. tima daju",
      // "Opa time daju gol").
      .replace(
        /(?<![\p{L}\d])[O0Q][\p{L}.*]{0,3}(?:\s*[.*]+)?\s+tim[ae](?=\s+(?:daju|zabijaju|postižu|postizu)\b)/giu,
        'Oba tima',
      )
  );
}

// Emoji and pictographs people add in chats, and the marks photos add around words.
// The middle dot stays: slips print it between two teams ("Benfica · Porto") and between league and time.
const DECORATION = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[•®©™✓✔✅❌★☆►▶◄]/gu;

/**
 * Text → lines of tokens. Cells are split by tabs and bars (OCR marks a wide gap between words with " | ");
 * typed text also ends a leg at a semicolon, which people use to put several legs on one line.
 */
export function toLines(text: string, source: Source): TicketLine[] {
  const raw = joinWrappedKickoffs(numericMonths(text.replace(/\r/g, ''))).split('\n');
  // Typed: "…2,29 (ukupna kvota 11,14)", "(kvota 16,04 ukupno)": a total in brackets after the last leg is a line
  // of its own; "X (kvota 3.10)" is the leg's own odds.
  const split =
    source === 'typed'
      ? raw.flatMap((l) =>
          l
            .replace(/\s*\((?=\s*(ukupn|uk\.|uplata|ulog|kvota\s*:?\s*\d[\d.,]*\s*ukupn))/gi, '\n')
            .split(/;\s*|\n/),
        )
      : labelsOverValues(joinDanglingLabels(oddsLabelsOverOdds(raw)))
          .flatMap(summaryApart)
          .flatMap(menuApart);
  const lines: TicketLine[] = [];
  let blank = false;
  for (const line of split) {
    if (!line.trim()) blank = lines.length > 0;
    // A ticket-check page's results and statuses beside a leg are neither its bet nor its names; a
    // confirmation's labels are read as the reader's own.
    let clean = LABEL_SYNONYMS.reduce(
      (text, [re, label]) => text.replace(re, label),
      toLatin(line)
        .replace(DECORATION, ' ')
        .replace(PRINTED_RESULT, ' ')
        .replace(TRAILING_STATUS, '')
        .replace(LIVE_BADGE, ''),
    );
    // A friend's "put it on too" before a leg, typed or in a chat's screenshot ("ubaci i Atletico - Real Sociedad x").
    clean = clean.replace(CHAT_ADD, '');
    // A photo's icon read as letters and a bracket before a name ("Co) Lyon - Rennes", "é) Hajduk").
    if (source === 'photo')
      clean = fixOcr(clean.replace(LIVE_STATE, liveState))
        .replace(/^\s*\p{L}{1,2}\)\s+(?=\p{Lu})/u, '')
        .replace(CREST, '')
        .replace(CREST_INITIALS, withoutInitials)
        .replace(CREST_PREFIX, withoutPrefix)
        // A bet's status ring read as an O before its selection ("O J. Paolini | 1.23", "O No"), never over's "O 2.5".
        .replace(/^\s*O\s+(?=\p{L})/u, '')
        // A mark OCR read as letters before a leg's number ("jj 3. #9280 RB LEIPZIG").
        .replace(/^\s*(?:[a-wyz]{1,2}|[|!;])\s+(?=\d{1,2}[.)]\s)/u, '')
        // A system ticket's marks after the odds: its group's letter, a fixed leg's F ("2.10 A", "1.45 F").
        .replace(SYSTEM_MARKS, '')
        .replace(FIXED_MARK_BEFORE_ODDS, '');
    // A chat message's time and sender, its words announcing the ticket, and the "and" a message goes on with
    // ("i Liverpool - Everton gg").
    else
      clean = splitTypedFields(
        splitCommaFields(clean.replace(CHAT_PREFIX, '').replace(CHAT_INTRO, '').replace(CHAT_AND, '')),
      );
    // An app's name cut with an ellipsis ("Crvena zv…", "Partiz...") is cut as a shop cuts it, at a dot, for the
    // gazetteer to write out; not a leader before the next cell.
    if (source === 'photo') clean = clean.replace(/(?<=\p{L}{2})(?:…|\.{3})(?=\s*(?:$|\||[-–\p{L}]))/gu, '.');
    // A receipt's dotted leaders ("Partizan - Vojvodina ........ 1 ....... 1,85") end a cell too, and so do a
    // post's arrows ("2,12 » 1X » Istra 1961 — Varaždin").
    const cells = clean
      .split(/\t|\s\|\s|^\||\|$|\s{4,}|\.{3,}|…+|\s[»→⇒]\s/u)
      .map((c) => c.trim())
      .filter((c) => c && !/^[|:\-–—_=*~.]+$/.test(c));
    const tokens: Token[] = [];
    let shift = 0;
    cells.forEach((cell, k) => {
      // "Tip:1", "Kvota:1.85", "Tip:X", "Kvota1,48": a label glued to its value is two tokens (a time "20:45" stays one).
      const unglued = cell.replace(/(?<=\p{L}[.:])(?=[\d@(])/gu, ' ').replace(LABEL_GLUED, ' ');
      for (const word of unglued.split(/\s+/)) {
        const t = withoutMarkAfterOdds(word.replace(/^[[({„"“”'’]+|[\])}"“”'’,]+$/g, ''));
        if (!t || /^[|_=*~]+$/.test(t)) continue;
        // Typed: a name closed by a colon ("Zvezda - Partizan: 1.85") ends its field; labels keep theirs.
        // A market's name closed by a colon ("Both Teams To Score: Yes") is no name: its value follows.
        const market = () =>
          MARKET_WORDS.test([...tokens.slice(-3).map((x) => x.text), t.slice(0, -1)].join(' '));
        if (source === 'typed' && tokens.length && /\p{L}{3}:$/u.test(t) && !isLabelWord(t) && !market()) {
          tokens.push({ text: t.slice(0, -1), cell: k + shift });
          shift += 1;
          continue;
        }
        tokens.push({ text: t, cell: k + shift });
      }
    });
    // Typed: chat words closing a line ("… 3+ pozz", "… 1.85 ajmo") are no part of the leg.
    while (source === 'typed' && tokens.length > 1 && CHAT_WORD.test(tokens.at(-1)!.text)) tokens.pop();
    if (!tokens.length) continue;
    // A photo's line of one or two lower-case letters between a card's names ("Slodes 2" / "a" / "Metalac
    // Valjevo 3,17"): an icon OCR read as letters, never a pick or a selection ("x", "gg", "da") or a name.
    if (
      source === 'photo' &&
      tokens.length === 1 &&
      ICON_LETTERS.test(tokens[0].text) &&
      !CODE_WORD.test(tokens[0].text)
    )
      continue;
    // A card's status mark read as a letter or two in a cell of its own after a name ("Liverpool | FK"): no away
    // team, and no pick.
    const last = tokens.at(-1)!;
    if (
      source === 'photo' &&
      tokens.length > 1 &&
      last.cell !== tokens.at(-2)!.cell &&
      STATUS_MARK.test(last.text) &&
      !/^(?:vs?|[-–—])$/i.test(last.text) &&
      !CODE_WORD.test(last.text) &&
      !readPick(last.text) &&
      tokens.some((t) => t.cell === tokens.at(-2)!.cell && /^\p{Lu}\p{Ll}{2}/u.test(t.text))
    )
      tokens.pop();
    const text = tokens.map((t) => t.text).join(' ');
    // A live badge with its score on a line of its own between a card's names ("Q3 58:61"): never a market.
    if (source === 'photo' && LIVE_PERIOD_LINE.test(text)) continue;
    const index = lines.length;
    const l: TicketLine = { index, tokens, text, excluded: false };
    if (blank && source === 'typed') l.afterBlank = true;
    blank = false;
    // Two amounts of money on a line are a ticket's figures (an account's other tickets listed beside this
    // one: "380-3484-070258 | Ulog 200,00 din. | Kvota 55,81 | 11162,00 din."): no leg prints money.
    const money = l.text.match(MONEY)?.length ?? 0;
    l.excluded =
      TICKET_LINES.test(l.text) ||
      headerColumns(l) !== null ||
      money >= 2 ||
      (source === 'photo' && isOfferRow(tokens));
    lines.push(l);
  }
  return lines;
}

/** A live match's state after its kickoff, gone when it names a period or gives two scores (a set's). */
const liveState = (state: string) =>
  LIVE_PERIOD_WORD.test(state) || (state.match(/\d\s*:\s*\d/g)?.length ?? 0) >= 2 ? '' : state;

const PRICE = /^\d{1,2}[.,]\d{2}$/;
/** Odds whose decimal comma OCR lost ("208" for 2,08). */
export const IMPLIED_DECIMAL = /^[1-9]\d{2}$/;
/** A token that reads as a price: intact ("1,85") or with its comma lost ("185"). */
export const isPriceText = (text: string) => PRICE.test(text) || IMPLIED_DECIMAL.test(text);

/** The count of a match's further markets a site's offer prints after its prices ("+133"). */
const MORE_MARKETS = /^\+\d{1,3}$/;

/**
 * A bookmaker's offer beside the ticket on a screenshot of its site: a match's row of prices, one per column
 * ("Lyon | 1,42 | 4,39 | 7,03", OCR losing a comma now and then). A leg prints its one price; three in a row
 * (two of them intact) or four, or two followed by the count of further markets (a tennis match's "3,24 | 1,31 |
 * +80"), are the offer's, never a leg.
 */
export function isOfferRow(tokens: Token[]): boolean {
  let run = 0;
  let intact = 0;
  for (const { text } of tokens) {
    if (run >= 2 && intact >= 1 && MORE_MARKETS.test(text)) return true;
    if (isPriceText(text)) {
      run++;
      if (PRICE.test(text)) intact++;
      if ((run >= 3 && intact >= 2) || run >= 4) return true;
    } else [run, intact] = [0, 0];
  }
  return false;
}

/**
 * A web ticket's summary box beside its table: OCR runs its figures into the table's lines ("Domžale | Mogući
 * dobitak 7.560,00 RSD"). From the summary's label on, the cells are a line of their own, put before what stays
 * so that the names keep their place next to their odds.
 */
function summaryApart(line: string): string[] {
  const cells = line.split(' | ');
  const at = cells.findIndex((c, i) => i > 0 && SUMMARY_CELL.test(c));
  if (at < 0 || !cells.slice(0, at).some((c) => /\p{L}{3}/u.test(c))) return [line];
  return [cells.slice(at).join(' | '), cells.slice(0, at).join(' | ')];
}

/**
 * A site's menu beside its ticket table: OCR runs a menu item into a row of the table ("Moji tiketi | 08.12.25 |
 * 18:00 | 497 | … | KI2 | 3.78"), and the row would be taken for one of the ticket's own lines. A first cell of
 * such words, before three cells or more with odds and a name among them, is a line of its own.
 */
function menuApart(line: string): string[] {
  const [first, ...rest] = line.split(' | ');
  const row = rest.join(' | ');
  const legRow =
    rest.length >= 3 &&
    rest.some((c) => PRICE.test(c.trim())) &&
    /\p{L}{3}/u.test(row) &&
    !TICKET_LINES.test(row);
  return legRow && !/\d/.test(first) && TICKET_LINES.test(first) ? [first, row] : [line];
}

const AMOUNT_WITH_CURRENCY = new RegExp(
  `(?:(?:${CURRENCY_WORDS})\\s?)?\\d[\\d.,]*\\d(?:\\s?(?:${CURRENCY_WORDS})(?![\\p{L}])\\.?)?`,
  'giu',
);

/**
 * An app's or a site's summary printed as a row of labels over a row of their values ("Parova | Kvota | Ulog |
 * Dobitak" / "2 | 2,73 | 500 din. | 1.365,00 din."): each label with its value on a line of its own, so the
 * values are read as the ticket's figures and never as a leg ("5,00 KM - 38,00 KM"). A bare "Kvota" there is
 * the total.
 */
function labelsOverValues(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let labels = lines[i].split(/\s\|\s/).map((c) => c.trim());
    let values = (lines[i + 1] ?? '').split(/\s\|\s/).map((c) => c.trim());
    // Cells OCR ran together with single spaces ("Odds Stake Payout" over "1.79 EUR 10.00 EUR 17.90"): one-word
    // labels over as many amounts, each with its currency.
    if (labels.length === 1 && values.length === 1) {
      [labels, values] = [labels[0].split(/\s+/), values[0].match(AMOUNT_WITH_CURRENCY) ?? []];
    }
    const paired =
      labels.length >= 2 &&
      values.length === labels.length &&
      labels.every((l) => SUMMARY_LABEL_CELL.test(l)) &&
      values.every((v) => /\d/.test(v));
    if (!paired) {
      out.push(lines[i]);
      continue;
    }
    const label = (l: string) =>
      l.replace(/^(kvota|te[čcćé]aj)$/i, 'Ukupna $1').replace(/^(?:total )?odds$/i, 'Total odds');
    out.push(...labels.map((l, k) => `${label(l)} ${values[k]}`));
    i++;
  }
  return out;
}

/**
 * An app's odds button labelled above its figure: "Roma - Lazio | 1 | Kvota" over "Sub 20:45 | 1,85". The label
 * closing the names' line is dropped, so the pick before it stays the pick and the odds below are its odds.
 */
function oddsLabelsOverOdds(lines: string[]): string[] {
  const odds = /(?:^|\s\|\s)\d{1,3}[.,]\d{2}\s*$/;
  return lines.map((line, i) =>
    ODDS_LABEL_CELL_AT_END.test(line) && odds.test(lines[i + 1] ?? '')
      ? line.replace(ODDS_LABEL_CELL_AT_END, '')
      : line,
  );
}

/**
 * A printed cell too narrow for its value wraps it onto the next line: "Ukupno Tip: ukupno 162.5 Kvota:" /
 * "poena manje 1.91". A line ending in a label's colon is read together with the line under it. So is a chat
 * bubble's text that wrapped before its odds: "Mainz vs Bayer, 1, kvota" / "1,11" (words without odds, then
 * a line of only the odds).
 */
function joinDanglingLabels(lines: string[]): string[] {
  const out: string[] = [];
  const onlyOdds = /^\s*[(@]?\d{1,3}[.,]\d{2}\)?\s*$/;
  const wrapped = (line: string, next: string) =>
    onlyOdds.test(next) && /\p{L}{3}/u.test(line) && !/\d[.,]\d{2}\b|\s\|\s/.test(line);
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i + 1];
    // A row of three or more cells is a table's headings ("Šif. Događaj | Tip | Tečaj:"), not a label.
    const dangling =
      /\p{L}{2,12}:\s*$/u.test(lines[i]) &&
      lines[i].split(/\s\|\s/).length < 3 &&
      next?.trim() &&
      !/^\s*\p{L}+:/u.test(next);
    if (dangling || (next !== undefined && wrapped(lines[i], next))) {
      out.push(`${lines[i]} ${next}`);
      i++;
    } else out.push(lines[i]);
  }
  return out;
}

// Serbian and Macedonian Cyrillic as written in Latin, letter for letter (capitals follow), so a ticket typed
// or printed in Cyrillic reads with the same vocabulary: "Црвена звезда - Партизан 1" → "Crvena zvezda - Partizan 1".
const CYRILLIC: Record<string, string> = Object.fromEntries(
  [...'абвгдђежзијклљмнњопрстћуфхцчџшѓќѕ'].map((c, i) => [
    c,
    [
      'a',
      'b',
      'v',
      'g',
      'd',
      'đ',
      'e',
      'ž',
      'z',
      'i',
      'j',
      'k',
      'l',
      'lj',
      'm',
      'n',
      'nj',
      'o',
      'p',
      'r',
      's',
      't',
      'ć',
      'u',
      'f',
      'h',
      'c',
      'č',
      'dž',
      'š',
      'gj',
      'kj',
      'dz',
    ][i],
  ]),
);

function toLatin(text: string): string {
  return text.replace(/[\u0400-\u04ff]/g, (c) => {
    const lower = c.toLowerCase();
    const latin = CYRILLIC[lower];
    if (latin === undefined) return c;
    return c === lower ? latin : latin[0].toUpperCase() + latin.slice(1);
  });
}

/**
 * A kickoff in brackets wrapped under its match ("Basaksehir - Samsunspor (uto" over "15:00)", or "(čet 12:30)"
 * alone under "VfB Stuttgart - Borussia Dortmund"): back on the match's line, or the line of the bet under it
 * takes the wrapped half for the next match's.
 */
const joinWrappedKickoffs = (text: string) =>
  text
    .replace(/\(([^()\n]{0,12})\n\s*([^()\n]{0,12}\d{1,2}[:.]\d{2}\))/gu, '($1 $2')
    .replace(/(?<=\p{L})\n\s*(\((?:\p{L}{2,4}\.?\s+)?\d{1,2}[:.]\d{2}\))[ \t]*(?=\n|$)/gu, ' $1');

const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const DAY_MONTH = new RegExp(
  `(?<![\\p{L}\\d.,])(\\d{1,2})\\.?[ \\t]+${MONTH}(?:[ \\t]+(\\d{4}))?(?![\\p{L}\\d])`,
  'giu',
);
const MONTH_DAY = new RegExp(
  `(?<![\\p{L}\\d])${MONTH}[ \\t]+(\\d{1,2})(?:st|nd|rd|th)?,?(?![\\p{L}\\d.,])`,
  'giu',
);

/** A date with its month in words, as the reader's own ("25 Dec 2025" → "25.12.2025.", "Dec 25," → "25.12."). */
const numericMonths = (text: string) =>
  text
    .replace(
      DAY_MONTH,
      (_, d: string, m: string, y?: string) => `${d}.${MONTHS[m.toLowerCase()]}.${y ? `${y}.` : ''}`,
    )
    .replace(MONTH_DAY, (_, m: string, d: string) => `${d}.${MONTHS[m.toLowerCase()]}.`);

/**
 * A crest's initials, a status dot or a flag read as a few lowercase letters and marks before a name ("e « Gorica",
 * "co. Cedevita Olimpija", "e | a Crvena zvezda", "e | (mm Bayern Munchen", "RM, Real Madrid"), also before a name
 * whose capital OCR lowered ("e jezero Plav"): no part of the name, and no pick (never "x", "gg" or "ng").
 */
const CREST =
  /^(?:(?:(?!gg|ng)[a-wyz]{1,2}[.:]?(?![\p{L}.:])|\p{Ll}\p{Lu}(?!\p{L})|\p{Lu}{1,3}[,;]|[«»®©•@°*~]{1,2}\)?|\(\p{L}{1,3}[,)]?)\s*(?:\|\s*)?)+(?=\p{Lu}\p{Ll}{2}|\p{Ll}{4,}\s+\p{Lu}\p{Ll}{2})/u;

/** A crest's initials in capitals before a name: "B Besiktas", "BM Bayern München", "(AM, Atlético Madrid". */
const CREST_INITIALS = /^(\(?(\p{Lu}{1,3})[),]*\s+(?:\|\s+)?)((\p{Lu})\p{Ll}{2,}(?:\s+\S+)?)/u;
/** A crest's two letters in the case OCR gave them, the name's own first two: "Bo | Borussia Dortmund", "po Porto". */
const CREST_PREFIX = /^(\p{L}{2})\s+(?:\|\s+)?(\p{Lu}.*)$/u;
/** A live match's period or minute with its score or a mark beside it ("Q3 58:61", "2. set 6:4", "63' 1:0"). */
const LIVE_PERIOD_LINE = /^(?:[1-5]\.\s?set|Q[1-4]|\d{1,3}['’])(?:\s+(?:[^\p{L}\d\s]+|\d{1,3}:\d{1,3}))+$/iu;
const ICON_LETTERS = /^(?!da$|no$)[a-wyz]{1,2}$/u;
/** A bet's status icon as OCR reads it: marks, or a letter or two of any case ("x", "FJ", "(C)"). */
export const STATUS_MARK = /^(?:[^\p{L}\d]+|\p{L}{1,2})$/u;

/**
 * Odds with a mark OCR read after them ("2.26:", "1.93."): the odds. A point closes a date too ("19.12."), so
 * only where the figure is no day and month.
 */
function withoutMarkAfterOdds(word: string): string {
  const odds = /^(\d{1,3})([.,])(\d{2})([.:]+)$/.exec(word);
  if (!odds) return word;
  const date = odds[2] === '.' && odds[4] === '.' && Number(odds[1]) <= 31 && Number(odds[3]) <= 12;
  return date ? word : `${odds[1]}${odds[2]}${odds[3]}`;
}

/**
 * The name without its crest's initials, when one of them is the name's first letter ("NF Fatić N.") and the two
 * are no club the gazetteer knows ("AZ Alkmaar"); a pick before a name ("GG Galatasaray", "X Xanthi") stays.
 */
function withoutInitials(whole: string, lead: string, initials: string, name: string, first: string): string {
  if (!initials.includes(first) || CODE_WORD.test(initials) || /^[12X]$/.test(initials)) return whole;
  const known = [name, name.split(/\s+/)[0]].some((n) => lookupName(`${initials} ${n}`));
  return known ? whole : name;
}

function withoutPrefix(whole: string, initials: string, name: string): string {
  const same = initials.toLowerCase() === name.slice(0, 2).toLowerCase();
  return same && !CODE_WORD.test(initials) && !lookupName(`${initials} ${name}`) ? name : whole;
}

/**
 * Typed separators between fields, made cell breaks: dot leaders ("Zvezda - Partizan ..... 1 ..... 1.85"), a
 * lone dot between spaces, arrows and runs of marks ("=>", "::", ">>"), two or more slashes ("Partizan / Zvezda / over 2.5 / 1.85"; never the slash of a
 * half-time/full-time "1/1" or a date) and words ending in a dot used as a separator ("Partizan. Zvezda. 1").
 */
function splitTypedFields(line: string): string {
  let out = line
    .replace(/\s*(?:\.{3,}|…+|\s\.{2}\s|[·•∙]{2,})\s*|(?<=[^\s.])\.{2}(?=[^\s.])/gu, ' | ')
    .replace(/\s\.\s/g, ' | ')
    // Runs of marks between spaces ("::", ">>", "=>", "->", "--", "~", "»", "→", "·", "#"): a field break, never
    // a name's.
    .replace(/\s(?:[:>=~»→⇒-]{2,}|[-=]>|[~»→⇒•·∙◦▪#¦])\s/gu, ' | ')
    // Pluses between spaces after a name and before the odds ("Partizan - Zvezda + 1 + 1.85"): fields, not a
    // combination's "+" ("1 + GG + 1.85" is one).
    .replace(/(?<=\p{L}{2})\s\+\s(\S+)\s\+\s(?=\d+[.,]\d{1,2}$)/u, ' | $1 | ');
  // A slash between two outcomes ("1/1", "X/2") is a half-time/full-time; between numbers a date or a system;
  // glued between two names on a line that a dash or "vs" splits, a doubles pair ("Mektić/Pavić - Koolhof/Skupski").
  const paired = /\s(?:[-–—]|vs\.?|v)\s/iu.test(out);
  const isField = (m: string, at: number) => {
    const before = out.slice(0, at);
    const after = out.slice(at + m.length);
    return (
      !(/(?:^|[\s(])[12xX0]$/.test(before) && /^[12xX0](?:[\s)]|$)/.test(after)) &&
      // A date's slash ("7/12"), not the one before the odds at the line's end ("1 / 1.85").
      !(
        /(?:^|\s)\d{1,2}$/.test(before) &&
        /^\d{1,2}(?:[/.\s]|$)/.test(after) &&
        !/^\d+[.,]\d{1,2}$/.test(after)
      ) &&
      !(paired && m === '/' && /\p{L}{2}$/u.test(before) && /^\p{L}{2}/u.test(after)) &&
      // "HT/FT", "PV/KR", "1P/2P": a market's short name, not two fields.
      !(
        m === '/' &&
        /(?:^|[\s(])[\p{Lu}\d]{1,3}$/u.test(before) &&
        /^[\p{Lu}\d]{1,3}(?:[\s)]|$)/u.test(after)
      )
    );
  };
  const slashes = [...out.matchAll(/\s*\/\s*/g)].filter((m) => isField(m[0], m.index!));
  if (slashes.length >= 2) out = out.replace(/\s*\/\s*/g, (m, at: number) => (isField(m, at) ? ' | ' : m));
  const wordDots = out.match(/(?<=\p{L}{3})\.(?=\s)/gu)?.length ?? 0;
  if (wordDots >= 2) out = out.replace(/(?<=\p{L}{3})\.(?=\s)/gu, ' |');
  return out;
}

/**
 * "Partizan.Zvezda.1.1.85", "Partizan:Zvezda:1:1.85", "Partizan-Zvezda_X_3.10": one mark alone between the
 * fields, glued to them, the odds at the end keeping their decimal dot. Two of the fields at least are names,
 * or the first is the match with its own dash ("Partizan-Zvezda.1.1.85").
 */
export function splitGluedFields(line: string): string {
  for (const mark of ['.', ':', '_']) {
    const odds = new RegExp(`\\${mark}(\\d+[.,]\\d{1,2})$`).exec(line);
    if (!odds) continue;
    const fields = line.slice(0, odds.index).split(mark);
    const glued = fields.every((f) => f && !/^\s|\s$/.test(f));
    const names = fields.filter((f) => /\p{L}{2}/u.test(f)).length;
    const match = fields.length === 2 && /\p{L}[-–—]\p{L}/u.test(fields[0]) && !/\s/.test(fields[1]);
    if (glued && ((fields.length >= 3 && names >= 2) || match)) return [...fields, odds[1]].join(' | ');
  }
  return line;
}

/** "Zvezda,Partizan,1,1.85": commas between fields (never inside a decimal "1,85") become cell breaks. */
function splitCommaFields(line: string): string {
  const fieldCommas = line.match(/,(?!\d{1,2}(?![\d.,]))|(?<!\d),/g)?.length ?? 0;
  if (fieldCommas < 2) return line.replace(/,\s+(?=\p{L})/gu, ' | ');
  return line.replace(/\s*(?:,(?!\d{1,2}(?![\d.,]))|(?<!\d),)\s*/g, ' | ');
}

/**
 * A word OCR made of a printed rule or border ("—_——", "________", "||"): no line keeps it as a token, and
 * left among the words it stalls their matching to the tokens (which looks a few words ahead), so after a
 * ruled line no token had its confidence and a pick tesseract was unsure of ("II 2" read "2" at 25 %) went
 * through unmarked. A lone dash or dot stays: it is a token between two names or after a leg number.
 */
const isRuleWord = (word: string) => /^[|_=*~]+$/.test(word) || /^[|:\-–—_=*~.]{2,}$/.test(word);

/** Words attached to a line of lines-with-OCR-words: confidences by position, for the "low confidence" marks. */
export function withConfidences(lines: TicketLine[], words: { text: string; confidence: number }[]) {
  words = words.filter((word) => !isRuleWord(word.text));
  let w = 0;
  for (const line of lines)
    for (const token of line.tokens) {
      // Tokens follow the OCR's words in order; a token is matched to the next word that contains it. Junk
      // words that make no token ("(Sales eeeaaan") would stall that short window: past it, the same word
      // further on re-syncs.
      let found = -1;
      for (let look = w; look < Math.min(words.length, w + 4) && found < 0; look++)
        if (words[look].text.includes(token.text) || token.text.includes(words[look].text)) found = look;
      for (let look = w + 4; look < Math.min(words.length, w + 40) && found < 0; look++)
        if (token.text.length >= 2 && words[look].text === token.text) found = look;
      if (found < 0) continue;
      token.confidence = words[found].confidence;
      w = found + 1;
    }
  return lines;
}

// —— what a token is ——

const DATE = /^(\d{1,2}\.\d{1,2}\.(\d{2,4}\.?)?|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}(\/\d{2,4})?)$/;
// A time, also glued to its date by OCR ("25.11.202517:30").
const TIME = /^(\d{1,2}:\d{2}(:\d{2})?h?|\d{1,2}h|u\d{1,2}h?|\d{1,2}\.\d{1,2}\.\d{4}\d{1,2}:\d{2})$/i;

export const isDay = (t: string) => DAY.test(t);
export const isDate = (t: string) => DATE.test(t);
export const isTime = (t: string) => TIME.test(t);
export const isWhen = (t: string) => isDay(t) || isDate(t) || isTime(t);
/** A half-time/full-time pick ("1/1", "X/2"), which reads as a date too. */
export const isHalfTimeFullTime = (t: string) => /^[12x]\/[12x]$/i.test(t);

/** A leg number, a bullet or a match code: "1.", "2)", "a)", "#4521", "4521" at a line's start. */
export function isCode(t: string, position: number): boolean {
  if (/^#\d+$/.test(t) || /^\d{1,2}[.)]$/.test(t) || /^[a-h]\)$/i.test(t))
    return position === 0 || t[0] === '#';
  return position === 0 && /^\d{3,}$/.test(t);
}

/** The number a token stands for as odds ("1,85", "1.85", "@1.85", "(1.85)"), or null. */
export function oddsValue(t: string, source: Source): number | null {
  // A day with its leading zero and a month ("06.12") is a date, never odds; "01,07" is an odds button's edge
  // read as a 0 before 1,07.
  if (/^0[1-9]\.(?:0[1-9]|1[0-2])$/.test(t)) return null;
  const m = /^@?(\d{1,3})[.,](\d{1,2})$/.exec(t);
  if (!m) return null;
  // Printed slips always show two decimals; people type "1.8".
  if (source === 'photo' && m[2].length !== 2) return null;
  const n = Number(`${m[1]}.${m[2]}`);
  return n > 1 && n < (source === 'photo' ? 1000 : 100) ? n : null;
}
