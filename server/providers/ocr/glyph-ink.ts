import type { GlyphInk, OcrWord } from './worker-pool';
import type { GreyPage } from './types';

/**
 * The words whose letters' ink decides how they are read (roman-numerals.ts): a numeral and an outcome run
 * together ("1X" for "I X", "11" for "I 1"), an outcome whose box is too wide for one letter ("1" for "I 1"),
 * and a lone X read twice over itself ("Xx").
 */
const INKED = /^(?:[1lI|][12xX]|[xX]{2})$/;
const LONE_OUTCOME = /^[12xX]$/;
/** A lone outcome's box wider than this share of its height holds more than one letter. */
const ONE_LETTER = 0.8;
/** Darker than this is ink on the prepared page (dark text on light, its contrast normalised). */
const INK = 128;
/**
 * A stroke whose top and bottom rows are at most this much wider than its middle is bare: a sans-serif "I".
 * A digit 1 has a flag at its top (and a foot in many fonts), two or three times its stem.
 */
const BARE = 1.5;
/** The share of a glyph's rows at its top and at its bottom where a flag or a foot would be. */
const END_ROWS = 0.3;

const inked = (w: OcrWord) =>
  INKED.test(w.text) ||
  (LONE_OUTCOME.test(w.text) && w.bbox.x1 - w.bbox.x0 > ONE_LETTER * (w.bbox.y1 - w.bbox.y0));

/** The lines with their candidate words' ink measured on the prepared page. */
export function withGlyphInk({ data, width, height }: GreyPage, lines: OcrWord[][]): OcrWord[][] {
  return lines.map((l) =>
    l.map((w) => (inked(w) ? { ...w, ink: glyphInk(data, width, height, w.bbox) } : w)),
  );
}

/**
 * The inked column runs inside a box of a grey page (one byte a pixel), each with the rows its ink reaches, and
 * whether the first is bare.
 */
export function glyphInk(
  grey: Uint8Array | Buffer,
  width: number,
  height: number,
  box: OcrWord['bbox'],
): GlyphInk {
  const x0 = Math.max(0, box.x0);
  const x1 = Math.min(width - 1, box.x1);
  const y0 = Math.max(0, box.y0);
  const y1 = Math.min(height - 1, box.y1);
  const isInk = (x: number, y: number) => grey[y * width + x] < INK;
  const runs: GlyphInk['runs'] = [];
  for (let x = x0; x <= x1; x++) {
    let top = -1;
    let bottom = -1;
    for (let y = y0; y <= y1; y++)
      if (isInk(x, y)) {
        if (top < 0) top = y;
        bottom = y;
      }
    if (top < 0) continue;
    const last = runs.at(-1);
    if (last && last.x1 === x - 1) {
      last.x1 = x;
      last.y0 = Math.min(last.y0, top);
      last.y1 = Math.max(last.y1, bottom);
    } else runs.push({ x0: x, x1: x, y0: top, y1: bottom });
  }
  return { runs, bareFirst: runs.length > 0 && isBare(runs[0], isInk) };
}

/** Each inked row's width within the run: a bare stroke is as wide at its ends as in its middle. */
function isBare(run: GlyphInk['runs'][number], isInk: (x: number, y: number) => boolean): boolean {
  const widths: number[] = [];
  for (let y = run.y0; y <= run.y1; y++) {
    let w = 0;
    for (let x = run.x0; x <= run.x1; x++) if (isInk(x, y)) w++;
    if (w) widths.push(w);
  }
  if (widths.length < 4) return false;
  const stem = [...widths].sort((a, b) => a - b)[widths.length >> 1];
  const ends = Math.max(1, Math.round(widths.length * END_ROWS));
  const widest = (rows: number[]) => Math.max(...rows);
  return widest(widths.slice(0, ends)) <= BARE * stem && widest(widths.slice(-ends)) <= BARE * stem;
}
