import { describe, expect, it } from 'vitest';
import { centredCells } from './centred-cells';

const word = (text: string, x0: number, x1: number, y0: number, y1: number) => ({
  text,
  confidence: 90,
  bbox: { x0, y0, x1, y1 },
});
const texts = (lines: ReturnType<typeof word>[][]) => lines.map((l) => l.map((w) => w.text).join(' '));

describe('cells centred between a card’s home and away lines', () => {
  // Home at y 100–130, away at 140–170: the pick and odds centred between them, at 120–150.
  const home = word('Ajax', 40, 130, 100, 130);
  const away = word('PSV', 40, 110, 140, 170);
  const pick = word('UG', 950, 990, 120, 150);
  const plus = word('3+', 1000, 1040, 120, 150);
  const odds = word('3,50', 1100, 1190, 118, 152);

  it('joins the home line wherever tesseract set them: on the away line or on a line of their own', () => {
    expect(texts(centredCells([[home], [away, pick, plus, odds]]))).toEqual(['Ajax UG 3+ 3,50', 'PSV']);
    expect(texts(centredCells([[home], [odds], [away, pick, plus]]))).toEqual(['Ajax UG 3+ 3,50', 'PSV']);
    expect(texts(centredCells([[home, pick, plus, odds], [away]]))).toEqual(['Ajax UG 3+ 3,50', 'PSV']);
  });

  it('leaves a leg printed on two lines as it is: its pick and odds stand on the second line', () => {
    const match = [
      word('Partizan', 40, 200, 100, 130),
      word('-', 210, 220, 112, 116),
      word('Vojvodina', 230, 400, 100, 130),
    ];
    const market = [
      word('Konačan', 40, 200, 140, 170),
      word('ishod', 210, 300, 140, 170),
      word('1', 950, 965, 140, 170),
      word('1,45', 1100, 1190, 140, 170),
    ];
    expect(texts(centredCells([match, market]))).toEqual(['Partizan - Vojvodina', 'Konačan ishod 1 1,45']);
  });

  it("leaves a photo's sloping lines as they are: the odds far right of the names are where the line rose to", () => {
    // The page rises 0.047 px a px to the right (perspective): the odds of the second line are as high as the
    // middle between the two lines' starts, but on their own line.
    const match = [word('Partizan', 40, 200, 100, 130), word('Vojvodina', 230, 400, 91, 121)];
    const market = [
      word('Konačan', 40, 200, 140, 170),
      word('ishod', 210, 300, 132, 162),
      word('1,45', 600, 690, 114, 144),
    ];
    expect(texts(centredCells([match, market]))).toEqual(['Partizan Vojvodina', 'Konačan ishod 1,45']);
  });

  it("leaves a card's pick beside its match line when a market stands over the match", () => {
    const market = [
      word('OBA', 40, 100, 100, 130),
      word('TIMA', 110, 190, 100, 130),
      word('GOL', 200, 260, 100, 130),
    ];
    const match = [
      word('Široki', 40, 150, 140, 170),
      word('-', 160, 170, 152, 156),
      word('Velež', 180, 280, 140, 170),
      word('GG', 950, 1000, 122, 148),
    ];
    expect(texts(centredCells([market, match]))).toEqual(['OBA TIMA GOL', 'Široki - Velež GG']);
  });

  it('takes no cell across two cards, nor across names that do not start in one column', () => {
    const nextHome = word('Roma', 40, 140, 220, 250);
    expect(texts(centredCells([[away], [odds], [nextHome]]))).toEqual(['PSV', '3,50', 'Roma']);
    const indented = word('PSV', 200, 270, 140, 170);
    expect(texts(centredCells([[home], [indented, pick, plus, odds]]))).toEqual(['Ajax', 'PSV UG 3+ 3,50']);
  });
});
