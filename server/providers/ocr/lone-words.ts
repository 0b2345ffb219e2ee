import type { OcrWord } from './worker-pool';
import type { GreyPage } from './types';

/**
 * Short words standing alone in their row that tesseract read unsure: an app's pick in its pill ("1", "2+",
 * "X2"), centred between a card's two lines of text. Set on a line it does not sit on, tesseract reads it with
 * that line's letter height and turns "1" into "ij" and "2+" into "ot". Cut out of the page and read alone as
 * one line of text, it comes out right, sure, in a few milliseconds.
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

/**
 * What a pick or odds in a pill reads as: digits, capitals and a code's signs, no space ("1", "2+", "X2", "GG",
 * "1,85"). A lower-case word is a fragment of some other text (a menu's, a heading's) and stays as first read.
 */
const PICK_LIKE = /^[\p{Lu}\d+&.,:-]{1,6}$/u;
/** Where each word to read again stands: its line and its place in it. */
export interface LoneWord {
  line: number;
  index: number;
}

/**
 * Words that are short, at least their own height apart from their neighbours on the line, and unsure, or marks
 * whose box is as tall as the line's letters (a "2" read as a dash: a dash is a sliver).
 */
export function loneWords(lines: OcrWord[][]): LoneWord[] {
  const found: LoneWord[] = [];
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
        found.push({ line, index });
    }),
  );
  return found.slice(0, MAX_WORDS);
}

/** The word's box on the page with some page around it (never a neighbour's letters), on a white margin. */
export function cutOut(page: GreyPage, lines: OcrWord[][], { line, index }: LoneWord): GreyPage {
  const words = lines[line];
  const { x0, y0, x1, y1 } = words[index].bbox;
  const reach = Math.round((y1 - y0) * REACH);
  const before = index ? Math.floor((x0 - words[index - 1].bbox.x1) / 2) : reach;
  const after = index < words.length - 1 ? Math.floor((words[index + 1].bbox.x0 - x1) / 2) : reach;
  const left = Math.max(0, x0 - Math.min(reach, before));
  const right = Math.min(page.width, x1 + Math.min(reach, after));
  const top = Math.max(0, y0 - reach);
  const bottom = Math.min(page.height, y1 + reach);
  const width = right - left + 2 * PAD;
  const height = bottom - top + 2 * PAD;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = top; y < bottom; y++) {
    const from = y * page.width + left;
    data.set(page.data.subarray(from, from + right - left), (y - top + PAD) * width + PAD);
  }
  return { data, width, height };
}

/** The lines with each reread word's text and confidence replaced where the new reading is sure. */
export function withRereads(
  lines: OcrWord[][],
  lone: LoneWord[],
  rereads: { text: string; confidence: number }[],
): OcrWord[][] {
  const out = lines.map((l) => [...l]);
  lone.forEach(({ line, index }, k) => {
    const old = out[line][index];
    const text = rereads[k]?.text.trim() ?? '';
    const confidence = rereads[k]?.confidence ?? 0;
    // A mark read where a character stands was as sure as it was wrong: any sure reading beats it.
    const surer = confidence >= old.confidence + MARGIN || !/[\p{L}\d]/u.test(old.text);
    if (PICK_LIKE.test(text) && confidence >= SURE && surer) out[line][index] = { ...old, text, confidence };
  });
  return out;
}
