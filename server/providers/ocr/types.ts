export interface OcrResult {
  text: string;
  /** 0..1, or null when the engine cannot say how sure it is. */
  confidence: number | null;
}

export interface OcrProvider {
  recognize(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}
