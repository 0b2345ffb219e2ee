import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createWorker } from 'tesseract.js';
import type { GreyPage, OcrOptions, OcrProvider, OcrResult } from './types';
import { OCR_BUDGET, ocrBudgetMs } from '../../lib/image-shape';
import { finishSheet, photoSheet } from './preprocess';
import { splitColumns } from './columns';
import { rejoinSplitWords } from './split-words';
import { romanNumerals } from './roman-numerals';
import { withGlyphInk } from './glyph-ink';
import { centredCells } from './centred-cells';
import { withoutTwiceRead } from './twice-read';
import { stackCutOuts, stackedNames, withStacksSplit } from './stacked-names';
import { bentRuns, loneWords, runImages, surerSize, withRereads } from './lone-words';
import { OcrJobFailed, OcrWorkerPool, type OcrWord, type PoolResult } from './worker-pool';
import { pageHalves } from './page-halves';
import { AppError } from '../../lib/app-error';

/** The pool's ceiling; each page gets its own, smaller budget from its size (image-shape's ocrBudgetMs). */
const JOB_TIMEOUT_MS = OCR_BUDGET.maxMs;

const SYSTEM_TESSDATA = '/usr/share/tesseract-ocr/5/tessdata';

/**
 * Languages the machine can read with: Serbian Latin (whose model also knows the Croatian letters) and English
 * from the system's tesseract data when installed, otherwise the English model that ships on npm. Never
 * downloads anything. Adding the Croatian model (srp_latn+hrv+eng) was measured on the ticket benchmark's
 * photos and lost legs on mild and hard photos (photo leg F1 0.994 → 0.974 on a 12-photo subset), so it is not used.
 */
export function ocrLanguages(): { langs: string; langPath: string; gzip: boolean } {
  if (
    existsSync(`${SYSTEM_TESSDATA}/srp_latn.traineddata`) &&
    existsSync(`${SYSTEM_TESSDATA}/eng.traineddata`)
  ) {
    return { langs: 'srp_latn+eng', langPath: SYSTEM_TESSDATA, gzip: false };
  }
  const english = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string };
  return { langs: 'eng', langPath: english.langPath, gzip: true };
}

/**
 * The embedded OCR engine: a pool of tesseract.js workers, created once on first use and reused, so no
 * request pays for loading a model. A worker that fails is replaced (worker-pool.ts).
 */
export class TesseractOcr implements OcrProvider {
  private pool: OcrWorkerPool | null = null;
  readonly rereads = true;
  /**
   * Each photo's sheet and its page as prepared for the first read, kept while the photo is: the adaptive
   * reread reads the same pixels, only binarised otherwise, the dark-regions reread starts from the same sheet,
   * and preparing a page costs a third of reading it.
   */
  private readonly sheets = new WeakMap<Buffer, Promise<GreyPage>>();
  private readonly pages = new WeakMap<Buffer, Promise<GreyPage>>();
  private readonly halves = new WeakMap<GreyPage, ReturnType<typeof pageHalves>>();

  /** Photos between their `photo()` and its `done()`. */
  private photosInFlight = 0;

  constructor(private readonly workers: number) {}

  private start(): OcrWorkerPool {
    if (!this.pool) {
      const { langs, langPath, gzip } = ocrLanguages();
      this.pool = new OcrWorkerPool(
        // The error handler turns a failed job into a rejection instead of an uncaught exception.
        () => createWorker(langs, 1, { langPath, gzip, cacheMethod: 'none', errorHandler: () => {} }),
        this.workers,
        JOB_TIMEOUT_MS,
      );
    }
    return this.pool;
  }

  async recognize(image: Buffer, options: OcrOptions = {}): Promise<OcrResult> {
    const prepared = await this.prepare(image, options);
    const parts = options.halves ? this.halvesOf(prepared) : [{ page: prepared, top: 0 }];
    const { text, confidence, lines } = joinReads(
      await Promise.all(
        parts.map(({ page, top }) =>
          this.start()
            .recognize(
              greyMap(page),
              ocrBudgetMs(page.width * page.height),
              options.adaptive ? 'adaptive' : 'global',
            )
            .then((read) => ({ ...read, top })),
        ),
      ).catch((error: unknown) => {
        // Past its budget a page holds more text than any ticket: the user's to fix (crop to the ticket).
        if (error instanceof OcrJobFailed && error.cause === 'budget')
          throw new AppError('UNPROCESSABLE', 'tickets.tooMuchText');
        throw error;
      }),
    );
    const split = await withStackedNamesSplit(this.start(), prepared, lines);
    const inked = withGlyphInk(
      prepared,
      await withLoneWordsReread(this.start(), prepared, centredCells(withoutTwiceRead(split))),
    );
    return { text, confidence: Math.max(0, Math.min(1, confidence / 100)), ...pageOf(inked) };
  }

  photo(): { spare: boolean; done(): void } {
    // Workers alone are not enough: a photo still being prepared holds none yet, and its reads would queue
    // behind another photo's read ahead.
    const spare = this.photosInFlight === 0 && (this.pool?.idleWorkers ?? 0) >= 2;
    this.photosInFlight++;
    let open = true;
    return {
      spare,
      done: () => {
        if (open) this.photosInFlight--;
        open = false;
      },
    };
  }

  /** Whether the photo's page is cut in two for `halves`; it is prepared once, for the reads that follow. */
  async splits(image: Buffer): Promise<boolean> {
    return this.halvesOf(await this.prepare(image, {})).length === 2;
  }

  /** A prepared page's halves, looked for once: `splits` and each read of the same page ask again. */
  private halvesOf(page: GreyPage) {
    return cached(this.halves, page, () => pageHalves(page));
  }

  private prepare(image: Buffer, { darkRegions, quarterTurns }: OcrOptions): Promise<GreyPage> {
    if (quarterTurns) return photoSheet(image, quarterTurns).then((s) => finishSheet(s, {}));
    const sheet = cached(this.sheets, image, () => photoSheet(image));
    if (darkRegions) return sheet.then((s) => finishSheet(s, { darkRegions }));
    return cached(this.pages, image, () => sheet.then((s) => finishSheet(s, {})));
  }

  async warm() {
    await this.start().ready();
  }

  async close() {
    await this.pool?.close();
    this.pool = null;
  }
}

/**
 * Words that stand alone and were read unsure (an app's pick in its pill), and the cells of a line whose words
 * sit at two heights (a compact row's pill and odds set on its home line), read again each on its own.
 */
async function withLoneWordsReread(
  pool: OcrWorkerPool,
  page: GreyPage,
  lines: OcrWord[][],
): Promise<OcrWord[][]> {
  const lone = loneWords(lines);
  const runs = [...lone, ...bentRuns(page, lines, lone)];
  if (!runs.length) return lines;
  const images = runImages(page, lines, runs).map(greyMap);
  const rereads = await pool.readLines(images, LONE_WORDS_BUDGET_MS).catch(() => null);
  return rereads ? withRereads(lines, runs, surerSize(runs, rereads)) : lines;
}

/** Names stacked in one card that tesseract read as one tall word, read again line by line (stacked-names.ts). */
async function withStackedNamesSplit(
  pool: OcrWorkerPool,
  page: GreyPage,
  lines: OcrWord[][],
): Promise<OcrWord[][]> {
  const stacks = stackedNames(page, lines);
  if (!stacks.length) return lines;
  const images = stackCutOuts(page, lines, stacks).map(greyMap);
  const rereads = await pool.readLines(images, LONE_WORDS_BUDGET_MS).catch(() => null);
  return rereads ? withStacksSplit(lines, stacks, rereads) : lines;
}

/**
 * Reads of a page's parts, top to bottom, as one read of the page: texts one after the other, each part's words
 * moved down by the row it starts at, and the mean confidence of all their words.
 */
function joinReads(reads: (PoolResult & { top: number })[]): PoolResult {
  const lines = reads.flatMap(({ lines, top }) =>
    lines.map((line) =>
      line.map((w) => ({ ...w, bbox: { ...w.bbox, y0: w.bbox.y0 + top, y1: w.bbox.y1 + top } })),
    ),
  );
  const words = (r: PoolResult) => Math.max(1, r.lines.flat().length);
  const weight = reads.reduce((sum, r) => sum + words(r), 0);
  return {
    text: reads.map((r) => r.text).join(''),
    confidence: reads.reduce((sum, r) => sum + r.confidence * words(r), 0) / weight,
    lines,
  };
}

/** A few dozen words cut out of a page read in a few milliseconds each; past this the first reading stands. */
const LONE_WORDS_BUDGET_MS = 3000;

function cached<K extends object, T>(map: WeakMap<K, T>, key: K, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/**
 * The prepared page as tesseract reads it: a binary PGM (a header and the grey bytes), which its Leptonica
 * takes as it is: no PNG to encode here and decode again in the worker, and the same pixels.
 */
export function greyMap({ data, width, height }: GreyPage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), data]);
}

/**
 * Lines of words → text with the columns kept: a gap wider than the line's letter height (twice the usual
 * space) between two words becomes " | ", so a table's home and away columns stay apart. A half-time pick's
 * "I" read as a bar is written as the numeral (roman-numerals.ts), or it would read as a column break.
 */
export function layoutText(lines: OcrWord[][]): string {
  return printLines(readLines(lines));
}

/** OCR's lines with the words it cut in two rejoined, two columns of cards apart, half-time numerals written back. */
const readLines = (lines: OcrWord[][]) => splitColumns(rejoinSplitWords(lines)).map(romanNumerals);

/**
 * The page's layout text and its words (confidence 0..1), the words as that text prints them (rejoined,
 * numerals written back), so the structurer matches each of its tokens to its own word's confidence: raw
 * words drift from the text wherever two were rejoined, and a token matched to none is never marked unsure.
 */
export function pageOf(lines: OcrWord[][]): Required<Pick<OcrResult, 'layoutText' | 'words'>> {
  const read = readLines(lines);
  return {
    layoutText: printLines(read),
    words: read.flat().map((w) => ({ text: w.text, confidence: w.confidence / 100 })),
  };
}

function printLines(lines: OcrWord[][]): string {
  return lines
    .map((words) => {
      const heights = words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
      const height = heights[Math.floor(heights.length / 2)] ?? 0;
      const gaps = words.slice(1).map((w, i) => w.bbox.x0 - words[i].bbox.x1);
      // A monospaced line in capitals spaces its words about a letter's height apart: a column break is then
      // well beyond its narrowest space, not just beyond the letters' height.
      const space = gaps.length >= 3 ? Math.min(...gaps) : 0;
      const column = Math.max(height * 1.2, space * 2.2);
      return words
        .map((w, i) => (i === 0 ? w.text : `${gaps[i - 1] > column ? ' | ' : ' '}${w.text}`))
        .join('');
    })
    .join('\n');
}
