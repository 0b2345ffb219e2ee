import { describe, expect, it } from 'vitest';
import { bentRuns, cutOut, loneWords, runImages, surerSize, withRereads } from './lone-words';

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
    expect(loneWords([line, sure, crowded])).toEqual([{ line: 0, from: 3, to: 4, pick: true }]);
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
    expect(lone).toEqual([{ line: 0, from: 3, to: 4, pick: true }]);
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

  it("cuts the word out with some page around it but none of a neighbour's letters, on a margin of its paper", () => {
    // A grey card (200) with the word's letters black.
    const page = { data: new Uint8Array(800 * 200).fill(200), width: 800, height: 200 };
    for (let y = 100; y < 130; y++) page.data.fill(0, y * 800 + 600, y * 800 + 625);
    const cut = cutOut(page, [line], { line: 0, from: 3, to: 4, pick: true });
    // 18 px (0.6 of its height) each side and above and below, then 10 px of white.
    expect([cut.width, cut.height]).toEqual([25 + 36 + 20, 30 + 36 + 20]);
    // The margin is the card's grey, never white (tesseract would take the card for ink).
    expect(cut.data[0]).toBe(200);
    expect(cut.data[(10 + 18 + 15) * cut.width + 10 + 18 + 12]).toBe(0);
    const tight = cutOut(
      page,
      [[word('Tip', 90, 20, 70), word('X2', 50, 90, 120), word('1,87', 93, 130, 180)]],
      { line: 0, from: 1, to: 2, pick: true },
    );
    // Half the gap to each neighbour: 10 px before, 5 after.
    expect(tight.width).toBe(30 + 10 + 5 + 20);
  });

  it('reads each pick at its size and twice as large, and keeps the surer reading: a bold "X" splits in two when small', () => {
    const page = { data: new Uint8Array(800 * 200).fill(200), width: 800, height: 200 };
    const runs = [
      { line: 0, from: 3, to: 4, pick: true },
      { line: 0, from: 0, to: 3, pick: false },
    ];
    const images = runImages(page, [line], runs);
    // The two runs as cut, then the pick's again, twice as large: none for the name's run.
    expect(images).toHaveLength(3);
    const [pick, , large] = images;
    expect([large.width, large.height]).toEqual([2 * pick.width, 2 * pick.height]);
    expect(large.data[0]).toBe(200);
    const reads = (small: number, big: number) =>
      surerSize(runs, [
        { text: 'Xx', confidence: small },
        { text: 'Igokea - VOLI', confidence: 90 },
        { text: 'X', confidence: big },
      ]).map((r) => r.text);
    expect(reads(61, 87)).toEqual(['X', 'Igokea - VOLI']);
    expect(reads(96, 70)).toEqual(['Xx', 'Igokea - VOLI']);
  });

  // A compact row as tesseract set it: the pill's "Gc" and the odds centred between the home and away lines,
  // the home name above them, all on one line.
  const bent = [
    word('Gc', 91, 20, 60, 118, 142),
    word('Bayern', 60, 120, 220, 96, 124),
    word('Munchen', 91, 230, 360, 96, 124),
    word('1,72', 95, 700, 780, 116, 144),
  ];

  const blank = { data: new Uint8Array(800 * 300).fill(255), width: 800, height: 300 };

  it('reads again each cell of a line whose words sit at two heights, each at its own', () => {
    expect(bentRuns(blank, [bent], [])).toEqual([
      { line: 0, from: 0, to: 1, pick: false },
      { line: 0, from: 1, to: 3, pick: false },
      { line: 0, from: 3, to: 4, pick: false },
    ]);
    // A line a photo's perspective tilted (its words' heights running one way) is not bent.
    const tilted = [
      word('BAYERN', 60, 20, 160, 90, 118),
      word('UG', 70, 300, 340, 102, 130),
      word('1,72', 95, 700, 780, 116, 144),
    ];
    expect(bentRuns(blank, [tilted], [])).toEqual([]);
    // A straight line, and a cell already read as a lone word, are not.
    expect(bentRuns(blank, [line], [])).toEqual([]);
    expect(bentRuns(blank, [bent], [{ line: 0, from: 0, to: 1, pick: true }])).toHaveLength(2);
    // A box over two lines is tesseract's guess: its cut-out would read neither line.
    const tall = [bent[0], word('Bayern', 40, 120, 220, 90, 150), bent[2], bent[3]];
    // Its cut-out would read neither line, and "Munchen" was read sure: neither is read again.
    expect(bentRuns(blank, [tall], []).map((r) => r.from)).toEqual([0, 3]);
  });

  it('cuts a name whose box tesseract stretched over two lines at its own line of ink', () => {
    // "Bayern" inked on rows 96-124, the away name under it on rows 134-160; the box reaches over both.
    const page = { data: new Uint8Array(800 * 300).fill(230), width: 800, height: 300 };
    for (const [top, bottom] of [
      [96, 124],
      [134, 160],
    ])
      for (let y = top; y < bottom; y++) page.data.fill(20, y * 800 + 125, y * 800 + 215);
    const line = [
      bent[0],
      word('Bayern', 40, 120, 220, 96, 160),
      word('Munchen', 60, 230, 360, 96, 124),
      bent[3],
    ];
    expect(bentRuns(page, [line], []).find((r) => r.from === 1)).toMatchObject({ band: { y0: 96, y1: 124 } });
  });

  it("takes a cell's new reading when tesseract is sure of it and no less sure than before, sharing out its box", () => {
    const runs = bentRuns(blank, [bent], []);
    const read = withRereads([bent], runs, [
      { text: 'GG\n', confidence: 96 },
      { text: 'Bayern München\n', confidence: 90 },
      { text: '1,72', confidence: 70 },
    ])[0];
    expect(read.map((w) => w.text)).toEqual(['GG', 'Bayern', 'München', '1,72']);
    // Odds come back as a figure or stay as first read: a lost comma mended, never a word in their place.
    const odds = (text: string) =>
      withRereads([bent], runs, [
        { text: 'Gc', confidence: 0 },
        { text: '', confidence: 0 },
        { text, confidence: 96 },
      ])[0][3].text;
    expect(odds('1,12')).toBe('1,12');
    expect(odds('=172')).toBe('1,72');
    const oneWord = withRereads([bent], runs, [
      { text: 'GG', confidence: 96 },
      { text: 'BayernMünchen', confidence: 90 },
      { text: '1,72', confidence: 96 },
    ])[0];
    expect(oneWord[1]).toMatchObject({ text: 'BayernMünchen', bbox: { x0: 120, x1: 360 } });
  });
});
