import type { OcrWord } from './worker-pool';

/** A word this share of whose box lies inside another line's word was read there. */
const INSIDE = 0.6;

const area = ({ x0, x1, y0, y1 }: OcrWord['bbox']) => Math.max(0, x1 - x0) * Math.max(0, y1 - y0);

/**
 * Tesseract sometimes reads one print twice, on two lines: the foot of a market's "ishod" over a pick comes back
 * as "ee'" or "U" on the names' line beside it, where it spoils the pick's cell. A word mostly inside the box of
 * a surer word on another line is that word read again, and goes.
 */
export function withoutTwiceRead(lines: OcrWord[][]): OcrWord[][] {
  const twice = (w: OcrWord, line: number) =>
    lines.some(
      (other, o) =>
        o !== line &&
        other.some((x) => {
          if (x.confidence <= w.confidence) return false;
          const overlap = area({
            x0: Math.max(w.bbox.x0, x.bbox.x0),
            x1: Math.min(w.bbox.x1, x.bbox.x1),
            y0: Math.max(w.bbox.y0, x.bbox.y0),
            y1: Math.min(w.bbox.y1, x.bbox.y1),
          });
          return overlap >= INSIDE * area(w.bbox) && area(w.bbox) > 0;
        }),
    );
  return lines.map((words, line) => words.filter((w) => !twice(w, line))).filter((words) => words.length);
}
