import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pageOf, TesseractOcr } from './tesseract';
import { pageHalves } from './page-halves';
import { preprocessForOcr } from './preprocess';
import { structureTicketText } from '../../modules/tickets/structure-ticket-text';

const word = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number) => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});

describe('pageOf', () => {
  it('gives the words as the layout text prints them, so a pick tesseract was unsure of is marked', () => {
    // An app card: the odds centred between home and away, tesseract cut them ("249" above, "," below);
    // the second card's pick "2" read at 25 %.
    const lines = [
      [word('Genoa', 95, 99, 486, 307, 535), word('249', 93, 1302, 542, 1437, 594)],
      [word('Udinese', 95, 101, 577, 357, 628), word(',', 90, 1344, 582, 1355, 604)],
      [word('1', 92, 99, 650, 120, 690)],
      [
        word('Lecce', 95, 99, 800, 260, 850),
        word('2', 25, 900, 800, 930, 850),
        word('1,85', 94, 1302, 800, 1437, 850),
      ],
      [word('Torino', 95, 99, 880, 280, 930)],
    ];
    const page = pageOf(lines);
    expect(page.layoutText.split('\n')[0]).toBe('Genoa | 2,49');
    const printed = page.layoutText.split(/\s+/).filter((t) => t !== '|');
    expect(page.words.map((w) => w.text)).toEqual(printed);
    expect(page.words.find((w) => w.text === '2,49')?.confidence).toBeCloseTo(0.9);
    const legs = structureTicketText(page.layoutText, page.words).legs;
    const lecce = legs.find((l) => l.home === 'Lecce');
    expect(lecce?.pick).toBe('2');
    expect(lecce?.unsure).toContain('pick');
  });

  it("keeps a monospaced line's words in one cell where they are spaced a letter's height apart", () => {
    // "RIJEKA - LOKOMOTIVA ZAGREB ....... 1 ....... 1,89" in capitals 20 px high, spaces of 26 px; the dotted
    // leaders OCR dropped leave gaps of 200 px and more.
    const at = (text: string, x0: number, x1: number) => word(text, 90, x0, 100, x1, 120);
    const receipt = [
      [
        at('RIJEKA', 0, 80),
        at('-', 106, 118),
        at('LOKOMOTIVA', 144, 290),
        at('ZAGREB', 316, 400),
        at('1', 620, 632),
        at('1,89', 860, 920),
      ],
    ];
    expect(pageOf(receipt).layoutText).toBe('RIJEKA - LOKOMOTIVA ZAGREB | 1 | 1,89');
    // A proportional line's narrow spaces leave its breaks where they were: a gap wider than the letters.
    const row = [[at('Partizan', 0, 90), at('-', 96, 102), at('Vojvodina', 108, 210), at('1', 240, 250)]];
    expect(pageOf(row).layoutText).toBe('Partizan - Vojvodina | 1');
  });
});

describe('TesseractOcr.photo', () => {
  it('lends both its workers to one photo only while no other photo is in flight', async () => {
    const ocr = new TesseractOcr(2);
    const cold = ocr.photo();
    expect(cold.spare).toBe(false); // no worker has loaded yet
    cold.done();
    await ocr.warm();
    try {
      const first = ocr.photo();
      const second = ocr.photo();
      expect([first.spare, second.spare]).toEqual([true, false]);
      first.done();
      first.done(); // a photo ends once, however often it says so: the second is still in flight
      const third = ocr.photo();
      expect(third.spare).toBe(false);
      second.done();
      third.done();
      expect(ocr.photo().spare).toBe(true);
    } finally {
      await ocr.close();
    }
  }, 30_000);
});

describe('TesseractOcr.recognize', () => {
  it("reads an app's pick in its pill, centred between the card's two lines, as printed", async () => {
    // Read on the names' line, the pill's "1" came out as "i": read again alone, it is "1".
    const card = (y: number, top: string, names: string, pick: string, odds: string) => `
<text x="20" y="${y + 30}" font-size="22" fill="#8a93a3" font-family="sans-serif">${top}</text>
<text x="20" y="${y + 68}" font-size="30" font-weight="bold" fill="#fff" font-family="sans-serif">${names}</text>
<rect x="600" y="${y + 28}" rx="6" width="${pick.length > 1 ? 54 : 40}" height="40" fill="#29c5e6"/>
<text x="${pick.length > 1 ? 610 : 612}" y="${y + 57}" font-size="26" fill="#0b1320" font-family="sans-serif">${pick}</text>
<text x="700" y="${y + 60}" font-size="30" font-weight="bold" fill="#29c5e6" font-family="sans-serif">${odds}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="820" height="420"><rect width="100%" height="100%" fill="#121820"/>
${card(10, '11.12. 21:00 · Pobednik (uklj. produžetke)', 'Igokea - Budućnost VOLI', '1', '1,87')}
${card(110, '12.12. 20:45 · Ukupno golova', 'Roma - Lazio', '2+', '1,48')}
${card(210, '12.12. 21:00 · Konačan ishod', 'Brighton - Everton', '2', '2,55')}
${card(310, '13.12. 18:00 · Dupla šansa', 'Lens - Lille', 'X2', '1,62')}</svg>`;
    const ocr = new TesseractOcr(2);
    try {
      const image = await sharp(Buffer.from(svg)).png().toBuffer();
      const { layoutText } = await ocr.recognize(image);
      expect(layoutText).toContain('Budućnost VOLI | 1 | 1,87');
      const legs = structureTicketText(layoutText!).legs;
      expect(legs.map((l) => [l.home, l.pick, l.odds])).toEqual([
        ['Igokea', '1', 1.87],
        ['Roma', 'UG 2+', 1.48],
        ['Brighton', '2', 2.55],
        ['Lens', 'X2', 1.62],
      ]);
      // Read in two halves on two workers (cut between the second and third card), it reads the same: the lower
      // half's words are where they are on the page, so the pills' rereads find them.
      expect(pageHalves(await preprocessForOcr(image))).toHaveLength(2);
      expect((await ocr.recognize(image, { halves: true })).layoutText).toBe(layoutText);
    } finally {
      await ocr.close();
    }
  }, 30_000);
});
