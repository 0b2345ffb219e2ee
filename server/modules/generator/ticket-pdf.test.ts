import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFName, decodePDFRawStream, type PDFRawStream } from 'pdf-lib';
import type { GeneratedTicket } from './generated-ticket';
import { ticketPdf } from './ticket-pdf';

const ticket: GeneratedTicket = {
  sport: 'basketball',
  ticketType: 'surprise',
  stake: 10,
  totalOdds: 3.15,
  potentialPayout: 31.5,
  demo: true,
  generatedAt: '2026-05-01T10:00:00.000Z',
  events: [
    {
      match: 'Crvena zvezda - Partizan',
      league: 'ABA liga',
      market: 'Više/Manje',
      selection: 'Više 162.5',
      odds: 1.85,
      commence_time: '2026-05-02T18:00:00.000Z',
      chance: 58.2,
    },
    {
      match: 'Čakovec - Đakovo',
      league: 'Ćirilica i Žetva Š',
      selection: 'X',
      odds: 1.0,
      commence_time: '2026-05-02T19:00:00.000Z',
      chance: 99,
    },
    {
      match: 'Cibona Zagreb - Šibenik Dalmacija Čakovec Đakovo Ćuprija Žalec United Basketball Club',
      league: 'Premijer liga',
      selection: '1',
      odds: 1.7,
      commence_time: '2026-05-02T19:00:00.000Z',
      chance: 61,
    },
  ],
};

const decode = (stream: PDFRawStream) =>
  new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());

/**
 * The text a PDF reader would copy from the first page: each shown string mapped through its font's ToUnicode
 * table (the same path a screen reader or a search takes), one line per text object.
 */
async function pageText(bytes: Uint8Array): Promise<{ lines: string[]; fonts: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const fontDict = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const toUnicode = new Map<string, Map<string, string>>();
  const fonts = new Set<string>();
  for (const [name] of fontDict.entries()) {
    const font = fontDict.lookup(name, PDFDict);
    fonts.add(font.lookup(PDFName.of('BaseFont'), PDFName).decodeText());
    const cmap = decode(font.lookup(PDFName.of('ToUnicode')) as PDFRawStream);
    const map = new Map<string, string>();
    for (const [, code, unicode] of cmap.matchAll(/<([0-9A-F]{4})>\s*<([0-9A-F]+)>/gi)) {
      const units = unicode.match(/.{4}/g)!.map((u) => parseInt(u, 16));
      map.set(code.toUpperCase(), String.fromCharCode(...units));
    }
    toUnicode.set(name.asString(), map);
  }
  const contents = page.node.Contents()!;
  const streams = (contents instanceof PDFArray ? contents.asArray() : [contents]).map(
    (s) => doc.context.lookup(s) as PDFRawStream,
  );
  const lines: string[] = [];
  for (const stream of streams) {
    let font = new Map<string, string>();
    for (const [, fontName, hex] of decode(stream).matchAll(/(\/[^\s/]+) [\d.]+ Tf|<([0-9A-F]*)> Tj/gi)) {
      if (fontName) font = toUnicode.get(fontName)!;
      else
        lines.push(
          hex
            .match(/.{4}/g)!
            .map((code) => font.get(code.toUpperCase()) ?? '\uFFFD')
            .join(''),
        );
    }
  }
  return { lines, fonts: [...fonts] };
}

describe('the generated ticket as a PDF', () => {
  it('writes the Serbian and Croatian letters as they are, in an embedded font', async () => {
    const bytes = await ticketPdf(ticket, '12345678-90ab-cdef', 'rs');
    const { lines, fonts } = await pageText(bytes);
    const text = lines.join('\n');
    expect(lines).toContain('Košarka · Iznenađenja · DEMO utakmice');
    expect(lines).toContain('Početak');
    expect(lines).toContain('Više 162.5');
    expect(text).toMatch(/Mogući dobitak: 31,50\s€/);
    expect(text).toContain('uloži samo koliko možeš da izgubiš.');
    for (const letter of 'čćđšžČĆĐŠŽ') expect(text).toContain(letter);
    expect(text).not.toContain('\uFFFD');
    // A match name too long for its column is cut with an ellipsis, its letters intact.
    expect(lines.find((l) => l.startsWith('Cibona Zagreb - Šibenik'))).toMatch(/…$/);
    expect(fonts.every((f) => f.startsWith('DejaVuSans'))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
  });

  it('names each ticket type in Serbian', async () => {
    for (const [type, label] of [
      ['safe', 'Fudbal · Sigurni Tiketi'],
      ['mixed', 'Fudbal · Mešani Tiketi'],
    ] as const) {
      const { lines } = await pageText(
        await ticketPdf({ ...ticket, sport: 'football', ticketType: type, demo: false }, 'abcdef01', 'rs'),
      );
      expect(lines).toContain(label);
    }
  });

  it('speaks Croatian to a Croatian buyer: tečaj, nogomet, decimal commas', async () => {
    const { lines } = await pageText(
      await ticketPdf({ ...ticket, sport: 'football', ticketType: 'safe', demo: false }, 'abcdef01', 'hr'),
    );
    expect(lines).toContain('Nogomet · Sigurni listići');
    expect(lines).toContain('Tečaj');
    expect(lines.some((l) => /^Ukupni tečaj: \d+,\d\d$/.test(l))).toBe(true);
    expect(lines.join('\n')).toContain('Analiza nije jamstvo dobitka');
  });

  it('embeds only the glyphs it uses, so the file stays small', async () => {
    const bytes = await ticketPdf(ticket, '12345678', 'hr');
    // The two DejaVu files are about 1.4 MB together; their subsets a few tens of KB.
    expect(bytes.length).toBeLessThan(60_000);
  });
});
