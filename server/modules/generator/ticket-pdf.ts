import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { GeneratedTicket } from './generated-ticket';

// The standard PDF fonts cannot draw č, ć and đ; folding them keeps the PDF free of embedded font files.
const ascii = (s: string) =>
  s
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const TYPE: Record<GeneratedTicket['ticketType'], string> = {
  safe: 'Sigurni Tiketi',
  mixed: 'Mesani Tiketi',
  surprise: 'Iznenadjenja',
};

/** "Preuzmi PDF": the paid ticket as a one-page PDF with its legs, totals and the responsible-play notice. */
export async function ticketPdf(ticket: GeneratedTicket, id: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Tiket AI ${id.slice(0, 8)}`);
  doc.setProducer('Tiket AI');
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const text = (s: string, x: number, size = 11, f = font, color = rgb(0.1, 0.1, 0.12)) =>
    page.drawText(ascii(s), { x, y, size, font: f, color });

  text('Tiket AI', 50, 22, bold, rgb(0.06, 0.6, 0.42));
  y -= 26;
  text(
    `${ticket.sport === 'football' ? 'Fudbal' : 'Kosarka'} · ${TYPE[ticket.ticketType]}${ticket.demo ? ' · DEMO utakmice' : ''}`,
    50,
    12,
  );
  y -= 16;
  text(
    `Generisan: ${new Date(ticket.generatedAt).toLocaleString('sr-Latn-RS', { timeZone: 'Europe/Belgrade' })}`,
    50,
    10,
  );
  y -= 30;
  text('Utakmica', 50, 10, bold);
  text('Tip', 325, 10, bold);
  text('Kvota', 415, 10, bold);
  text('Pocetak', 470, 10, bold);
  y -= 8;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
  for (const e of ticket.events) {
    y -= 20;
    // Room for an over/under tip such as "Manje 162.5" between the match and the odds.
    text(e.match.length > 46 ? `${e.match.slice(0, 45)}…` : e.match, 50, 10);
    text(e.selection, 325, 10, bold);
    text(e.odds.toFixed(2), 415, 10);
    text(
      new Date(e.commence_time).toLocaleString('sr-Latn-RS', {
        timeZone: 'Europe/Belgrade',
        day: 'numeric',
        month: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
      470,
      9,
    );
    y -= 12;
    text(`${e.league} · procena ${e.chance.toFixed(1)}%`, 50, 8, font, rgb(0.4, 0.4, 0.45));
  }
  y -= 16;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
  y -= 22;
  text(`Ukupna kvota: ${ticket.totalOdds.toFixed(2)}`, 50, 13, bold);
  y -= 18;
  text(
    `Ulog: ${ticket.stake.toFixed(2)} EUR   Moguci dobitak: ${ticket.potentialPayout.toFixed(2)} EUR`,
    50,
    11,
  );
  y -= 40;
  text(
    '18+ · Igrajte odgovorno. Analiza nije garancija dobitka; ulozite samo koliko mozete da izgubite.',
    50,
    9,
    font,
    rgb(0.45, 0.3, 0.05),
  );
  return doc.save();
}
