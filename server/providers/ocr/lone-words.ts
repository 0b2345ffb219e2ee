import type { OcrWord } from './worker-pool';
import type { GreyPage } from './types';

/**
 * Short words standing alone in their row that tesseract read unsure: an app's pick in its pill ("1", "2+",
 * "X2"), centred between a card's two lines of text. Set on a line it does not sit on, tesseract reads it with
 * that line's letter height and turns "1" into "ij" and "2+" into "ot". Cut out of the page and read alone as
 * one line of text, it comes out right, sure, in a few milliseconds. The same holds for every cell of a line
 * whose words sit at two heights (bentRuns): the names beside such a pill are misread with it.
 */

/** A word of at most this many characters (a pick's "2" read as a dash too) is short enough to be a pick. */
const SHORT = 3;
/** Read with less confidence than this (0..100), it is read again. */
const UNSURE = 75;
/**
 * The new reading replaces the old when tesseract is at least this sure of it, and surer than before by MARGIN
 * (a tall mark's reading, as sure as it was wrong, by none).
 */
const SURE = 80;
const MARGIN = 10;
/** A dash at least this share of the line's tallest word high is a character misread, not a dash. */
const TALL_MARK = 0.6;
/** At most this many words a page are read again (a page of them is noise, not picks). */
const MAX_WORDS = 12;
/** Blank page around the cut-out, in pixels: tesseract finds no text touching the image's edge. */
const PAD = 10;
/** The cut-out reaches this share of the word's height beyond its box, less where a neighbour is nearer. */
const REACH = 0.6;
/** A run of a bent line reaches less: the lines above and under it are close. */
const RUN_REACH = 0.25;
/** Words whose centres are this share of the line's letter height apart sit at two heights: the line is bent. */
const BENT = 0.4;
/** A pill's code or the odds: at most this many characters a word. */
export const SHORT_CELL = 6;
/** A name's words read at least this sure (0..100) are not read again. */
const SURE_NAME = 90;
/** A gap between two words wider than this share of the letters' height is a column's. */
const CELL_GAP = 1.2;
/** A word's box taller than this share of its line's letter height spans two lines. */
const TALL_BOX = 1.4;
/** At most this many runs a page are read again. */
const MAX_RUNS = 36;

/**
 * What a pick or odds in a pill reads as: digits, capitals and a code's signs, one space at most ("1", "2+",
 * "X2", "UG 3+", "GG", "1,85"). A lower-case word is a fragment of some other text (a menu's, a heading's)
 * and stays as first read.
 */
export const PICK_LIKE = /^(?=.{1,7}$)[\p{Lu}\d+&.,:-]+(?: [\p{Lu}\d+&.,:-]+)?$/u;
/**
 * Words to read again: a run of them on a line (`from` up to, not including, `to`), read as a pick's print (a
 * lone word) or as the words of a name (a run at its own height on a bent line).
 */
export interface WordRun {
  line: number;
  from: number;
  to: number;
  pick: boolean;
  /** The rows its letters take, where tesseract's boxes reach over two lines. */
  band?: { y0: number; y1: number };
}

/**
 * Words that are short, at least their own height apart from their neighbours on the line, and unsure, or marks
 * whose box is as tall as the line's letters (a "2" read as a dash: a dash is a sliver).
 */
export function loneWords(lines: OcrWord[][]): WordRun[] {
  const found: WordRun[] = [];
  lines.forEach((words, line) =>
    words.forEach((w, index) => {
      const height = w.bbox.y1 - w.bbox.y0;
      const tallest = Math.max(...words.map((x) => x.bbox.y1 - x.bbox.y0));
      // Only a dash: a bar as tall as the letters is OCR's column break, and must never come back as a "1".
      const tallMark = /^[-–—~_]$/.test(w.text) && height >= TALL_MARK * tallest;
      const gapBefore = index ? w.bbox.x0 - words[index - 1].bbox.x1 : Infinity;
      const gapAfter = index < words.length - 1 ? words[index + 1].bbox.x0 - w.bbox.x1 : Infinity;
      if (
        w.text.length <= SHORT &&
        (w.confidence < UNSURE || tallMark) &&
        Math.min(gapBefore, gapAfter) >= height
      )
        found.push({ line, from: index, to: index + 1, pick: true });
    }),
  );
  return found.slice(0, MAX_WORDS);
}

/**
 * The run's box on the page with some page around it (never a neighbour's letters), on a margin of its paper.
 * A run of a bent line reaches less above and below: the lines over and under it are a letter's gap away.
 */
export function cutOut(
  page: GreyPage,
  lines: OcrWord[][],
  { line, from, to, pick, band }: WordRun,
): GreyPage {
  const words = lines[line];
  const run = words.slice(from, to);
  const x0 = run[0].bbox.x0;
  const x1 = run.at(-1)!.bbox.x1;
  const { y0, y1 } = band ?? {
    y0: Math.min(...run.map((w) => w.bbox.y0)),
    y1: Math.max(...run.map((w) => w.bbox.y1)),
  };
  const reach = Math.round((y1 - y0) * (pick ? REACH : RUN_REACH));
  // A neighbour whose box overlaps the run's (tesseract's smears do) leaves it no margin, never a negative one.
  const before = from ? Math.max(0, Math.floor((x0 - words[from - 1].bbox.x1) / 2)) : reach;
  const after = to < words.length ? Math.max(0, Math.floor((words[to].bbox.x0 - x1) / 2)) : reach;
  const left = Math.max(0, x0 - Math.min(reach, before));
  const right = Math.min(page.width, x1 + Math.min(reach, after));
  const top = Math.max(0, y0 - reach);
  const bottom = Math.min(page.height, y1 + reach);
  const width = right - left + 2 * PAD;
  const height = bottom - top + 2 * PAD;
  // The margin is the cut-out's own paper (its edge's median grey): on a grey card a white margin is the lighter
  // colour, and tesseract's one threshold would take the card for ink.
  const edge: number[] = [];
  for (let x = left; x < right; x++)
    edge.push(page.data[top * page.width + x], page.data[(bottom - 1) * page.width + x]);
  for (let y = top; y < bottom; y++)
    edge.push(page.data[y * page.width + left], page.data[y * page.width + right - 1]);
  const paper = edge.sort((a, b) => a - b)[edge.length >> 1] ?? 255;
  const data = new Uint8Array(width * height).fill(paper);
  for (let y = top; y < bottom; y++) {
    const from = y * page.width + left;
    data.set(page.data.subarray(from, from + right - left), (y - top + PAD) * width + PAD);
  }
  return { data, width, height };
}

/**
 * The cut-outs to read for the runs: each as cut, then each pick's twice as large. A lone glyph at a name's
 * letter height may split in two for tesseract (a bold "X" read "Xx"), and reads whole when larger, where a thin
 * "1" may read "i": `surerSize` keeps the surer reading of the two.
 */
export function runImages(page: GreyPage, lines: OcrWord[][], runs: WordRun[]): GreyPage[] {
  const cuts = runs.map((run) => cutOut(page, lines, run));
  return [...cuts, ...cuts.filter((_, k) => runs[k].pick).map(enlarged)];
}

/** Each run's reading from `runImages`' reads: a pick's surer reading of its two sizes. */
export function surerSize<T extends { confidence: number }>(runs: WordRun[], reads: T[]): T[] {
  let large = runs.length;
  return runs.map((run, k) => {
    if (!run.pick) return reads[k];
    const big = reads[large++];
    return big && big.confidence > (reads[k]?.confidence ?? 0) ? big : reads[k];
  });
}

/** The page twice as wide and high, each pixel the mean of the two to four it falls between (bilinear). */
function enlarged({ data, width, height }: GreyPage): GreyPage {
  const out = new Uint8Array(4 * width * height);
  const at = (x: number, y: number) => data[Math.min(y, height - 1) * width + Math.min(x, width - 1)];
  for (let y = 0; y < 2 * height; y++)
    for (let x = 0; x < 2 * width; x++) {
      const [x0, y0] = [x >> 1, y >> 1];
      const [dx, dy] = [x & 1, y & 1];
      out[y * 2 * width + x] = Math.round(
        (at(x0, y0) + at(x0 + dx, y0) + at(x0, y0 + dy) + at(x0 + dx, y0 + dy)) / 4,
      );
    }
  return { data: out, width: 2 * width, height: 2 * height };
}

/**
 * Runs of words at two heights on one line: an app's pill and odds centred between a card's home and away
 * lines, set by tesseract on the home line. Read at a height that is not theirs, the names come out garbled
 * ("BEEN Munchen" for "Bayern München", "Gc" for "GG"); each run at its own height, cut out and read alone, comes
 * out right. Runs already read as lone words are left to that reading.
 */
export function bentRuns(page: GreyPage, lines: OcrWord[][], lone: WordRun[]): WordRun[] {
  const found: WordRun[] = [];
  lines.forEach((words, line) => {
    if (words.length < 2) return;
    const centre = (w: OcrWord) => (w.bbox.y0 + w.bbox.y1) / 2;
    const heights = words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
    const height = heights[heights.length >> 1];
    const centres = words.map(centre);
    // Two heights: the words' centres split at their widest gap, when the line spans BENT of a letter's height.
    const sorted = [...centres].sort((a, b) => a - b);
    if (sorted.at(-1)! - sorted[0] < BENT * height) return;
    const gaps = sorted.slice(1).map((c, i) => c - sorted[i]);
    const widest = gaps.indexOf(Math.max(...gaps));
    if (gaps[widest] < (BENT / 2) * height) return;
    const cut = sorted[widest + 1];
    const level = (i: number) => centres[i] >= cut;
    // A row's pill and odds are short codes and figures at one height, left and right of a name at the other.
    // A line bent any other way is left as read: a photo's perspective tilts a line (its words' heights run one
    // way), a card's small market beside its big odds is a step.
    const short = (low: boolean) => words.every((w, i) => level(i) !== low || w.text.length <= SHORT_CELL);
    const between = (low: boolean) => {
      const name = words.flatMap((w, i) => (level(i) === low && /\p{L}{3}/u.test(w.text) ? [i] : []));
      return name.length > 0 && level(0) !== low && level(words.length - 1) !== low;
    };
    if (!(short(true) && between(false)) && !(short(false) && between(true))) return;
    // Each run is one cell at one height: a column's gap (tesseract's word spacing grown past a letter's
    // height) ends it too.
    let from = 0;
    for (let i = 1; i <= words.length; i++) {
      if (
        i < words.length &&
        level(i) === level(from) &&
        words[i].bbox.x0 - words[i - 1].bbox.x1 < CELL_GAP * height
      )
        continue;
      const alone = lone.some((r) => r.line === line && r.from < i && from < r.to);
      // A box reaching over two lines is tesseract's guess at the run's place: its letters are the first band
      // of ink from the box's top.
      const run = words.slice(from, i);
      const tall = run.some((w) => w.bbox.y1 - w.bbox.y0 > TALL_BOX * height);
      const band = tall ? firstInkBand(page, run) : undefined;
      // A name's words read sure are left as read: rereading them risks more than it mends.
      const sure = run.every((w) => w.confidence >= SURE_NAME) && run.some((w) => /\p{L}{3}/u.test(w.text));
      if (!alone && !sure && (!tall || band))
        found.push({ line, from, to: i, pick: false, ...(band ? { band } : {}) });
      from = i;
    }
  });
  return found.slice(0, MAX_RUNS);
}

/** The first band of ink in the run's box, where the box holds more than one line's letters. */
function firstInkBand(page: GreyPage, run: OcrWord[]): { y0: number; y1: number } | undefined {
  const { top, bottom } = boxOnPage(page, run);
  const [first] = inkBands(page, run);
  // A band as tall as the box found no second line in it: the box is no guide.
  return first && first.y1 - first.y0 < (bottom - top) * 0.8 ? first : undefined;
}

/** The run's box, cut to the page (tesseract's boxes for a smear may reach past it). */
function boxOnPage(page: GreyPage, run: OcrWord[]) {
  return {
    x0: Math.max(0, run[0].bbox.x0),
    x1: Math.min(page.width, run.at(-1)!.bbox.x1),
    top: Math.max(0, Math.min(...run.map((w) => w.bbox.y0))),
    bottom: Math.min(page.height, Math.max(...run.map((w) => w.bbox.y1))),
  };
}

/**
 * The bands of inked rows in the run's box, top to bottom (a few blank rows inside one, a letter's accent,
 * allowed): its lines of letters. Ink is darker than halfway between the box's lightest and darkest grey.
 */
export function inkBands(page: GreyPage, run: OcrWord[]): { y0: number; y1: number }[] {
  const { x0, x1, top, bottom } = boxOnPage(page, run);
  let [dark, light] = [255, 0];
  for (let y = top; y < bottom; y++)
    for (let x = x0; x < x1; x++) {
      const v = page.data[y * page.width + x];
      [dark, light] = [Math.min(dark, v), Math.max(light, v)];
    }
  const ink = (dark + light) / 2;
  const inked = (y: number) => {
    for (let x = x0; x < x1; x++) if (page.data[y * page.width + x] < ink) return true;
    return false;
  };
  const allowedGap = Math.max(2, Math.round((bottom - top) * 0.06));
  const bands: { y0: number; y1: number }[] = [];
  for (let y = top, blank = Infinity; y < bottom; y++) {
    if (!inked(y)) {
      blank++;
      continue;
    }
    if (blank > allowedGap) bands.push({ y0: y, y1: y + 1 });
    else bands.at(-1)!.y1 = y + 1;
    blank = 0;
  }
  return bands;
}

/**
 * The lines with each reread run replaced where the new reading is sure: a lone word by a pick's print, a run
 * by its words (their boxes shared out by length where the run reads as more or fewer words).
 */
export function withRereads(
  lines: OcrWord[][],
  runs: WordRun[],
  rereads: { text: string; confidence: number }[],
): OcrWord[][] {
  const out = lines.map((l) => [...l]);
  // Right to left on each line, so a run replaced by more or fewer words leaves the places of those before it.
  const order = runs
    .map((run, k) => ({ run, k }))
    .sort((a, b) => b.run.line - a.run.line || b.run.from - a.run.from);
  for (const { run, k } of order) {
    const old = out[run.line].slice(run.from, run.to);
    const text = rereads[k]?.text.trim() ?? '';
    const confidence = rereads[k]?.confidence ?? 0;
    const was = Math.min(...old.map((w) => w.confidence));
    // A mark read where a character stands was as sure as it was wrong: any sure reading beats it.
    // A run read at its own height is trusted when sure: read at another, tesseract was sure of "Gc" for "GG".
    const surer = run.pick
      ? confidence >= was + MARGIN || !/[\p{L}\d]/u.test(old[0].text)
      : confidence >= was;
    // Odds stay odds: read again, a figure comes back a figure ("128" → "1,29"), never a word.
    const odds = /^\d+[.,]?\d*$/;
    const fits = run.pick
      ? PICK_LIKE.test(text)
      : /[\p{L}\d]/u.test(text) && (!odds.test(old.map((w) => w.text).join('')) || odds.test(text));
    if (!fits || confidence < SURE || !surer) continue;
    out[run.line].splice(run.from, run.to - run.from, ...sharedOut(old, text.split(/\s+/), confidence));
  }
  return out;
}

/** New words over the old words' boxes: one for one, or the whole run's box shared out by their lengths. */
export function sharedOut(old: OcrWord[], texts: string[], confidence: number): OcrWord[] {
  if (texts.length === old.length) return old.map((w, i) => ({ ...w, text: texts[i], confidence }));
  const { x0 } = old[0].bbox;
  const x1 = old.at(-1)!.bbox.x1;
  const y0 = Math.min(...old.map((w) => w.bbox.y0));
  const y1 = Math.max(...old.map((w) => w.bbox.y1));
  const letters = texts.reduce((n, t) => n + t.length, 0) + texts.length - 1;
  const per = (x1 - x0) / Math.max(1, letters);
  let at = x0;
  return texts.map((text) => {
    const word = {
      text,
      confidence,
      bbox: { x0: Math.round(at), y0, x1: Math.round(at + per * text.length), y1 },
    };
    at += per * (text.length + 1);
    return word;
  });
}
