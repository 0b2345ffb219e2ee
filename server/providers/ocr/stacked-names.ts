import type { GreyPage } from './types';
import type { OcrWord } from './worker-pool';
import { cutOut, inkBands, PICK_LIKE, sharedOut, SHORT_CELL } from './lone-words';

/** A word at least this many times the page's usual letter height holds two lines. */
const STACKED = 1.7;
/** Each of its two bands is one line of letters: between these shares of the usual letter height. */
const BAND_MIN = 0.5;
const BAND_MAX = 1.6;
/** Both lines must be read at least this sure (0..100), or the word stays as first read. */
const SURE = 80;
/** At most this many words a page are split. */
const MAX_STACKS = 12;

type Band = { y0: number; y1: number };
type Reread = { text: string; confidence: number };

/** A word on `line` at `index` whose box holds two lines of letters, or one and slivers of others. */
export interface StackedWord {
  line: number;
  index: number;
  bands: [Band] | [Band, Band];
  /** Its other band was read on another line: its one band is a pick's or the odds' print, not a name. */
  cell?: boolean;
}

const tall = (w: OcrWord) => w.bbox.y1 - w.bbox.y0;

/**
 * An app's card stacks home over away with its pick and odds centred between them, and tesseract, taking the
 * cells for the line's middle, reads the two names as one tall word ("ay" for "Ajax" over "PSV"). Such a word
 * (far taller than the page's letters, beside other words, its box two bands of ink each a letter high) is read
 * again band by band. A tall box around one line's letters (and the edge of the next's) is read at that line.
 */
export function stackedNames(page: GreyPage, lines: OcrWord[][]): StackedWord[] {
  const heights = lines
    .flat()
    .filter((w) => /[\p{L}\d]{2}/u.test(w.text))
    .map(tall)
    .sort((a, b) => a - b);
  const usual = heights[heights.length >> 1];
  if (!usual) return [];
  const found: StackedWord[] = [];
  lines.forEach((words, line) => {
    if (words.length < 2) return;
    words.forEach((w, index) => {
      const { x0, x1, y0, y1 } = w.bbox;
      // Tesseract's box for a smear may reach past the page: no letters to read there.
      if (x0 < 0 || y0 < 0 || x1 > page.width || y1 > page.height || x1 <= x0) return;
      if (tall(w) < STACKED * usual) return;
      // Slivers (the edge of a letter of the line above or below) are no line.
      const bands = inkBands(page, [w]).filter((b) => b.y1 - b.y0 >= BAND_MIN * usual);
      // A band another line's words already cover was read there (a paper slip's tight lines): no new line.
      const readElsewhere = (b: Band) =>
        lines.some(
          (other, o) =>
            o !== line &&
            other.some(
              (x) => x.bbox.x0 < w.bbox.x1 && x.bbox.x1 > w.bbox.x0 && x.bbox.y0 < b.y1 && x.bbox.y1 > b.y0,
            ),
        );
      if (!bands.length || bands.length > 2 || bands.some((b) => b.y1 - b.y0 > BAND_MAX * usual)) return;
      const unread = bands.filter((b) => !readElsewhere(b));
      if (unread.length === bands.length) found.push({ line, index, bands: bands as StackedWord['bands'] });
      // A card's market over its pick ("Konačan ishod" over "1"), the market read on a line of its own: the
      // pick's band is what is left, a cell of this line.
      else if (unread.length === 1 && w.text.length <= SHORT_CELL)
        found.push({ line, index, bands: [unread[0]], cell: true });
    });
  });
  return found.slice(0, MAX_STACKS);
}

/** Each stacked word's bands cut out, upper then lower, to be read as single lines. */
export function stackCutOuts(page: GreyPage, lines: OcrWord[][], stacks: StackedWord[]): GreyPage[] {
  return stacks.flatMap(({ line, index, bands }) =>
    bands.map((band) => cutOut(page, lines, { line, from: index, to: index + 1, pick: false, band })),
  );
}

/**
 * The lines with each stacked word split where both its bands read sure: the upper band's words in its place,
 * the lower band's on a line of their own right below. `rereads` are in stackCutOuts' order.
 */
export function withStacksSplit(lines: OcrWord[][], stacks: StackedWord[], rereads: Reread[]): OcrWord[][] {
  const out = lines.map((words) => [...words]);
  const below = new Map<number, OcrWord[]>();
  // Right to left on each line, so a word replaced by more words leaves the places of those before it.
  let next = 0;
  const order = stacks
    .map((stack) => ({ stack, reads: stack.bands.map(() => rereads[next++]) }))
    .sort((a, b) => b.stack.line - a.stack.line || b.stack.index - a.stack.index);
  for (const { stack, reads } of order) {
    const [upper, lower] = reads;
    const read = (r?: Reread) =>
      !!r && r.confidence >= SURE && (stack.cell ? PICK_LIKE.test(r.text.trim()) : /\p{L}/u.test(r.text));
    if (!read(upper) || (stack.bands[1] && !read(lower))) continue;
    const word = out[stack.line][stack.index];
    const words = (r: Reread, band: Band) =>
      sharedOut([{ ...word, bbox: { ...word.bbox, ...band } }], r.text.trim().split(/\s+/), r.confidence);
    out[stack.line].splice(stack.index, 1, ...words(upper, stack.bands[0]));
    if (stack.bands[1])
      below.set(stack.line, [...words(lower, stack.bands[1]), ...(below.get(stack.line) ?? [])]);
  }
  return out.flatMap((words, line) => (below.has(line) ? [words, below.get(line)!] : [words]));
}
