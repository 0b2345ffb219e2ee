// Small HTML pieces several layouts share. Kept deliberately few so layouts stay visually distinct.
import type { Rng } from '../rng';

/** A fake 1-D barcode as inline SVG; bars come from the ticket's Rng so reruns are identical. */
export function barcode(rng: Rng, width: number, height: number, color = '#111'): string {
  const bars: string[] = [];
  let x = 0;
  while (x < width - 4) {
    const w = rng.int(1, 3);
    if (rng.chance(0.55)) bars.push(`<rect x="${x}" y="0" width="${w}" height="${height}"/>`);
    x += w + rng.int(1, 2);
  }
  return `<svg width="${width}" height="${height}" fill="${color}" xmlns="http://www.w3.org/2000/svg">${bars.join('')}</svg>`;
}

/** A QR-like square of random modules with the three finder squares. */
export function qr(rng: Rng, size: number, color = '#111'): string {
  const n = 25;
  const cell = size / n;
  const cells: string[] = [];
  const finder = (r: number, c: number): boolean =>
    [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ].some(([fr, fc]) => r >= fr && r < fr + 7 && c >= fc && c < fc + 7);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (finder(r, c)) continue;
      if (rng.chance(0.5))
        cells.push(`<rect x="${c * cell}" y="${r * cell}" width="${cell}" height="${cell}"/>`);
    }
  const box = (r: number, c: number): string =>
    `<rect x="${c * cell + cell / 2}" y="${r * cell + cell / 2}" width="${cell * 6}" height="${cell * 6}" fill="none" stroke="${color}" stroke-width="${cell}"/>` +
    `<rect x="${(c + 2) * cell}" y="${(r + 2) * cell}" width="${cell * 3}" height="${cell * 3}"/>`;
  return `<svg width="${size}" height="${size}" fill="${color}" xmlns="http://www.w3.org/2000/svg">${cells.join('')}${box(0, 0)}${box(0, n - 7)}${box(n - 7, 0)}</svg>`;
}
