/** A grey page: one channel, one byte a pixel, row by row. */
export interface GreyPage {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
}

export interface OcrResult {
  text: string;
  /** 0..1, or null when the engine cannot say how sure it is. */
  confidence: number | null;
  /**
   * The text with its layout kept where the engine knows it: a wide gap between two words of a line (a
   * table's columns, a printout's padded fields) written as " | ". The ticket reader reads this one.
   */
  layoutText?: string;
  /** The words in reading order with the engine's confidence in each (0..1). */
  words?: { text: string; confidence: number }[];
}

export interface OcrOptions {
  /**
   * A second reading of a photo the first read poorly: the page binarised region by region, which reads
   * photos with uneven light or a textured surround that the usual whole-page threshold loses (and reads
   * some clean pages a little worse, so it is not the first).
   */
  adaptive?: boolean;
  /**
   * A last reading of a photo still read poorly: light text on a dark surface turned dark region by region (a
   * dark card or bar on a light page), not only when the whole page is dark (polarity.ts).
   */
  darkRegions?: boolean;
  /**
   * The photo turned clockwise by this many quarters before anything else: a ticket photographed sideways or
   * upside down whose EXIF orientation was lost (a messenger's copy) or wrong (a phone held flat over a table).
   */
  quarterTurns?: 1 | 2 | 3;
  /**
   * The page read in two halves at once, cut between two lines near its middle, each on a worker of its own: for
   * a photo alone on an idle reader (`photo().spare`), which then waits half as long. A reader that cannot
   * ignores it.
   */
  halves?: boolean;
}

export interface OcrProvider {
  recognize(image: Buffer, options?: OcrOptions): Promise<OcrResult>;
  /** Whether `adaptive`, `darkRegions` and `quarterTurns` read differently; a reader without them is not asked again. */
  readonly rereads?: boolean;
  /**
   * A photo's reading begins. `spare` says whether it may have two workers (its reads in `halves`, or its likely
   * reread beside its first read): no other photo is in flight (being prepared, read or structured) and two
   * workers are idle, so the second takes a worker that would otherwise wait. `done` ends the photo's reading. A reader with nothing to lend omits it.
   */
  photo?(): { spare: boolean; done(): void };
  /** Whether `halves` would cut this photo's page in two; a reader that never cuts omits it. */
  splits?(image: Buffer): Promise<boolean>;
  /** Loads what the first photo would otherwise wait for (tesseract's models); nothing for remote readers. */
  warm(): Promise<void>;
  close(): Promise<void>;
}
