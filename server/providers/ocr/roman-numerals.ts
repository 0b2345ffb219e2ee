import type { OcrWord } from './worker-pool';

/**
 * A half-time pick's Roman numeral ("I 1", "I X", "II 2") that tesseract read as a bar ("|", "||") or a
 * dotless "ı", written back as "I" / "II", so it is neither a column break nor a second "1". Only right before
 * a bare outcome (1, X, 2), at a word's distance; a bar only when it has the outcome's height, top and bottom:
 * a slip's printed column bar ("@1.45 | 1 | Partizan") reaches below the line's baseline and above its
 * capitals (or, blurred, falls short of them), so it stays a bar and its pick a plain "1".
 */
export function romanNumerals(words: OcrWord[]): OcrWord[] {
  return words.map((w, i) => {
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
