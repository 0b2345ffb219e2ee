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

export interface OcrProvider {
  recognize(image: Buffer): Promise<OcrResult>;
  /** Loads what the first photo would otherwise wait for (tesseract's models); nothing for remote readers. */
  warm(): Promise<void>;
  close(): Promise<void>;
}
