// `npm run bench:ocr-budget`: how long one tesseract worker takes to read the largest real kinds of ticket photo,
// against the budget each gets (server/lib/image-shape.ts ocrBudgetMs), and the dense page an attacker sends.
// Built from one real ticket picture (../shared/bench when present, else the test fixture).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TesseractOcr } from '../server/providers/ocr/tesseract';
import { preprocessForOcr } from '../server/providers/ocr/preprocess';
import { ocrBudgetMs } from '../server/lib/image-shape';
import { denseTextPage, fullPageScreenshot, longSlip, phonePhoto } from './lib/ticket-images';

const sharedPhoto = path.resolve(import.meta.dirname, '../../shared/bench/tickets/images/dev-img-040.png');
const ticket = readFileSync(
  existsSync(sharedPhoto)
    ? sharedPhoto
    : path.resolve(import.meta.dirname, '../tests/fixtures/ticket-thermal-one-leg.png'),
);
const kinds: [string, () => Promise<Buffer>][] = [
  ['ticket photo as sent by a bettor', async () => ticket],
  ['12 MP phone photo', () => phonePhoto(ticket, 12)],
  ['50 MP phone photo', () => phonePhoto(ticket, 50)],
  ['36 MP photo of a long slip (1:4)', () => longSlip(ticket, 36)],
  ['full-page screenshot 1,170 × 9,360', () => fullPageScreenshot(ticket)],
  ['attacker: 4,000 × 10,000 dense text', () => denseTextPage()],
];

const ocr = new TesseractOcr(1);
await ocr.warm();
try {
  for (const [name, make] of kinds) {
    const image = await make();
    const { width = 0, height = 0 } = await sharp(image, { limitInputPixels: false }).metadata();
    const prepared = await preprocessForOcr(image);
    const pixels = prepared.width * prepared.height;
    const started = performance.now();
    const outcome = await ocr.recognize(image).then(
      (r) => `${r.text.length} characters`,
      (error: unknown) => `refused: ${error instanceof Error ? error.message : String(error)}`,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${name}: ${width} × ${height} (${(image.length / 1e6).toFixed(1)} MB), OCR reads ${(pixels / 1e6).toFixed(1)} MP ` +
        `in ${seconds} s, budget ${(ocrBudgetMs(pixels) / 1000).toFixed(1)} s: ${outcome}`,
    );
  }
} finally {
  await ocr.close();
}
