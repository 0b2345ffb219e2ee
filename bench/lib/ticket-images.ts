import sharp from 'sharp';

/**
 * Images of the sizes real ticket photos come in, built from one real ticket picture, and the page an attacker
 * sends to hold an OCR worker: what the photo-reading benchmarks measure the time budget and the queue with.
 */

/** A phone photo of the ticket at `megapixels` (12 MP and 50 MP cameras), the paper filling a 3:4 frame. */
export async function phonePhoto(ticket: Buffer, megapixels: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 3) / 4));
  const height = Math.round((width * 4) / 3);
  return sharp(ticket)
    .resize({ width, height, fit: 'contain', background: '#d8d2c4' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A long thermal slip photographed whole: the ticket repeated down a 1:4 strip (a 20-leg slip). */
export async function longSlip(ticket: Buffer, megapixels: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((megapixels * 1e6) / 4));
  return tiled(ticket, width, width * 4, 'jpeg');
}

/** A phone's full-page screenshot of a bet slip: 1,170 px wide, 1:8. */
export async function fullPageScreenshot(ticket: Buffer): Promise<Buffer> {
  return tiled(ticket, 1170, 9360, 'png');
}

/** The ticket scaled to `width` and repeated down a page `height` tall. */
async function tiled(ticket: Buffer, width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const tile = await sharp(ticket).resize({ width }).png().toBuffer();
  const tileHeight = (await sharp(tile).metadata()).height!;
  const composite = [];
  for (let top = 0; top < height; top += tileHeight) composite.push({ input: tile, top, left: 0 });
  const page = sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(composite);
  return (format === 'jpeg' ? page.jpeg({ quality: 88 }) : page.png()).toBuffer();
}

/**
 * The attack of the hardening review: a PNG of 4,000 × 10,000 px, about 1 MB, of small dense text, which passes
 * the upload checks and keeps tesseract busy for as long as it is let.
 */
export async function denseTextPage(): Promise<Buffer> {
  const width = 4000;
  const height = 10000;
  const lineHeight = 22;
  const words =
    'Partizan Zvezda 1.85 X2 UG3+ Hajduk Dinamo 2.10 GG Milan Inter 1X 3.40 Arsenal Chelsea'.split(' ');
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const lines: string[] = [];
  for (let y = lineHeight; y < height; y += lineHeight) {
    let text = '';
    while (text.length < 330) text += `${words[next() % words.length]} `;
    lines.push(`<text x="8" y="${y}">${text}</text>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Sans Mono, monospace" font-size="20" fill="#000">${lines.join('')}</g></svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
}
