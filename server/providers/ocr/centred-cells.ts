import type { OcrWord } from './worker-pool';
import { SHORT_CELL } from './lone-words';

/** A cell centred between two lines stands this share of their distance from each at least. */
const BETWEEN = 0.3;
/** Home and away lines of one card are this many letter heights apart at most (the next card is farther). */
const MAX_PITCH = 2.4;
/** Home and away names start at the same x, within this share of a letter's height. */
const ALIGNED = 0.6;
/** A line measures the page's slope over at least this many letter heights. */
const LONG_RUN = 4;
/** A name's letters at its own line's height: within this share of the two lines' distance. */
const OWN_LEVEL = 0.2;

/** The word between a match's two names. */
const MATCH_SEPARATOR = /^(?:[-–—]|vs\.?|v)$/i;

const centre = (w: OcrWord) => (w.bbox.y0 + w.bbox.y1) / 2;
const isName = (w: OcrWord) => /\p{L}{3}/u.test(w.text);

/**
 * An app's card stacks home over away, and sets the pick and the odds right of them, centred between the two.
 * Tesseract gives such a cell to the home line, to the away line or a line of its own, row by row; the
 * structurer pairs a leg's names, pick and odds by their lines. Every such cell joins the home line, which then
 * reads as a one-line leg ("Partizan | 1 | 1,45" over "Vojvodina").
 */
export function centredCells(lines: OcrWord[][]): OcrWord[][] {
  const out = lines.map((words) => [...words]);
  // A photo's lines slope (its perspective): a cell far right of a name is where its line has risen or fallen to.
  const slope = pageSlope(lines);
  for (let a = 0; a + 1 < out.length; a++) {
    const home = out[a][0];
    if (!home || !isName(home)) continue;
    // Lines of cells alone (right of the home name, specks aside) may stand between home and away.
    let b = a + 1;
    while (
      b < out.length &&
      b - a <= 2 &&
      out[b].every((w) => w.bbox.x0 > home.bbox.x1 || !/[\p{L}\d]/u.test(w.text))
    )
      b++;
    const away = out[b]?.[0];
    if (!away || b - a > 2 || !isName(away)) continue;
    const height = Math.min(home.bbox.y1 - home.bbox.y0, away.bbox.y1 - away.bbox.y0);
    const [top, bottom] = [centre(home), centre(away)];
    const pitch = bottom - top;
    if (
      Math.abs(home.bbox.x0 - away.bbox.x0) > ALIGNED * height ||
      pitch < height ||
      pitch > MAX_PITCH * height
    )
      continue;
    // A line holding a whole match ("Partizan - Vojvodina") is no away name: its card prints a market over it,
    // and the cell beside the two is the match line's.
    if ([...out[a], ...out[b]].some((w) => MATCH_SEPARATOR.test(w.text))) continue;
    const nameEnd = Math.max(
      ...out[a]
        .filter((w) => isName(w) && Math.abs(centre(w) - top) < OWN_LEVEL * pitch)
        .map((w) => w.bbox.x1),
      ...out[b]
        .filter((w) => isName(w) && Math.abs(centre(w) - bottom) < OWN_LEVEL * pitch)
        .map((w) => w.bbox.x1),
    );
    const between = (w: OcrWord) => {
      const level = centre(w) - slope * (w.bbox.x0 - home.bbox.x0);
      return (
        w.bbox.x0 > nameEnd &&
        w.text.length <= SHORT_CELL &&
        level > top + BETWEEN * pitch &&
        level < bottom - BETWEEN * pitch
      );
    };
    const cells = out.slice(a + 1, b + 1).flatMap((words) => words.filter(between));
    if (!cells.length) continue;
    for (let line = a + 1; line <= b; line++) out[line] = out[line].filter((w) => !cells.includes(w));
    out[a] = [...out[a], ...cells].sort((p, q) => p.bbox.x0 - q.bbox.x0);
  }
  return out.filter((words) => words.length);
}

/**
 * The median slope of the page's lines of words (0 on a screenshot), first word of letters to last, where they
 * stand at least LONG_RUN letter heights apart: a letter's descender moves a word's middle a little, and over a
 * short run that is a slope. Words of letters stand at one height on a card, beside cells that may not.
 */
function pageSlope(lines: OcrWord[][]): number {
  const slopes = lines
    .flatMap((words) => {
      const lettered = words.filter(isName);
      if (lettered.length < 2) return [];
      const [first, last] = [lettered[0], lettered.at(-1)!];
      const run = last.bbox.x0 - first.bbox.x0;
      return run >= LONG_RUN * (first.bbox.y1 - first.bbox.y0) ? [(centre(last) - centre(first)) / run] : [];
    })
    .sort((a, b) => a - b);
  return slopes[slopes.length >> 1] ?? 0;
}
