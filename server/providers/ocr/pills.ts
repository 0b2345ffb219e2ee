import { labelRegions, solidEdges, type Region } from './regions';

/**
 * Coloured labels ("pills", chips, header bars) with light text → dark text on white, in a grey image.
 *
 * Phone apps print the pick as white text on a saturated pill ("1", "UG 3+"), left of the team names. In grey
 * the pill is mid-grey and its text a light shape inside it; tesseract binarises the page as a whole and
 * loses the text, and with it the pick. Colour finds the pills: a connected region of saturated pixels,
 * compact enough to be a label (not the coloured table a paper slip lies on). Inside each, the pill's own
 * shade becomes white and whatever is lighter or darker than it becomes ink, in proportion, so anti-aliased
 * edges stay smooth. Dark-theme apps add a filled odds button (its digits smeared with its colour on a JPEG)
 * and a square chip around a one-character pick ("1"); both are read too.
 */

/** max(R, G, B) − min(R, G, B) above this is a colour, not a grey: pills are far above, JPEG noise below. */
const CHROMA = 60;
/** A label is at least this tall (px at OCR scale) and at most this share of the picture's height. */
const MIN_HEIGHT = 12;
const MAX_HEIGHT_SHARE = 0.2;
/**
 * A pill is mostly colour (its text leaves holes) and wider than tall; a coloured letter of a heading has far
 * more background in its box, or is narrower.
 */
const MIN_FILL = 0.6;
const MIN_ASPECT = 1.2;
/**
 * A chip around one character ("1", "X") is about as wide as tall. It is taken when its holes are darker than
 * it and differ from the page around it by at least TEXT_CONTRAST (a dark theme's chip, inverted): a chip's
 * holes are its text, a coloured letter's holes ("O", "A") are the page, lighter than the letter.
 */
const MIN_SQUARE_ASPECT = 0.75;
/**
 * A chip with its character fills this share of its box at least (a round one π/4, its anti-aliased rim less),
 * and its character is at most TEXT_SHARE of it.
 */
const SOLID_CHIP_FILL = 0.7;
const TEXT_SHARE = 0.22;
/** A chip's character's middle is at most this share of the chip's size from the chip's middle. */
const OFF_CENTRE = 0.12;
/** A bold digit ("8") is less than this share of its box coloured; a square chip with its character, more. */
const BOLD_DIGIT_FILL = 0.75;
/** Its character's strokes across are at most this share of its height (a letter's counter is wider). */
const CHIP_STROKE = 0.25;
const TEXT_CONTRAST = 60;
/** A faint outline's pixels are at least this colourful (a grey page's JPEG noise stays below). */
const FRAME_CHROMA = 36;
/** A frame's box is at least this long (px at OCR scale: longer than any letter) and this sparse. */
const FRAME_SIZE = 80;
const FRAME_FILL = 0.25;
/** A frame's strokes are at most this thick on average (px at OCR scale, the blend included). */
const FRAME_STROKE = 12;
/** Pixels either side of a frame's stroke taken with it (the blend into the page). */
const RIM = 2;
/** Its text stays inside this band; above and below it a pill is all background. */
const TEXT_BAND = 0.1;
/** A coloured letter is at most this tall (px at OCR scale: a heading's letters at most). */
const LETTER_MAX = 120;
/**
 * A coloured mark (the comma or point of red odds) is at most this share of its letter's height wide and tall (a
 * comma reaches below the line), and 6 px at least.
 */
const MARK_SIZE = { width: 0.4, height: 0.55 };
const MARK_MIN_PIXELS = 6;
/** A pill's pixel this share of the way from its shade to white, and paler than it, is its light text. */
const LIGHT_TEXT = 0.4;

/** A coloured region with the sums of its pixels' grey and colourfulness. */
interface Coloured extends Region {
  lumSum: number;
  chromaSum: number;
}

/**
 * `rgb` holds `channels` bytes a pixel (3 or 4); `grey` (one byte a pixel, same size) is rewritten in place
 * inside every pill found. Returns how many pills were rewritten.
 */
export function inkColouredLabels(
  rgb: Buffer,
  grey: Buffer,
  width: number,
  height: number,
  channels: number,
  /** A dark theme's screen, inverted: its coloured words' letters have pale counters, as chips have text. */
  inverted = false,
): number {
  const n = width * height;
  const chroma = new Uint8Array(n);
  for (let i = 0, p = 0; i < n; i++, p += channels) {
    const r = rgb[p];
    const g = rgb[p + 1];
    const b = rgb[p + 2];
    chroma[i] = Math.max(r, g, b) - Math.min(r, g, b);
  }
  let pills = 0;
  let lumSum = 0;
  let chromaSum = 0;
  /**
   * Coloured letters inked, and the regions inked only beside one: a comma or a point, a bold digit as wide as a
   * chip.
   */
  const letters: Region[] = [];
  const beside: { r: Region; id: number }[] = [];
  const label = labelRegions(
    width,
    height,
    { values: chroma, above: CHROMA },
    (region, id, label) => {
      const r: Coloured = { ...region, lumSum, chromaSum };
      lumSum = chromaSum = 0;
      const frame = isFrame(r, id, label, width);
      if (frame) erase(r, id, label, grey, width);
      const pill = isLabel(r, id, label, width, height, grey, chroma)
        ? r
        : r.y1 - r.y0 < height * MAX_HEIGHT_SHARE
          ? filledPart(r, id, label, width, grey, chroma)
          : null;
      if (!pill || !isLabel(pill, id, label, width, height, grey, chroma)) {
        if (!inverted || frame) return;
        if (isLetter(r)) {
          inkColouredWord(r, id, label, rgb, channels, grey, width);
          letters.push(r);
        } else if (isMark(r) || isGlyph(r)) beside.push({ r, id });
        return;
      }
      alignWithLine(pill, grey, width, rewrite(pill, id, label, chroma, grey, width));
      pills++;
    },
    (i) => {
      lumSum += grey[i];
      chromaSum += chroma[i];
    },
  );
  // Inked, a glyph is a letter that the next one may stand beside ("3,55": the comma after the "3", each "5" after
  // the one before it).
  for (let more = true; more;) {
    more = false;
    for (const [k, { r, id }] of beside.entries())
      if (letters.some((l) => endsWith(l, r) || sameLine(l, r))) {
        inkColouredWord(r, id, label, rgb, channels, grey, width);
        if (isGlyph(r)) letters.push(r);
        beside.splice(k, 1);
        more = true;
        break;
      }
  }
  // A thin coloured outline loses most of its colour on a blurred, compressed photo (JPEG halves colour
  // resolution): outlines are looked for again among faintly coloured pixels, by their shape alone.
  labelRegions(
    width,
    height,
    { values: chroma, above: FRAME_CHROMA, below: CHROMA + 1 },
    (region, id, label) => {
      if (isFrame(region, id, label, width)) erase(region, id, label, grey, width);
    },
  );
  return pills;
}

/**
 * A letter's strokes, not a surface: sparse in its box, a bar far narrower than tall ("1", "I"), or a bold digit
 * narrower than any chip and less filled than a solid one ("8": left pale, red odds read "1,4"). A pill or a chip
 * that is no label (its text not found) is filled and wide, and inked it would turn black around its text.
 */
function isLetter(r: Region): boolean {
  const w = r.x1 - r.x0 + 1;
  const h = r.y1 - r.y0 + 1;
  const fill = r.count / (w * h);
  const boldDigit = w < MIN_SQUARE_ASPECT * h && fill < BOLD_DIGIT_FILL;
  return h >= 4 && h <= LETTER_MAX && (fill < MIN_FILL || w * 2 < h || boldDigit);
}

/** A bold digit as wide as a chip ("5", "8" of red odds), or a chip: a letter only beside another (`sameLine`). */
function isGlyph(r: Region): boolean {
  const w = r.x1 - r.x0 + 1;
  const h = r.y1 - r.y0 + 1;
  return h >= MIN_HEIGHT && h <= LETTER_MAX && w <= h && r.count / (w * h) < BOLD_DIGIT_FILL;
}

/** Letters of one word: as tall, side by side on one line, at most GLYPH_GAP of their height apart. */
const GLYPH_GAP = 0.6;
function sameLine(letter: Region, glyph: Region): boolean {
  const h = letter.y1 - letter.y0 + 1;
  const g = glyph.y1 - glyph.y0 + 1;
  const overlap = Math.min(letter.y1, glyph.y1) - Math.max(letter.y0, glyph.y0) + 1;
  const gap = Math.max(glyph.x0 - letter.x1, letter.x0 - glyph.x1);
  return Math.abs(h - g) <= h * 0.2 && overlap >= h * 0.7 && gap >= -2 && gap <= h * GLYPH_GAP;
}

/** A small coloured blob: a comma or a point, or a status dot (its size measured against a letter by `endsWith`). */
const isMark = (r: Region) =>
  r.x1 - r.x0 < LETTER_MAX * MARK_SIZE.width &&
  r.y1 - r.y0 < LETTER_MAX * MARK_SIZE.height &&
  r.count >= MARK_MIN_PIXELS;

/**
 * Whether the mark stands right after the letter, low on its line, small beside it: the comma of "2,73" after its "2"
 * (inked, as a status dot beside a name is not).
 */
function endsWith(letter: Region, mark: Region): boolean {
  const h = letter.y1 - letter.y0 + 1;
  const gap = mark.x0 - letter.x1;
  const small = mark.x1 - mark.x0 + 1 <= h * MARK_SIZE.width && mark.y1 - mark.y0 + 1 <= h * MARK_SIZE.height;
  return small && gap >= -2 && gap <= h / 2 && mark.y1 >= letter.y0 + h / 2 && mark.y0 <= letter.y1 + h / 4;
}

/**
 * A coloured word on an inverted dark theme (a red pick, yellow odds), no label around it: each of its pixels
 * as dark as its darkest channel. By luminance red letters on a dark card are a pale grey once inverted, and
 * the page's threshold drops them with the card; in their own colour they are as bright as white text.
 */
function inkColouredWord(
  r: Region,
  id: number,
  label: Int32Array,
  rgb: Buffer,
  channels: number,
  grey: Buffer,
  width: number,
): void {
  for (let y = r.y0; y <= r.y1; y++)
    for (let x = r.x0; x <= r.x1; x++) {
      const i = y * width + x;
      const p = i * channels;
      if (label[i] === id) grey[i] = Math.min(grey[i], rgb[p], rgb[p + 1], rgb[p + 2]);
    }
}

/**
 * A coloured outline around the odds (an app's button) or a coloured rule: thin strokes around a large box.
 * Tesseract takes a boxed value for a picture and drops it, and the line beside it with it.
 */
function isFrame(r: Region, id: number, label: Int32Array, width: number): boolean {
  const w = r.x1 - r.x0 + 1;
  const h = r.y1 - r.y0 + 1;
  return Math.max(w, h) >= FRAME_SIZE && r.count / (w * h) < FRAME_FILL && thinStrokes(r, id, label, width);
}

/**
 * Whether a region is made of thin strokes (an outline, a table's grid): its runs of pixels across one way or
 * the other are short on average. A faintly coloured surface (a translucent card over a gradient) is sparse
 * in its box too, but in patches, long both ways.
 */
function thinStrokes(r: Region, id: number, label: Int32Array, width: number): boolean {
  const mean = (across: boolean) => {
    let runs = 0;
    let pixels = 0;
    const [outer0, outer1, inner0, inner1] = across ? [r.y0, r.y1, r.x0, r.x1] : [r.x0, r.x1, r.y0, r.y1];
    for (let o = outer0; o <= outer1; o++) {
      let inRun = false;
      for (let i = inner0; i <= inner1; i++) {
        const on = label[across ? o * width + i : i * width + o] === id;
        if (on) pixels++;
        if (on && !inRun) runs++;
        inRun = on;
      }
    }
    return runs ? pixels / runs : 0;
  };
  return Math.min(mean(true), mean(false)) <= FRAME_STROKE;
}

/** The frame's strokes and their blended rim → the shade most of its box has (its background). */
function erase(r: Region, id: number, label: Int32Array, grey: Buffer, width: number): void {
  const height = grey.length / width;
  const inside: number[] = [];
  for (let y = r.y0; y <= r.y1; y += 2)
    for (let x = r.x0; x <= r.x1; x += 2) if (label[y * width + x] !== id) inside.push(grey[y * width + x]);
  inside.sort((a, b) => a - b);
  const page = inside[Math.floor(inside.length / 2)] ?? 255;
  for (let y = r.y0; y <= r.y1; y++)
    for (let x = r.x0; x <= r.x1; x++) {
      if (label[y * width + x] !== id) continue;
      for (let dy = -RIM; dy <= RIM; dy++)
        for (let dx = -RIM; dx <= RIM; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < height && xx >= 0 && xx < width) grey[yy * width + xx] = page;
        }
    }
}

/** Share of a row's width a pill's filled rows cover, its text's holes left out; an outline's rows cover little. */
const FILLED_ROW = 0.5;

/**
 * The filled rows of a label drawn as an outline joined to a filled part (a pick in an outlined box over its
 * odds in a filled one): the whole is too hollow to be a pill, its filled part is one. The longest run of rows
 * the region fills, with its own sums; null when there is no such run or it is the whole region. Only for a
 * region of a label's size whose other rows are an outline: a coloured table around a slip fills its top rows
 * too, and a coloured tile or badge is no outline.
 */
function filledPart(
  r: Coloured,
  id: number,
  label: Int32Array,
  width: number,
  grey: Buffer,
  chroma: Uint8Array,
): Coloured | null {
  const w = r.x1 - r.x0 + 1;
  let best: [number, number] | null = null;
  let start = -1;
  for (let y = r.y0; y <= r.y1 + 1; y++) {
    let on = 0;
    for (let x = r.x0; y <= r.y1 && x <= r.x1; x++) if (label[y * width + x] === id) on++;
    if (y <= r.y1 && on >= w * FILLED_ROW) {
      if (start < 0) start = y;
    } else if (start >= 0) {
      if (!best || y - 1 - start > best[1] - best[0]) best = [start, y - 1];
      start = -1;
    }
  }
  if (!best || (best[0] === r.y0 && best[1] === r.y1) || best[1] - best[0] + 1 < MIN_HEIGHT) return null;
  // The rest is an outline as tall as a line of text: its rows coloured only at their two ends, but for a few
  // across its top (a slanted photo's edge). A rounded tile leaves only its corners' rows out of its fill.
  const h = r.y1 - r.y0 + 1;
  const outlined = h - (best[1] - best[0] + 1);
  if (outlined < Math.max(MIN_HEIGHT, h * 0.3)) return null;
  const edge = Math.max(4, Math.round(w * 0.1));
  let across = 0;
  for (let y = r.y0; y <= r.y1; y++) {
    if (y >= best[0] && y <= best[1]) continue;
    let middle = 0;
    for (let x = r.x0 + edge; x <= r.x1 - edge; x++) if (label[y * width + x] === id) middle++;
    if (middle) across++;
  }
  if (across > Math.max(6, h * 0.1)) return null;
  const part: Coloured = { ...r, y0: best[0], y1: best[1], count: 0, lumSum: 0, chromaSum: 0 };
  for (let y = part.y0; y <= part.y1; y++)
    for (let x = r.x0; x <= r.x1; x++) {
      const i = y * width + x;
      if (label[i] !== id) continue;
      part.count++;
      part.lumSum += grey[i];
      part.chromaSum += chroma[i];
    }
  return part;
}

function isLabel(
  r: Coloured,
  id: number,
  label: Int32Array,
  width: number,
  imageHeight: number,
  grey: Buffer,
  chroma: Uint8Array,
): boolean {
  const w = r.x1 - r.x0 + 1;
  const h = r.y1 - r.y0 + 1;
  if (h < MIN_HEIGHT || h > imageHeight * MAX_HEIGHT_SHARE || w < h * MIN_SQUARE_ASPECT) return false;
  if (r.count / (w * h) < MIN_FILL) return false;
  if (w < h * MIN_ASPECT && !holdsText(r, id, label, width, grey, chroma)) return false;
  // A pill's text sits inside it, so near its top and bottom it is solid colour; a bold letter ("m") is not.
  return solidEdges(r, id, label, width);
}

/**
 * Whether the holes inside a region (between its first and last pixel on each row) are text: a shade far from
 * the page just outside its box, not the page showing through a letter.
 */
function holdsText(
  r: Coloured,
  id: number,
  label: Int32Array,
  width: number,
  grey: Buffer,
  chroma: Uint8Array,
): boolean {
  const height = grey.length / width;
  let holes = 0;
  let holeSum = 0;
  let runs = 0;
  let [holeX, holeY] = [0, 0];
  for (let y = r.y0; y <= r.y1; y++) {
    let from = -1;
    let to = -1;
    for (let x = r.x0; x <= r.x1; x++)
      if (label[y * width + x] === id) {
        if (from < 0) from = x;
        to = x;
      }
    for (let x = from; from >= 0 && x <= to; x++)
      if (label[y * width + x] !== id) {
        if (label[y * width + x - 1] === id) runs++;
        holes++;
        holeSum += grey[y * width + x];
        holeX += x;
        holeY += y;
      }
  }
  if (!holes) return false;
  const w = r.x1 - r.x0 + 1;
  // A light theme's chip around a white character ("2" on green), or a dark theme's bright chip around a dark one,
  // inverted: solid colour but for its text, paler holes a small share of its box, in strokes; a coloured
  // letter's counter is a wide hole ("O"), and the page around a letter's strokes a far larger share of its box.
  // Coloured words are letters with counters ("a", "o"), a dark theme's pale once inverted: a chip stands alone.
  const h = r.y1 - r.y0 + 1;
  const box = w * h;
  // A chip's character stands in its middle; a bold letter's counter is off it ("6", "a", "e").
  const centred =
    Math.abs(holeX / holes - (r.x0 + r.x1) / 2) <= w * OFF_CENTRE &&
    Math.abs(holeY / holes - (r.y0 + r.y1) / 2) <= h * OFF_CENTRE;
  if (
    centred &&
    holeSum / holes >= r.lumSum / r.count + TEXT_CONTRAST &&
    (r.count + holes) / box >= SOLID_CHIP_FILL &&
    holes / (r.count + holes) <= TEXT_SHARE &&
    holes / runs <= h * CHIP_STROKE &&
    standsAlone(r, width, chroma)
  )
    return true;
  // Darker than the chip itself: a letter's counter, blurred or not, is never darker than the letter.
  if (holeSum / holes > r.lumSum / r.count - TEXT_CONTRAST / 2) return false;
  const outside: number[] = [];
  const gap = 3;
  for (let x = r.x0; x <= r.x1; x++)
    for (const y of [r.y0 - gap, r.y1 + gap]) if (y >= 0 && y < height) outside.push(grey[y * width + x]);
  for (let y = r.y0; y <= r.y1; y++)
    for (const x of [r.x0 - gap, r.x1 + gap]) if (x >= 0 && x < width) outside.push(grey[y * width + x]);
  if (!outside.length) return false;
  outside.sort((a, b) => a - b);
  return Math.abs(holeSum / holes - outside[outside.length >> 1]) >= TEXT_CONTRAST;
}

/** How far beside a chip (in its heights) a coloured letter would make it a letter of a word. */
const WORD_GAP = 0.5;

/** No colour beside the region's middle rows, within WORD_GAP of its height: no word's neighbouring letter. */
function standsAlone(r: Region, width: number, chroma: Uint8Array): boolean {
  const h = r.y1 - r.y0 + 1;
  const reach = Math.max(2, Math.round(h * WORD_GAP));
  for (let y = r.y0 + (h >> 2); y <= r.y1 - (h >> 2); y++)
    for (let d = 2; d <= reach; d++)
      for (const x of [r.x0 - d, r.x1 + d])
        if (x >= 0 && x < width && chroma[y * width + x] > CHROMA) return false;
  return true;
}

/**
 * Row by row between the region's first and last pixel (its rounded ends stay outside): the pill's own colour
 * → the page around it; the holes in it (its text) and the blend at their edges → ink, by how far their grey
 * is from the pill's. A band at its top and bottom, and the pale rim around it, become page.
 */
function rewrite(
  r: Coloured,
  id: number,
  label: Int32Array,
  chroma: Uint8Array,
  grey: Buffer,
  width: number,
): number {
  const height = grey.length / width;
  const shade = Math.max(1, Math.min(254, r.lumSum / r.count));
  const solid = (r.chromaSum / r.count) * 0.75;
  const band = Math.round((r.y1 - r.y0) * TEXT_BAND);
  // The rim blends the pill into the page, too pale to count as colour; left as it is, it reads as "(" ")".
  const pad = Math.max(2, band);
  const at = (x: number, y: number) =>
    grey[Math.max(0, Math.min(height - 1, y)) * width + Math.max(0, Math.min(width - 1, x))];
  const corners = [
    at(r.x0 - pad - 2, r.y0 - pad - 2),
    at(r.x1 + pad + 2, r.y0 - pad - 2),
    at(r.x0 - pad - 2, r.y1 + pad + 2),
    at(r.x1 + pad + 2, r.y1 + pad + 2),
  ].sort((a, b) => a - b);
  const page = Math.max(shade, (corners[1] + corners[2]) / 2);
  const ink = (v: number) => Math.round(page * (v >= shade ? 1 - (v - shade) / (255 - shade) : v / shade));
  const blank = (y: number, from: number, to: number) =>
    grey.fill(page, y * width + Math.max(0, from), y * width + Math.min(width - 1, to) + 1);
  const span = (y: number): [number, number] | null => {
    let from = -1;
    let to = -1;
    for (let x = r.x0; x <= r.x1; x++) {
      if (label[y * width + x] !== id) continue;
      if (from < 0) from = x;
      to = x;
    }
    return from < 0 ? null : [from, to];
  };
  // Dark text (a dark theme's pill, inverted): the blend at its strokes' edges is coloured but darker than
  // the pill, and is ink; a clear light text's blend is dropped with the pill, whose pale rim would read as
  // "()".
  let holes = 0;
  let holeSum = 0;
  const pale = (i: number) =>
    grey[i] > shade + (255 - shade) * LIGHT_TEXT && chroma[i] < solid && label[i] === id;
  /** The pill's own pixels that are pale like light text, away from its ends (the blend into the page). */
  let paleInside = 0;
  for (let y = r.y0 + band; y <= r.y1 - band; y++) {
    const s = span(y);
    for (let x = s?.[0] ?? 1; s && x <= s[1]; x++) {
      const i = y * width + x;
      if (label[i] !== id) {
        holes++;
        holeSum += grey[i];
      } else if (x - s[0] > pad && s[1] - x > pad && pale(i)) paleInside++;
    }
  }
  const darkText = holes > 0 && holeSum / holes < shade;
  const darkBlend = (i: number) => grey[i] < shade && chroma[i] < solid;
  // Light text on a blurred, compressed photo: JPEG smears the pill's colour over its thin strokes, so they
  // count as the pill's pixels, and leave few holes. When such pale pixels outnumber the holes (clear text
  // leaves holes, ringed by a thin blend), they are the text and become ink, away from the pill's ends.
  const swallowed = paleInside > holes;
  const lightBlend = (i: number, fromStart: number, fromEnd: number) =>
    swallowed && pale(i) && Math.min(fromStart, fromEnd) > pad;
  for (let y = Math.max(0, r.y0 - pad); y <= Math.min(height - 1, r.y1 + pad); y++) {
    if (y < r.y0 || y > r.y1) {
      blank(y, r.x0 - pad, r.x1 + pad);
      continue;
    }
    const s = span(y);
    if (!s) continue;
    const [from, to] = s;
    blank(y, from - pad, from - 1);
    blank(y, to + 1, to + pad);
    const rim = y < r.y0 + band || y > r.y1 - band;
    for (let i = y * width + from; i <= y * width + to; i++) {
      const x = i - y * width;
      const pill = label[i] === id && !(darkText ? darkBlend(i) : lightBlend(i, x - from, to - x));
      grey[i] = rim || pill ? page : ink(grey[i]);
    }
  }
  return page;
}

/** How far right of a pill (in its heights) the text it labels is looked for. */
const BESIDE = 6;
/** Darker than the page by this much is ink. */
const INK_STEP = 80;
/** A line of text beside a pill is this share of the pill's height (capitals alone to a wrapped pair). */
const LINE_SHARE = { min: 0.25, max: 1.5 };

/**
 * A pill standing between two lines of text beside it (a compact row: the pick left of home above away) is
 * moved up onto the first line, over the blank page above it, unless the odds stand centred across the row
 * too. Tesseract reads a line as a strip: a pill half a line below it was read into the home team's name
 * ("M 181.5 Alkar" as "misis Aar"). `page` is the grey the pill was rewritten on.
 */
function alignWithLine(r: Region, grey: Buffer, width: number, page: number): void {
  const height = grey.length / width;
  const h = r.y1 - r.y0 + 1;
  const pad = Math.max(2, Math.round(h * TEXT_BAND));
  const [left, right] = [Math.max(0, r.x0 - pad), Math.min(width - 1, r.x1 + pad)];
  const [top, bottom] = [Math.max(0, r.y0 - 2 * h), Math.min(height - 1, r.y1 + 2 * h)];
  const isInk = (x: number, y: number) => grey[y * width + x] < page - INK_STEP;
  const inkedRow = (y: number, from: number, to: number) => {
    let n = 0;
    for (let x = from; x <= Math.min(width - 1, to) && n < 2; x++) if (isInk(x, y)) n++;
    return n >= 2;
  };
  const inked: boolean[] = [];
  for (let y = top; y <= bottom; y++) inked.push(inkedRow(y, right + 1, r.x1 + BESIDE * h));
  const bands: [number, number][] = [];
  inked.forEach((on, k) => {
    const last = bands.at(-1);
    if (on && last && top + k - last[1] <= 2) last[1] = top + k;
    else if (on) bands.push([top + k, top + k]);
  });
  const centre = (r.y0 + r.y1) / 2;
  if (bands.some(([a, b]) => a <= centre && centre <= b)) return;
  // Odds centred across the row as the pill is: the two are one line of their own, read as they stand. Text
  // is strokes (ink begins several times along the row); a photo's dark surround is one.
  const strokes = (y: number) => {
    let n = 0;
    for (let x = r.x1 + BESIDE * h + 1, was = false; x < width; x++) {
      const ink = isInk(x, y);
      if (ink && !was) n++;
      was = ink;
    }
    return n;
  };
  for (let y = Math.round(centre) - 2; y <= Math.round(centre) + 2; y++) if (strokes(y) >= 3) return;
  const line = ([a, b]: [number, number]) =>
    b - a + 1 >= LINE_SHARE.min * h && b - a + 1 <= LINE_SHARE.max * h;
  const above = bands.filter(([, b]) => b < centre).at(-1);
  const below = bands.find(([a]) => a > centre);
  if (!above || !below || !line(above) || !line(below) || below[0] - above[1] > h) return;
  const shift = Math.round(centre - (above[0] + above[1]) / 2);
  const from = Math.max(0, r.y0 - pad);
  const to = Math.min(height - 1, r.y1 + pad);
  if (from - shift < 0) return;
  for (let y = from - shift; y < from; y++)
    for (let x = left; x <= right; x++) if (grey[y * width + x] < page - INK_STEP / 2) return;
  for (let y = from; y <= to; y++)
    grey.copyWithin((y - shift) * width + left, y * width + left, y * width + right + 1);
  for (let y = Math.max(from, to - shift + 1); y <= to; y++)
    grey.fill(page, y * width + left, y * width + right + 1);
}
