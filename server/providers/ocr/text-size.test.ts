import { describe, expect, it } from 'vitest';
import { smallTextScale } from './text-size';

/**
 * A 1,200 px white page of twelve rows of "letters" `tall` px high: dark marks with a counter in each (as an
 * "o" has), half as wide as tall, in two shades of ink, a space between words. Drawn, not rendered, so no font
 * is needed.
 */
function page(tall: number) {
  const width = 1200;
  const height = tall * 30;
  const grey = new Uint8Array(width * height).fill(255);
  for (let row = 0; row < 12; row++) {
    const top = tall + row * tall * 2.4;
    const wide = Math.max(3, Math.round(tall / 2));
    for (let x = 20, n = 0; x + wide < width - 20; x += wide + 2, n++) {
      if (n % 6 === 5) continue; // a space between words
      for (let y = Math.round(top); y < Math.round(top) + tall; y++)
        for (let dx = 0; dx < wide; dx++) {
          const inner = y > top + 1 && y < top + tall - 2 && dx > 0 && dx < wide - 1;
          if (!inner) grey[y * width + x + dx] = n % 2 ? 20 : 60;
        }
    }
  }
  return [grey, width, height] as const;
}

describe('smallTextScale', () => {
  it('enlarges a page whose letters stand 8 px tall (a desktop page at 100 %), and no more than twice', () => {
    const scale = smallTextScale(...page(8));
    expect(scale).toBeGreaterThan(1.5);
    expect(scale).toBeLessThanOrEqual(2);
  });

  it('leaves the large letters of a phone screenshot as they are', () => {
    expect(smallTextScale(...page(28))).toBe(1);
  });

  it('leaves a page with no text as it is', () => {
    expect(smallTextScale(new Uint8Array(400 * 300).fill(255), 400, 300)).toBe(1);
  });
});
