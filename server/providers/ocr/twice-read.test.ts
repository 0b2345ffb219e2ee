import { describe, expect, it } from 'vitest';
import { withoutTwiceRead } from './twice-read';

const word = (text: string, x0: number, x1: number, y0: number, y1: number, confidence = 90) => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});
const texts = (lines: ReturnType<typeof word>[][]) => lines.map((l) => l.map((w) => w.text).join(' '));

describe('words read twice', () => {
  const market = [word('Konačan', 784, 864, 1052, 1074, 96), word('ishod', 910, 978, 1052, 1074, 96)];

  it("drops a word mostly inside a surer word's box on another line: the foot of a market's word read again", () => {
    const names = [
      word('Ajax', 169, 256, 1072, 1110, 96),
      word('1', 803, 830, 1080, 1110, 93),
      word("ee'", 910, 962, 1058, 1074, 42),
      word('1,71', 1046, 1124, 1075, 1111, 90),
    ];
    expect(texts(withoutTwiceRead([market, names]))).toEqual(['Konačan ishod', 'Ajax 1 1,71']);
  });

  it('keeps a word that only touches another line, or is surer than the word it overlaps', () => {
    const touching = [word('PSV', 900, 990, 1068, 1100, 60)];
    expect(texts(withoutTwiceRead([market, touching]))).toEqual(['Konačan ishod', 'PSV']);
    const surer = [word('ishod', 910, 978, 1054, 1074, 97)];
    expect(texts(withoutTwiceRead([market, surer]))).toEqual(['Konačan', 'ishod']);
  });
});
