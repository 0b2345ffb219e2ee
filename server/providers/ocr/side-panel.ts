import type { Box } from './document-crop';
import type { GreyPage } from './types';

/** The grey step across a panel's border or fill that marks its side; a page's background varies far less. */
const EDGE = 8;
/**
 * An edge's step is looked for between pixels `reach` columns either side, and it may miss `gap` rows (a letter
 * touching the border, noise, a row's divider) and still be one edge.
 */
interface EdgeReach {
  reach: number;
  gap: number;
}
const SHARP: EdgeReach = { reach: 1, gap: 3 };
/**
 * A photographed screen's borders blur: an edge there is looked for between pixels this many columns either side,
 * and bridges the rows a row's divider, blurred as wide, breaks it for.
 */
const BLURRED: EdgeReach = { reach: 2, gap: 8 };
/** The gutter between two panels: wider than a ruled line's two sides, narrower than a column of the page. */
const GUTTER = { min: 6, maxShare: 0.08 };
/** A panel's border alone between it and the page (the gutter one upright rule): its width at most. */
const RULE_MAX = 3;
/** A rule alone parts a panel that runs this share of the page's height: a short one is a table's column rule. */
const RULE_RUN = 0.4;
/** Rows two lines of text may start or end apart and still be one table row read across a rule. */
const ROW_SLACK = 2;
/** The share of a panel's lines level with a line across the rule that makes the two sides one table. */
const TABLE_ROWS = 0.6;
/** The strip either side of a rule where a row's own rule or stripe is looked for: its gap from the rule, its width. */
const BESIDE = { gap: 2, width: 5 };
/** A side panel's width as a share of the page's: a summary box or a menu, never one of two equal columns of cards. */
const PANEL_SHARE = { min: 0.12, max: 0.4 };
/** Gutter pixels further than this from the gutter's own grey, and their share allowed (noise, a photo's grain). */
const UNIFORM = { spread: 10, outliers: 0.01 };
/** Dark marks a panel must hold (a share of its pixels) to be worth moving: text, not an empty box. */
const INK = { contrast: 60, share: 0.003 };
/** The grey step between two rows of a gutter that ends it: a bar's or a rule's side; a light gradient steps less. */
const ROW_STEP = 3;
/** The share of a box's rows a column is ink in to be a photo's dark surround, not text. */
const FRAME_SHARE = 0.9;
/** Rows kept above and below a panel's text. */
const MARGIN = 12;
/** Rows of background between the page and the panel moved below it. */
const PAD = 24;

/**
 * A web page's side panel: a narrow column (a bet slip's summary box, a menu) beside the wide one that holds the
 * ticket's table, the two apart by a gutter of plain background between their long upright sides. Tesseract
 * reads each of the panel's lines together with the table's row at its height, and misreads both. The panel is
 * the narrow side of the gutter for as far as the gutter runs plain (a full-width bar or rule above or below
 * ends it); null when the page has no such panel.
 */
export function sidePanel(page: GreyPage): Box | null {
  // A photographed screen blurs a border's step over several columns: looked for across a wider reach only when
  // the sharp one finds nothing, so a screenshot's panel is found as before.
  return panelBeside(page, SHARP) ?? panelBeside(page, BLURRED);
}

function panelBeside({ data, width, height }: GreyPage, edge: EdgeReach): Box | null {
  const minRun = Math.max(40, Math.round(0.15 * height));
  const edges = uprightEdges(data, width, height, minRun, edge);
  let best: { box: Box; overlap: number } | null = null;
  const columns = [...edges.keys()].sort((a, b) => a - b);
  for (const [i, a] of columns.entries())
    for (const b of columns.slice(i + 1)) {
      if (b - a > GUTTER.maxShare * width) break;
      // A rule alone between the sides may be a table's column rule: that pair stands only for a long run whose
      // sides are not one table's rows (inRows, rowsCross below).
      const rule = b - a < GUTTER.min;
      if (rule && (b - a < 2 || b - a - 1 > RULE_MAX)) continue;
      const runFor = rule ? Math.max(minRun, Math.round(RULE_RUN * height)) : minRun;
      for (const ra of edges.get(a)!)
        for (const rb of edges.get(b)!) {
          const top = Math.max(ra[0], rb[0]);
          const bottom = Math.min(ra[1], rb[1]);
          if (bottom - top + 1 < runFor || (best && bottom - top <= best.overlap)) continue;
          if (!uniform(data, width, a + 1, b - 1, top, bottom)) continue;
          const middle = (a + b) >> 1;
          const [y0, y1] = gutterExtent(data, width, height, a + 1, b - 1, top, bottom);
          const box =
            width - middle <= middle
              ? { left: middle, top: y0, width: width - middle, height: y1 - y0 + 1 }
              : { left: 0, top: y0, width: middle, height: y1 - y0 + 1 };
          if (box.width < PANEL_SHARE.min * width || box.width > PANEL_SHARE.max * width) continue;
          const text = textRows(data, width, withoutFrame(data, width, box), bottom - top + 1);
          if (!text) continue;
          const rest =
            box.left === 0
              ? { left: b + 1, top: text.top, width: width - b - 1, height: text.height }
              : { left: 0, top: text.top, width: a, height: text.height };
          if (rule && (inRows(data, width, text, rest) || rowsCross(data, width, a, b, text))) continue;
          best = { box: text, overlap: bottom - top };
        }
    }
  return best?.box ?? null;
}

/**
 * The page with its side panel cut out (each row's place filled with the gutter's grey in that row) and set
 * below the page, at the same left: tesseract then reads the table's rows alone and the panel's lines after
 * them.
 */
export function movePanelBelow(page: GreyPage, panel: Box): GreyPage {
  const { data, width, height } = page;
  // The gutter's column: the panel's inner side.
  const gutter = panel.left === 0 ? panel.width : panel.left;
  const last = data[(panel.top + panel.height - 1) * width + gutter];
  const out = new Uint8Array(width * (height + PAD + panel.height)).fill(last);
  out.set(data.subarray(0, width * height));
  for (let y = 0; y < panel.height; y++) {
    const from = (panel.top + y) * width + panel.left;
    out.set(data.subarray(from, from + panel.width), (height + PAD + y) * width + panel.left);
    out.fill(data[(panel.top + y) * width + gutter], from, from + panel.width);
  }
  return { data: out, width, height: height + PAD + panel.height };
}

/**
 * Rows `top`..`bottom` of a gutter (columns `x0`..`x1`) widened up and down for as long as each row stays one
 * plain grey with no step from the row before: a full-width header bar, a footer's rule or a line of text across
 * the page ends it.
 */
function gutterExtent(
  data: Uint8Array | Buffer,
  width: number,
  height: number,
  x0: number,
  x1: number,
  top: number,
  bottom: number,
): [number, number] {
  const plain = (y: number) => {
    let min = 255;
    let max = 0;
    for (let x = x0; x <= x1; x++) {
      const v = data[y * width + x];
      if (v < min) min = v;
      if (v > max) max = v;
    }
    return max - min <= UNIFORM.spread ? (min + max) / 2 : null;
  };
  const widen = (from: number, step: 1 | -1) => {
    let y = from;
    let grey = plain(y);
    while (grey !== null && y + step >= 0 && y + step < height) {
      const next = plain(y + step);
      if (next === null || Math.abs(next - grey) > ROW_STEP) break;
      y += step;
      grey = next;
    }
    return y;
  };
  return [widen(top, -1), widen(bottom, 1)];
}

/**
 * For each column, its upright edges at least `minRun` rows long, as [top, bottom] rows: a panel's border or
 * the side of its fill. Letters make only short ones.
 */
function uprightEdges(
  data: Uint8Array | Buffer,
  width: number,
  height: number,
  minRun: number,
  { reach, gap }: EdgeReach,
) {
  const start = new Int32Array(width).fill(-1);
  const last = new Int32Array(width);
  const runs = new Map<number, Array<[number, number]>>();
  const close = (x: number) => {
    if (start[x] >= 0 && last[x] - start[x] + 1 >= minRun) {
      const list = runs.get(x) ?? [];
      list.push([start[x], last[x]]);
      runs.set(x, list);
    }
    start[x] = -1;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = reach; x < width - reach; x++) {
      if (Math.abs(data[row + x + reach] - data[row + x - reach]) >= EDGE) {
        if (start[x] < 0) start[x] = y;
        last[x] = y;
      } else if (start[x] >= 0 && y - last[x] > gap) close(x);
    }
  }
  for (let x = reach; x < width - reach; x++) close(x);
  return runs;
}

/** Whether columns `x0`..`x1` over rows `y0`..`y1` are one plain grey: a gutter, not a column of text. */
function uniform(data: Uint8Array | Buffer, width: number, x0: number, x1: number, y0: number, y1: number) {
  const grey = data[y0 * width + x0];
  const allowed = UNIFORM.outliers * (x1 - x0 + 1) * (y1 - y0 + 1);
  let outliers = 0;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++)
      if (Math.abs(data[y * width + x] - grey) > UNIFORM.spread && ++outliers > allowed) return false;
  return true;
}

/**
 * Whether the panel's lines of text stand level with lines across the rule, as one table's columns do (a
 * panel beside a page lines up with it only here and there).
 */
function inRows(data: Uint8Array | Buffer, width: number, panel: Box, rest: Box): boolean {
  const mine = inkedLines(data, width, panel).lines;
  const theirs = inkedLines(data, width, rest).lines;
  const level = mine.filter(([top, bottom]) =>
    theirs.some(([t, b]) => Math.abs(t - top) <= ROW_SLACK && Math.abs(b - bottom) <= ROW_SLACK),
  );
  return level.length >= TABLE_ROWS * mine.length;
}

/**
 * Whether the rows' own rules and stripes cross the upright rule between columns `a` and `b`, as a table's do: most
 * rows where the grey beside the rule steps (a row's rule, a stripe's edge) step on its other side too. A panel's
 * dividers and the page's rows beside it end at its border, each at their own heights.
 */
function rowsCross(data: Uint8Array | Buffer, width: number, a: number, b: number, box: Box): boolean {
  const steps = (x0: number) => {
    const mean = (y: number) => {
      let sum = 0;
      for (let x = x0; x < x0 + BESIDE.width; x++) sum += data[y * width + x];
      return sum / BESIDE.width;
    };
    const rows: number[] = [];
    for (let y = box.top + 1; y < box.top + box.height; y++)
      if (Math.abs(mean(y) - mean(y - 1)) >= EDGE) rows.push(y);
    return rows;
  };
  const left = steps(a - BESIDE.gap - BESIDE.width + 1);
  const right = steps(b + BESIDE.gap);
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
  if (fewer.length < 2) return false;
  const crossing = fewer.filter((y) => more.some((z) => Math.abs(z - y) <= 1)).length;
  return crossing >= TABLE_ROWS * fewer.length;
}

/**
 * The box without the columns on its outer side (away from the gutter) that are ink nearly top to bottom: the
 * dark surround or bezel a photographed screen keeps beside the page.
 */
function withoutFrame(data: Uint8Array | Buffer, width: number, box: Box): Box {
  const common = commonestGrey(data, width, box);
  const inked = (x: number) => {
    let ink = 0;
    for (let y = box.top; y < box.top + box.height; y++)
      if (Math.abs(data[y * width + x] - common) >= INK.contrast) ink++;
    return ink >= FRAME_SHARE * box.height;
  };
  const right = box.left > 0;
  let frame = 0;
  while (frame < box.width && inked(right ? box.left + box.width - 1 - frame : box.left + frame)) frame++;
  return { ...box, left: right ? box.left : box.left + frame, width: box.width - frame };
}

/** The grey most of a box's pixels have: its background. */
function commonestGrey(data: Uint8Array | Buffer, width: number, box: Box): number {
  const counts = new Uint32Array(256);
  for (let y = box.top; y < box.top + box.height; y++)
    for (let x = box.left; x < box.left + box.width; x++) counts[data[y * width + x]]++;
  return counts.indexOf(Math.max(...counts));
}

/**
 * A box's runs of rows that hold ink, as [top, bottom], and its count of inked pixels: pixels far from the box's
 * commonest grey.
 */
function inkedLines(data: Uint8Array | Buffer, width: number, box: Box) {
  const common = commonestGrey(data, width, box);
  const lines: Array<[number, number]> = [];
  let ink = 0;
  let start = -1;
  for (let y = box.top; y <= box.top + box.height; y++) {
    let row = 0;
    if (y < box.top + box.height)
      for (let x = box.left; x < box.left + box.width; x++)
        if (Math.abs(data[y * width + x] - common) >= INK.contrast) row++;
    ink += row;
    if (row && start < 0) start = y;
    if (!row && start >= 0) lines.push([start, y - 1]);
    if (!row) start = -1;
  }
  return { lines, ink };
}

/**
 * The box trimmed to its rows of text (and a margin), or null when it is no panel of text beside a gutter `run`
 * rows long: fewer than two lines (a panel's sides are no letter's strokes), a run no taller than two of its
 * lines, or too little ink to be worth moving. Pixels far darker or lighter than the box's commonest grey are
 * text.
 */
function textRows(data: Uint8Array | Buffer, width: number, box: Box, run: number): Box | null {
  // Runs of inked rows: lines of text, and the dots over an "i" apart from their line.
  const { lines, ink } = inkedLines(data, width, box);
  const heights = lines.map(([top, bottom]) => bottom - top + 1);
  const tallest = Math.max(0, ...heights);
  if (heights.filter((h) => h * 2 >= tallest).length < 2 || run < 2 * tallest) return null;
  if (ink < INK.share * box.width * box.height) return null;
  // A line the box's top or bottom cuts through (where a photo's blurred gutter ends) stays where it is, whole.
  const last = box.top + box.height - 1;
  const cutAbove = lines[0][0] === box.top && lines.length > 2 ? lines.shift()! : null;
  const cutBelow = lines.at(-1)![1] === last && lines.length > 2 ? lines.pop()! : null;
  const top = Math.max(cutAbove ? cutAbove[1] + 1 : box.top, lines[0][0] - MARGIN);
  const bottom = Math.min(cutBelow ? cutBelow[0] - 1 : last, lines.at(-1)![1] + MARGIN);
  return { ...box, top, height: bottom - top + 1 };
}
