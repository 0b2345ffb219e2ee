import type { OcrWord } from './worker-pool';

/** Odds as printed: a whole decimal. */
const ODDS = /^@?\d{1,2}[.,]\d{2}$/;

/** A line's words left and right of the gutter. */
interface Halves {
  l: OcrWord[];
  r: OcrWord[];
}
/** A card's last line ends with its odds; a slip's date ("18.01 12:30 1 | 2.38") only looks like them. */
const endsWithOdds = (words: OcrWord[]) => ODDS.test(words.at(-1)?.text ?? '');
const bothOdds = (p: Halves) => endsWithOdds(p.l) && endsWithOdds(p.r);

/**
 * A page of legs printed as two columns of cards (a grid of tiles): tesseract reads each row of text across both
 * cards, so every line joins the left card's words to the right card's. Where a run of lines shares one empty
 * gutter near the page's middle and the cards on both sides of it print odds, each row of cards is read left
 * card first, then the right one. A table is never split: its odds stand in one column only.
 */
export function splitColumns(lines: OcrWord[][]): OcrWord[][] {
  const words = lines.flat();
  if (words.length < 8) return lines;
  const left = Math.min(...words.map((w) => w.bbox.x0));
  const right = Math.max(...words.map((w) => w.bbox.x1));
  const gutter = findGutter(lines, left + 0.35 * (right - left), left + 0.65 * (right - left));
  if (gutter === null) return lines;
  const side = (line: OcrWord[]) => {
    if (line.some((w) => w.bbox.x0 < gutter && w.bbox.x1 > gutter)) return 'across';
    const l = line.filter((w) => w.bbox.x1 <= gutter);
    const r = line.filter((w) => w.bbox.x0 >= gutter);
    return { l, r };
  };
  const out: OcrWord[][] = [];
  let run: Halves[] = [];
  const flush = () => {
    if (run.filter(bothOdds).length >= 2) {
      // A row of cards ends with the line whose both cards print their odds; what follows the last row (a
      // summary's "label | value") is read as it stands.
      let row: Halves[] = [];
      for (const p of run) {
        row.push(p);
        if (bothOdds(p)) {
          out.push(
            ...row.map((q) => q.l).filter((l) => l.length),
            ...row.map((q) => q.r).filter((r) => r.length),
          );
          row = [];
        }
      }
      out.push(...row.map((q) => [...q.l, ...q.r]));
    } else out.push(...run.map((p) => [...p.l, ...p.r]));
    run = [];
  };
  for (const line of lines) {
    const s = side(line);
    if (s === 'across') {
      flush();
      out.push(line);
    } else run.push(s);
  }
  flush();
  return out;
}

/**
 * The x of an empty band between `from` and `to`, as wide as a letter at least, that splits the most lines into
 * two cards that both print odds (two such lines at least; ties go to the band more lines leave empty); null
 * when there is none.
 */
function findGutter(lines: OcrWord[][], from: number, to: number): number | null {
  const step = 4;
  const heights = lines.map((line) => Math.max(...line.map((w) => w.bbox.y1 - w.bbox.y0)));
  let best: { x: number; odds: number; empty: number } | null = null;
  for (let x = from; x <= to; x += step) {
    let odds = 0;
    let empty = 0;
    for (const [k, line] of lines.entries()) {
      const margin = heights[k] / 2;
      if (line.some((w) => w.bbox.x0 - margin < x && w.bbox.x1 + margin > x)) continue;
      const l = line.filter((w) => w.bbox.x1 < x);
      const r = line.filter((w) => w.bbox.x0 > x);
      if (!l.length || !r.length) continue;
      empty++;
      if (bothOdds({ l, r })) odds++;
    }
    if (odds >= 2 && (!best || odds > best.odds || (odds === best.odds && empty > best.empty)))
      best = { x, odds, empty };
  }
  return best?.x ?? null;
}
