// Photo-like degradation of a clean render. Everything random comes from the passed Rng, and sharp is given only
// deterministic operations, so the same seed gives byte-identical files.
import sharp, { type OverlayOptions } from 'sharp';
import type { Medium } from './layouts/types';
import type { Rng } from '../rng';

export type Distortion = 'clean' | 'mild' | 'hard';
export const DISTORTIONS: readonly Distortion[] = ['clean', 'mild', 'hard'];

export interface DistortionParams {
  level: Distortion;
  background: string | null;
  rotation: number;
  /** Each corner of the photo moved inward by these fractions of the width and height (TL, TR, BR, BL as x, y pairs): a camera not square to the paper. */
  perspective: number[] | null;
  blur: number;
  noise: number;
  light: { angle: number; strength: number } | null;
  crease: boolean;
  scale: number;
  quality: number | null;
}

export interface Photo {
  data: Buffer;
  ext: 'png' | 'jpg';
  width: number;
  height: number;
  params: DistortionParams;
}

// Tables, desks and a hand-held phone's surroundings.
const SURFACES = ['#7b5b3a', '#8d8a83', '#3f5a45', '#a9977b', '#4a4e57', '#b5703f'];
const SCREEN_SURROUNDS = ['#1b1c1f', '#2a2a2e', '#3a3b40'];

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function hexRgb(hex: string): { r: number; g: number; b: number } {
  const n = parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function planParams(level: Distortion, medium: Medium, width: number, rng: Rng): DistortionParams {
  const hard = level === 'hard';
  // On wide tables a few degrees already move a row by a full line height at the far column.
  const maxTilt = hard ? (width > 800 ? 4 : 6) : 3;
  const sign = (): number => (rng.chance(0.5) ? -1 : 1);
  const background = medium === 'screen' ? rng.pick(SCREEN_SURROUNDS) : rng.pick(SURFACES);
  return {
    level,
    background,
    rotation: round3(sign() * (hard ? rng.float(2, maxTilt) : rng.float(0.3, maxTilt))),
    // A camera held off-axis: the far edge of the paper shorter than the near one, by up to 5 % of the side.
    perspective: hard ? keystone(rng) : null,
    blur: round3(hard ? rng.float(0.5, 0.9) : rng.float(0.3, 0.6)),
    noise: hard ? rng.int(10, 22) : 0,
    light: hard ? { angle: rng.int(0, 359), strength: round3(rng.float(0.3, 0.5)) } : null,
    crease: hard,
    scale: round3(hard ? rng.float(0.6, 0.8) : rng.float(0.8, 1)),
    quality: hard ? rng.int(55, 70) : rng.int(75, 85),
  };
}

function keystone(rng: Rng): number[] {
  const strength = rng.float(0.02, 0.05);
  // One edge leans in more than the others, as when the phone is tilted towards it.
  const near = rng.int(0, 3);
  return Array.from({ length: 8 }, (_, i) => {
    const edgeBoost = Math.floor(i / 2) === near || Math.floor(i / 2) === (near + 1) % 4 ? 1 : 0.4;
    return round3(rng.float(0.2, 1) * strength * edgeBoost);
  });
}

/**
 * The picture seen in perspective: its corners moved inward by `inset` (fractions of the side), the picture
 * stretched over that quadrilateral (inverse mapping through a homography, bilinear), the rest the surface.
 */
async function warp(png: Buffer, inset: number[], bg: { r: number; g: number; b: number }): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  const corners: [number, number][] = [
    [0, 0],
    [w - 1, 0],
    [w - 1, h - 1],
    [0, h - 1],
  ];
  const inward = [
    [1, 1],
    [-1, 1],
    [-1, -1],
    [1, -1],
  ];
  const moved = corners.map(([x, y], i): [number, number] => [
    x + inward[i][0] * inset[2 * i] * w,
    y + inward[i][1] * inset[2 * i + 1] * h,
  ]);
  // Maps a point of the output (the moved corners) back to the picture (its own corners).
  const m = homography(moved, corners);
  const out = Buffer.alloc(w * h * channels);
  const fill = [bg.r, bg.g, bg.b];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const d = m[6] * x + m[7] * y + 1;
      const sx = (m[0] * x + m[1] * y + m[2]) / d;
      const sy = (m[3] * x + m[4] * y + m[5]) / d;
      const o = (y * w + x) * channels;
      if (sx < 0 || sy < 0 || sx > w - 1 || sy > h - 1) {
        for (let c = 0; c < channels; c++) out[o + c] = fill[c] ?? 255;
        continue;
      }
      const x0 = Math.min(w - 2, Math.floor(sx));
      const y0 = Math.min(h - 2, Math.floor(sy));
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = (y0 * w + x0) * channels;
      const i10 = i00 + channels;
      const i01 = i00 + w * channels;
      const i11 = i01 + channels;
      for (let c = 0; c < channels; c++) {
        const top = data[i00 + c] * (1 - fx) + data[i10 + c] * fx;
        const bottom = data[i01 + c] * (1 - fx) + data[i11 + c] * fx;
        out[o + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  return sharp(out, { raw: { width: w, height: h, channels } })
    .png()
    .toBuffer();
}

/** The 3×3 projective map (row-major, last entry 1) taking each `from` point to its `to` point. */
function homography(from: [number, number][], to: [number, number][]): number[] {
  const rows: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  // Gauss–Jordan elimination with partial pivoting on the 8 × 9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r][col]) > Math.abs(rows[pivot][col])) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = rows[r][col] / rows[col][col];
      for (let c = col; c < 9; c++) rows[r][c] -= f * rows[col][c];
    }
  }
  return rows.map((r, i) => r[8] / r[i]);
}

/** Soft light falloff from one side: dark-to-clear gradient multiplied over the photo. */
function lightingSvg(w: number, h: number, angle: number, strength: number): Buffer {
  const rad = (angle * Math.PI) / 180;
  const x = Math.round(50 + 50 * Math.cos(rad));
  const y = Math.round(50 + 50 * Math.sin(rad));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="${x}%" y1="${y}%" x2="${100 - x}%" y2="${100 - y}%">
<stop offset="0" stop-color="#fff8e8"/><stop offset="0.55" stop-color="#e9e2d4"/>
<stop offset="1" stop-color="rgb(${Math.round(255 * (1 - strength))},${Math.round(250 * (1 - strength))},${Math.round(240 * (1 - strength))})"/>
</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return Buffer.from(svg);
}

/** A fold: a thin dark line with a lighter edge, slightly bent, somewhere across the middle half. */
function creaseSvg(w: number, h: number, rng: Rng): Buffer {
  const y0 = Math.round(h * rng.float(0.3, 0.7));
  const y1 = Math.round(y0 + h * rng.float(-0.08, 0.08));
  const mid = Math.round((y0 + y1) / 2 + rng.float(-12, 12));
  const d = `M0 ${y0} Q ${Math.round(w / 2)} ${mid} ${w} ${y1}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<path d="${d}" stroke="rgba(40,35,30,0.45)" stroke-width="2" fill="none"/>
<path d="${d}" transform="translate(0,3)" stroke="rgba(255,255,255,0.35)" stroke-width="2" fill="none"/></svg>`;
  return Buffer.from(svg);
}

function noiseRaw(w: number, h: number, amplitude: number, rng: Rng): Buffer {
  const buf = Buffer.alloc(w * h);
  for (let i = 0; i < buf.length; i++) buf[i] = 128 + Math.round((rng.next() + rng.next() - 1) * amplitude);
  return buf;
}

async function size(buf: Buffer): Promise<{ width: number; height: number }> {
  const m = await sharp(buf).metadata();
  return { width: m.width ?? 0, height: m.height ?? 0 };
}

export async function distort(png: Buffer, level: Distortion, medium: Medium, rng: Rng): Promise<Photo> {
  if (level === 'clean') {
    const { width, height } = await size(png);
    const params: DistortionParams = {
      level,
      background: null,
      rotation: 0,
      perspective: null,
      blur: 0,
      noise: 0,
      light: null,
      crease: false,
      scale: 1,
      quality: null,
    };
    return { data: png, ext: 'png', width, height, params };
  }
  const { width: w0, height: h0 } = await size(png);
  const p = planParams(level, medium, w0, rng);
  const bg = { ...hexRgb(p.background ?? '#808080'), alpha: 1 };
  // The fold belongs to the paper, so it is drawn before the paper is put on the surface.
  const paper = sharp(png).flatten({ background: '#ffffff' });
  if (p.crease) paper.composite([{ input: creaseSvg(w0, h0, rng), blend: 'over' }]);
  // Paper lies on a surface; a screen shot is framed by the phone/monitor around it.
  const margin = Math.round(w0 * (level === 'hard' ? rng.float(0.06, 0.14) : rng.float(0.02, 0.06)));
  let img: Buffer = await sharp(await paper.png().toBuffer())
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: bg })
    .png()
    .toBuffer();
  if (p.perspective) img = await warp(img, p.perspective, bg);
  img = await sharp(img).rotate(p.rotation, { background: bg }).png().toBuffer();
  const { width, height } = await size(img);
  const overlays: OverlayOptions[] = [];
  if (p.light)
    overlays.push({ input: lightingSvg(width, height, p.light.angle, p.light.strength), blend: 'multiply' });
  if (p.noise) {
    overlays.push({
      input: noiseRaw(width, height, p.noise, rng),
      raw: { width, height, channels: 1 },
      blend: 'overlay',
    });
  }
  let pipeline = sharp(img);
  if (overlays.length) pipeline = sharp(await pipeline.composite(overlays).png().toBuffer());
  const outW = Math.round(width * p.scale);
  const outH = Math.round(height * p.scale);
  const data = await pipeline
    .blur(p.blur)
    .resize(outW, outH, { kernel: 'lanczos3' })
    .removeAlpha()
    .jpeg({ quality: p.quality ?? 80, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return { data, ext: 'jpg', width: outW, height: outH, params: p };
}
