import type { OcrWord } from './worker-pool';

/**
 * Words tesseract cut across two lines, put back together. An app prints the odds centred between the home
 * and the away line; tesseract may then give "249" to one line and its "," to the next, or "91" to one and
 * "3," to the other. Two pieces of one word sit side by side (or one inside the other) at the same height;
 * words of two real lines never overlap vertically. The rejoined word stays on the upper line.
 */
export function rejoinSplitWords(lines: OcrWord[][]): OcrWord[][] {
  const out = lines.map((l) => [...l]);
  for (let i = 0; i + 1 < out.length; i++) {
    for (const b of [...out[i + 1]]) {
      const k = out[i].findIndex((a) => pieces(a, b));
      if (k < 0) continue;
      out[i][k] = join(out[i][k], b);
      out[i + 1] = out[i + 1].filter((w) => w !== b);
    }
  }
  return out.filter((l) => l.length);
}

const height = (w: OcrWord) => w.bbox.y1 - w.bbox.y0;

/** Odds as printed: a whole decimal. */
const ODDS = /^\d{1,3}[.,]\d{2}$/;
/** A piece of odds: digits and a decimal mark. */
const ODDS_PIECE = /^[\d.,]+$/;

/**
 * Two pieces of one odds: digits and marks only, neither whole odds already, together whole odds. Letters
 * never join: a noise line under "Ukupno poena" ("ON OM UA") would make "UkupnONoOMUA", and whole odds with a
 * stray comma under them "1,.62".
 */
function pieces(a: OcrWord, b: OcrWord): boolean {
  if (![a, b].every((w) => ODDS_PIECE.test(w.text) && !ODDS.test(w.text))) return false;
  if (!ODDS.test(join(a, b).text)) return false;
  const overlap = Math.min(a.bbox.y1, b.bbox.y1) - Math.max(a.bbox.y0, b.bbox.y0);
  if (overlap < 0.4 * Math.min(height(a), height(b))) return false;
  const near = 0.5 * Math.max(height(a), height(b));
  const inside = b.bbox.x0 >= a.bbox.x0 && b.bbox.x1 <= a.bbox.x1;
  return inside || Math.abs(b.bbox.x0 - a.bbox.x1) < near || Math.abs(a.bbox.x0 - b.bbox.x1) < near;
}

function join(a: OcrWord, b: OcrWord): OcrWord {
  const bbox = {
    x0: Math.min(a.bbox.x0, b.bbox.x0),
    y0: Math.min(a.bbox.y0, b.bbox.y0),
    x1: Math.max(a.bbox.x1, b.bbox.x1),
    y1: Math.max(a.bbox.y1, b.bbox.y1),
  };
  const confidence = Math.min(a.confidence, b.confidence);
  // A mark inside the other piece goes where it stands ("249" with its "," → "2,49").
  if (b.bbox.x0 >= a.bbox.x0 && b.bbox.x1 <= a.bbox.x1) {
    const at = Math.round(
      (((b.bbox.x0 + b.bbox.x1) / 2 - a.bbox.x0) / (a.bbox.x1 - a.bbox.x0 || 1)) * a.text.length,
    );
    return { text: a.text.slice(0, at) + b.text + a.text.slice(at), confidence, bbox };
  }
  return { text: b.bbox.x0 < a.bbox.x0 ? b.text + a.text : a.text + b.text, confidence, bbox };
}
