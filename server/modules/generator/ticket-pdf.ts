import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import type { GeneratedTicket } from './generated-ticket';
import { formatDecimal, formatMoney } from '../../common/format';
import { ticketText } from '../../common/messages';
import { LOCALE, type Lang } from '../../common/lang';

// The standard PDF fonts cannot draw č, ć, đ, š and ž, so the ticket embeds DejaVu Sans (the npm package
// dejavu-fonts-ttf; Bitstream Vera licence with the DejaVu changes in the public domain: free to use, embed
// and redistribute, see its LICENSE). Only the glyphs a ticket uses are embedded (subsetting), a few KB a font.
const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
/** The two font files, read once per process. */
function loadFonts() {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    fontBytes = Promise.all([read(FONT_FILES.regular), read(FONT_FILES.bold)]).then(([regular, bold]) => ({
      regular,
      bold,
    }));
  }
  return fontBytes;
}

/** The text cut with an ellipsis to fit `width` points. */
function fit(s: string, width: number, size: number, font: PDFFont): string {
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  let cut = s;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The text broken into lines of at most `width` points, at spaces. */
function wrap(s: string, width: number, size: number, font: PDFFont): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** "Preuzmi PDF": the paid ticket as a one-page PDF with its legs, totals and the responsible-play notice. */
export async function ticketPdf(ticket: GeneratedTicket, id: string, lang: Lang): Promise<Uint8Array> {
  const say = (key: Parameters<typeof ticketText>[1], values?: Record<string, string>) =>
    ticketText(lang, key, values);
  const when = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Date(iso).toLocaleString(LOCALE[lang], { timeZone: 'Europe/Belgrade', ...options });
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Tiket AI ${id.slice(0, 8)}`);
  doc.setProducer('Tiket AI');
  const page = doc.addPage([595, 842]);
  const files = await loadFonts();
  const font = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  let y = 790;
  const text = (s: string, x: number, size = 11, f = font, color = rgb(0.1, 0.1, 0.12)) =>
    page.drawText(s, { x, y, size, font: f, color });

  text('Tiket AI', 50, 22, bold, rgb(0.06, 0.6, 0.42));
  y -= 26;
  text(
    [
      say(`sport.${ticket.sport}`),
      say(`type.${ticket.ticketType}`),
      ...(ticket.demo ? [say('demo')] : []),
    ].join(' · '),
    50,
    12,
  );
  y -= 16;
  text(
    say('generated', { date: when(ticket.generatedAt, { dateStyle: 'short', timeStyle: 'short' }) }),
    50,
    10,
  );
  y -= 30;
  text(say('match'), 50, 10, bold);
  text(say('pick'), 325, 10, bold);
  text(say('odds'), 415, 10, bold);
  text(say('start'), 470, 10, bold);
  y -= 8;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
  for (const e of ticket.events) {
    y -= 20;
    // Room for an over/under tip such as "Manje 162.5" between the match and the odds.
    text(fit(e.match, 268, 10, font), 50, 10);
    text(fit(e.selection, 84, 10, bold), 325, 10, bold);
    text(formatDecimal(lang, e.odds), 415, 10);
    text(
      when(e.commence_time, { day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit' }),
      470,
      9,
    );
    y -= 12;
    text(
      fit(`${e.league} · ${say('estimate', { chance: formatDecimal(lang, e.chance, 1) })}`, 268, 8, font),
      50,
      8,
      font,
      rgb(0.4, 0.4, 0.45),
    );
  }
  y -= 16;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
  y -= 22;
  text(say('total', { odds: formatDecimal(lang, ticket.totalOdds) }), 50, 13, bold);
  y -= 18;
  text(
    say('stake', {
      stake: formatMoney(lang, ticket.stake, ticket.currency),
      payout: formatMoney(lang, ticket.potentialPayout, ticket.currency),
    }),
    50,
    11,
  );
  y -= 40;
  for (const line of wrap(say('notice'), 495, 9, font)) {
    text(line, 50, 9, font, rgb(0.45, 0.3, 0.05));
    y -= 12;
  }
  return doc.save();
}
