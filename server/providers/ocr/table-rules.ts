/** Grey (0–255) under which a pixel is ink, on a page whose contrast was normalised. */
const INK = 160;
/** A rule is at most this thick (px, at OCR scale); anything thicker is a filled shape (a button, a pill). */
const MAX_THICKNESS = 8;
/** How far (px) a tilted rule may wander sideways and still be one rule. */
const WANDER = 2;
/** A break this long (px) along a rule is still the same rule (where another rule crosses it, a speck lost). */
const MAX_BREAK = 6;
/** Where (px from a rule, across it) the paper beside it is looked at, and how much ink it may hold there. */
const CLEARANCE = MAX_THICKNESS + 2;
const MAX_INK_BESIDE = 0.15;
/** Pixels where rules cross that make a page a ruled table (four crossings of a few pixels each). */
const MIN_CROSSING_PIXELS = 24;

/**
 * Erases a printed table's ruled lines (the borders of a listić's cells and the rules crossing them) from a
 * greyscale page, in place; returns how many pixels it whitened. Tesseract takes a cell's border for a letter
 * or drops a word that touches it: a bold odds right-aligned against its cell's border on a bordered slip was
 * not read at all, and the rules themselves came out as lines of "— | — |". A rule is a thin run of ink
 * (paper on both sides within MAX_THICKNESS, and beside it along its length) far longer than any letter.
 * Only a grid is erased, rules that cross: letters, filled chips and dark screens are not thin or not that
 * long, and an app's row separators, a crease or a barcode (no crossings) are left as they were.
 */
export function eraseTableRules(grey: Uint8Array, width: number, height: number): number {
  // On a copy: only a grid is erased, and the horizontal rules must go first to see the vertical ones whole.
  const page = Uint8Array.from(grey);
  // Across the page a rule outruns any word a blur ran together (a quarter of its width); down it, a rule
  // spans at least a table's header and one row, where a letter spans one line.
  const across = eraseRules(page, width, height, true, Math.max(40, Math.round(width / 4)));
  if (!across.length) return 0;
  const down = eraseRules(page, width, height, false, Math.max(40, Math.round(width / 12)));
  if (crossings(across, down) < MIN_CROSSING_PIXELS) return 0;
  grey.set(page);
  return across.length + down.length;
}

/**
 * Where vertical rules met horizontal ones: a pixel the vertical pass erased beside one the horizontal pass did.
 * A table's grid has several; a row separator of an app, a torn edge, a crease or a barcode under a dashed line
 * has none, and those pages are left as they were (erasing there cost more letters than it saved).
 */
function crossings(across: number[], down: number[]): number {
  const horizontal = new Set(across);
  let n = 0;
  for (const i of down)
    for (let k = 1; k <= MAX_THICKNESS; k++)
      if (horizontal.has(i - k) || horizontal.has(i + k)) {
        n++;
        break;
      }
  return n;
}

function eraseRules(
  grey: Uint8Array,
  width: number,
  height: number,
  horizontal: boolean,
  minRun: number,
): number[] {
  // Steps along the rule and across it, in the buffer's indices.
  const [along, across] = horizontal ? [1, width] : [width, 1];
  const [length, lanes] = horizontal ? [width, height] : [height, width];
  // thin[lane · length + k]: ink with paper on both sides across the rule within MAX_THICKNESS. Stored lane by
  // lane, so the vertical pass reads its lanes (columns) in order; the page is read row by row either way.
  const thin = new Uint8Array(grey.length);
  /** How many thin pixels each lane has: a lane with none (the space between two lines) is not walked again. */
  const thinInLane = new Int32Array(lanes);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) {
      if (grey[i] >= INK) continue;
      const lane = horizontal ? y : x;
      let before = false;
      let after = false;
      for (let d = 1; d <= MAX_THICKNESS; d++) {
        if (!before && lane - d >= 0 && grey[i - d * across] >= INK) before = true;
        if (!after && lane + d < lanes && grey[i + d * across] >= INK) after = true;
        if (before && after) break;
      }
      if (before && after) {
        thin[horizontal ? i : x * length + y] = 1;
        thinInLane[lane]++;
      }
    }
  // Runs along each lane of thin ink within WANDER lanes, breaks of up to MAX_BREAK bridged.
  const erase = new Uint8Array(grey.length);
  // A rule has paper beside it along its length (a cell's padding); a line of capitals run together by a
  // blur has its letters' stems under its top edge.
  const clear = (lane: number, from: number, to: number) =>
    [-CLEARANCE, CLEARANCE].every((offset) => {
      const side = lane + offset;
      if (side < 0 || side >= lanes) return true;
      let inked = 0;
      for (let k = from; k <= to; k++) if (grey[side * across + k * along] < INK) inked++;
      return inked <= MAX_INK_BESIDE * (to - from + 1);
    });
  const close = (lane: number, from: number, to: number) => {
    if (to - from + 1 < minRun || !clear(lane, from, to)) return;
    for (let k = from; k <= to; k++) if (thin[lane * length + k]) erase[lane * across + k * along] = 1;
  };
  // How many of the lanes within WANDER of the current one are thin at each step along them, kept as the lane
  // moves (a lane added, a lane dropped) instead of read again for every lane.
  const cover = new Uint8Array(length);
  let covered = 0;
  const addLane = (l: number, sign: 1 | -1) => {
    if (!thinInLane[l]) return;
    for (let k = 0; k < length; k++)
      if (thin[l * length + k]) {
        cover[k] += sign;
        covered += sign;
      }
  };
  for (let l = 0; l < Math.min(lanes, WANDER + 1); l++) addLane(l, 1);
  // A run that long, its breaks at most MAX_BREAK, needs this many thin steps at least: lanes with fewer are skipped.
  const minSteps = (minRun - 1) / (MAX_BREAK + 1) + 1;
  for (let lane = 0; lane < lanes; lane++) {
    if (lane > WANDER) addLane(lane - WANDER - 1, -1);
    if (lane > 0 && lane + WANDER < lanes) addLane(lane + WANDER, 1);
    if (covered < minSteps) continue;
    let start = -1;
    let lastOn = -1;
    for (let k = 0; k <= length; k++) {
      const on = k < length && cover[k] > 0;
      if (on) {
        if (start < 0 || k - lastOn > MAX_BREAK + 1) {
          if (start >= 0) close(lane, start, lastOn);
          start = k;
        }
        lastOn = k;
      } else if (k === length && start >= 0) close(lane, start, lastOn);
    }
  }
  // The whole thickness of a rule goes, its blurred edges too.
  const erased: number[] = [];
  for (let i = 0; i < grey.length; i++) {
    if (!erase[i]) continue;
    for (const j of [i - across, i, i + across])
      if (j >= 0 && j < grey.length && grey[j] < 230) {
        grey[j] = 255;
        erased.push(j);
      }
  }
  return erased;
}
