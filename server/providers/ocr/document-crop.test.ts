import { describe, expect, it } from 'vitest';
import { documentBox } from './document-crop';

/** A grey picture: `surround` everywhere, a light ticket in the box, lines of dark "text" on the ticket. */
function photo(width: number, height: number, surround: number, ticket?: [number, number, number, number]) {
  const grey = Buffer.alloc(width * height, surround);
  if (ticket) {
    const [x0, y0, x1, y1] = ticket;
    for (let y = y0; y < y1; y++) grey.fill(235, y * width + x0, y * width + x1);
    for (let y = y0 + 20; y < y1 - 20; y += 30)
      for (let k = 0; k < 8; k++) grey.fill(30, (y + k) * width + x0 + 20, (y + k) * width + x1 - 40);
  }
  return grey;
}

describe('documentBox', () => {
  it('finds the ticket on a darker table, with a small margin', () => {
    const box = documentBox(photo(900, 1200, 90, [200, 150, 700, 1050]), 900, 1200);
    expect(box).not.toBeNull();
    expect(box!.left).toBeGreaterThan(150);
    expect(box!.left).toBeLessThanOrEqual(200);
    expect(box!.top).toBeLessThanOrEqual(150);
    expect(box!.left + box!.width).toBeGreaterThanOrEqual(700);
    expect(box!.top + box!.height).toBeGreaterThanOrEqual(1050);
    expect(box!.width).toBeLessThan(620);
  });

  it('keeps a screenshot (light to its edges) whole', () => {
    const shot = photo(900, 1600, 235, [0, 0, 900, 1600]);
    expect(documentBox(shot, 900, 1600)).toBeNull();
  });
});
