import type { OcrWord } from './worker-pool';

/**
 * A half-time pick's Roman numeral ("I 1", "I X", "II 2") that tesseract read as a bar ("|", "||") or a
 * dotless "ı", written back as "I" / "II", so it is neither a column break nor a second "1". Only right before
 * a bare outcome (1, X, 2), at a word's distance; a bar only when it has the outcome's height, top and bottom:
 * a slip's printed column bar ("@1.45 | 1 | Partizan") reaches below the line's baseline and above its
 * capitals (or, blurred, falls short of them), so it stays a bar and its pick a plain "1". Two more of a pick's
 * letters that tesseract runs together are told apart by their ink: "I X" read as one word "1X", and a lone X
 * read twice over itself ("Xx").
 */
export function romanNumerals(words: OcrWord[]): OcrWord[] {
  return words
    .flatMap(numeralRunTogether)
    .map(oneLetterReadTwice)
    .map((w, i, words) => {
      const next = words[i + 1];
      if (!next || !/^(\|{1,2}|ı)$/.test(w.text) || !/^[12xX]$/.test(next.text)) return w;
      const h = next.bbox.y1 - next.bbox.y0;
      const near = next.bbox.x0 - w.bbox.x1 <= 1.2 * h;
      // tesseract's box of a dotless ı is no guide to its height; the letter itself says it is no digit.
      const capital =
        w.text === 'ı' ||
        (Math.abs(w.bbox.y0 - next.bbox.y0) <= 0.12 * h && Math.abs(w.bbox.y1 - next.bbox.y1) <= 0.12 * h);
      return near && capital ? { ...w, text: w.text === '||' ? 'II' : 'I' } : w;
    });
}

/** Between numeral and outcome a word's space: at least this share of the height (a code's "12" is set tight). */
const SPACE = 0.25;
/**
 * A numeral stands on its outcome's line: it reaches at most this share of the height above or below the
 * outcome (a table's rule runs past the letters) and, faint on a blurred photo, at least half its height.
 */
const SAME_LINE = 0.15;

/**
 * "I X" and "I 1" that tesseract read as one word, "1X" or "11", or as the outcome alone ("1" in a box two
 * letters wide): the double chance 1X, the half-time/full-time 1-1 or the full-time 1 to the reader. The
 * page's ink tells them apart (glyph-ink.ts): the numeral is a bare stroke on its outcome's line, a space before
 * it, where a printed code's 1 carries a flag or a foot and a table's rule runs past the letters. Split back into
 * two words. A serif "I" has feet too and stays as read.
 */
function numeralRunTogether(w: OcrWord): OcrWord[] {
  const read = /^(?:[1lI|]([12xX])|([12xX]))$/.exec(w.text);
  const runs = w.ink?.runs ?? [];
  if (!read || !w.ink?.bareFirst || runs.length !== 2) return [w];
  const [stroke, outcome] = runs;
  const h = w.bbox.y1 - w.bbox.y0;
  const sameLine =
    stroke.y0 >= outcome.y0 - SAME_LINE * h &&
    stroke.y1 <= outcome.y1 + SAME_LINE * h &&
    stroke.y1 - stroke.y0 >= (outcome.y1 - outcome.y0) / 2;
  if (!sameLine || outcome.x0 - stroke.x1 < SPACE * h) return [w];
  return [
    { ...w, text: 'I', bbox: { ...w.bbox, x1: stroke.x1 }, ink: undefined },
    { ...w, text: (read[1] ?? read[2]).toUpperCase(), bbox: { ...w.bbox, x0: outcome.x0 }, ink: undefined },
  ];
}

/**
 * A pill's lone X that tesseract read twice over itself ("Xx"), which the reader would take for the
 * half-time/full-time X-X: one glyph's ink. Two printed letters stand apart.
 */
function oneLetterReadTwice(w: OcrWord): OcrWord {
  return /^xx$/i.test(w.text) && w.ink?.runs.length === 1 ? { ...w, text: 'X', ink: undefined } : w;
}
