export interface OcrResult {
  text: string;
  /** 0..1, or null when the engine cannot say how sure it is. */
  confidence: number | null;
}

export interface OcrProvider {
  recognize(image: Buffer): Promise<OcrResult>;
  /** Loads what the first photo would otherwise wait for (tesseract's models); nothing for remote readers. */
  warm(): Promise<void>;
  close(): Promise<void>;
}
