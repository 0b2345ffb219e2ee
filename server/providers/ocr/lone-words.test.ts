import { describe, expect, it } from 'vitest';
import { cutOut, loneWords, withRereads } from './lone-words';

const word = (text: string, confidence: number, x0: number, x1: number, y0 = 100, y1 = 130) => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});

describe('lone words', () => {
  // A card's names line as tesseract read it: the pill's "1" as "ij", unsure, far from the names and the odds.
  const line = [
    word('Igokea', 91, 20, 140),
    word('-', 92, 150, 160),
    word('VOLI', 90, 170, 250),
    word('ij', 58, 600, 625),
    word('1,87', 93, 700, 780),
  ];

  it('reads again only short words read unsure that stand apart from their neighbours', () => {
    const sure = [word('1', 95, 600, 615), word('1,87', 93, 700, 780)];
    const crowded = [word('Tip', 90, 20, 70), word('ij', 50, 80, 95), word('1,87', 93, 105, 180)];
    expect(loneWords([line, sure, crowded])).toEqual([{ line: 0, index: 3 }]);
  });

  it("reads again a mark, however sure, whose box is as tall as the line's letters: a dash is a sliver", () => {
    const marks = [
      word('Brighton', 93, 20, 160, 100, 130),
      word('-', 92, 170, 180, 112, 116),
      word('Everton', 96, 190, 300, 100, 128),
      word('-', 90, 600, 615, 100, 125),
      word('2,55', 96, 700, 780, 100, 130),
    ];
    const lone = loneWords([marks]);
    expect(lone).toEqual([{ line: 0, index: 3 }]);
    // A column break read as a bar is as tall, and is never read again (it could come back as a "1").
    const bar = [...marks.slice(0, 3), word('|', 90, 600, 606, 100, 128), marks[4]];
    expect(loneWords([bar])).toEqual([]);
    expect(withRereads([marks], lone, [{ text: '2', confidence: 96 }])[0][3].text).toBe('2');
  });

  it("takes the new reading only when tesseract is sure of it and it reads as a pick's print", () => {
    const lone = loneWords([line]);
    const read = (text: string, confidence: number) =>
      withRereads([line], lone, [{ text, confidence }])[0][3];
    expect(read('1\n', 96)).toMatchObject({ text: '1', confidence: 96, bbox: line[3].bbox });
    expect(read('|', 33).text).toBe('ij');
    expect(read('', 0).text).toBe('ij');
    // Sure, but a fragment of other text, not a pick's print.
    expect(read('lije p', 91).text).toBe('ij');
    expect(read('2+', 92).text).toBe('2+');
  });

  it("cuts the word out with some page around it but none of a neighbour's letters, on a white margin", () => {
    const page = { data: new Uint8Array(800 * 200).fill(0), width: 800, height: 200 };
    const cut = cutOut(page, [line], { line: 0, index: 3 });
    // 18 px (0.6 of its height) each side and above and below, then 10 px of white.
    expect([cut.width, cut.height]).toEqual([25 + 36 + 20, 30 + 36 + 20]);
    expect(cut.data[0]).toBe(255);
    expect(cut.data[10 * cut.width + 10]).toBe(0);
    const tight = cutOut(
      page,
      [[word('Tip', 90, 20, 70), word('X2', 50, 90, 120), word('1,87', 93, 130, 180)]],
      {
        line: 0,
        index: 1,
      },
    );
    // Half the gap to each neighbour: 10 px before, 5 after.
    expect(tight.width).toBe(30 + 10 + 5 + 20);
  });
});
