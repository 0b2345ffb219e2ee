import sharp from 'sharp';

/**
 * sharp's normalise() on a grey page, for a fraction of its time. normalise() takes every pixel through CIE Lab
 * and back (0.7 s of a 1,600 × 2,865 page), but on a grey page the stretch is a table from grey to grey: it
 * depends only on how many pixels each grey has. So the ends sharp would pick are found here from the page's
 * greys, with libvips's own rule, and sharp stretches a stand-in of one pixel per grey between them.
 */

/**
 * Each grey's CIE lightness as libvips computes it (its Lab conversion uses float tables, so it is asked), in the
 * whole units its histogram counts in.
 */
let lightness: Promise<Uint8Array> | undefined;
function greyLightness(): Promise<Uint8Array> {
  lightness ??= sharp(
    Uint8Array.from({ length: 256 }, (_, g) => g),
    { raw: { width: 256, height: 1, channels: 1 } },
  )
    .toColourspace('lab')
    .extractChannel(0)
    .raw({ depth: 'float' })
    .toBuffer()
    // A copy, as sharp's buffer may not be 4-aligned for a Float32Array.
    .then((b) => Uint8Array.from(new Float32Array(Uint8Array.from(b).buffer), Math.trunc));
  return lightness;
}

/** A cumulative count as libvips's histogram scaling gives it: `count` × `top` / `total` in float, truncated. */
const scaledCount = (count: number, top: number, total: number) =>
  Math.trunc(Math.fround(Math.fround(count) * Math.fround(top / total)));

/**
 * libvips's percent() on a histogram of whole lightnesses: its histogram ends at the lightest bin the page has
 * (`top`), is made cumulative and scaled so that all the pixels count `top`, truncated, and the answer is the first
 * bin whose count passes `percent` of top + 1 (so its 1st percentile is 2 % on a page with white, 100 bins wide).
 */
function percentile(counts: Float64Array, percent: number, total: number): number {
  let top = counts.length - 1;
  while (top > 0 && !counts[top]) top--;
  const limit = (percent / 100) * (top + 1);
  let cumulative = 0;
  for (let bin = 0; bin <= top; bin++) {
    cumulative += counts[bin];
    if (scaledCount(cumulative, top, total) > limit) return bin;
  }
  return top + 1;
}

/**
 * sharp's normalise() of the stand-in `greys`, stretched from its darkest to its lightest; with `pastWhite` to one
 * lightness past white, where libvips's float scaling leaves a page whose 99th percentile it never finds: the
 * stand-in is then padded to a size whose float scaling falls short too, and sharp takes its 99th percentile.
 */
async function stretchStandIn(greys: number[], pastWhite: boolean): Promise<Buffer> {
  let size = greys.length;
  while (pastWhite && scaledCount(size, 100, size) >= 100) size++;
  const standIn = new Uint8Array(size).fill(greys[0]);
  standIn.set(greys);
  return sharp(standIn, { raw: { width: size, height: 1, channels: 1 } })
    .normalise({ lower: 0, upper: pastWhite ? 99 : 100 })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/** The page with its lightness stretched from its 1st to its 99th percentile, byte for byte as sharp's normalise(). */
export async function normaliseGrey(data: Uint8Array): Promise<Uint8Array> {
  const lightOf = await greyLightness();
  const count = new Float64Array(256);
  for (let i = 0; i < data.length; i++) count[data[i]]++;
  const byLightness = new Float64Array(101);
  for (let g = 0; g < 256; g++) byLightness[lightOf[g]] += count[g];
  const darkEnd = percentile(byLightness, 1, data.length);
  const lightEnd = percentile(byLightness, 99, data.length);
  if (Math.abs(lightEnd - darkEnd) <= 1) return Uint8Array.from(data);
  // The stand-in holds every grey whose lightness lies between the ends, so its own darkest and lightest are the
  // page's ends, and sharp stretches it between them when told to take them whole (lower 0, upper 100).
  const inside: number[] = [];
  for (let g = 0; g < 256; g++) if (lightOf[g] >= darkEnd && lightOf[g] <= lightEnd) inside.push(g);
  const stretched = await stretchStandIn(inside, lightEnd > 100);
  // Greys darker than the dark end become black, lighter than the light end white.
  const table = Uint8Array.from(lightOf, (l) => (l < darkEnd ? 0 : 255));
  inside.forEach((g, i) => (table[g] = stretched[i]));
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = table[data[i]];
  return out;
}
