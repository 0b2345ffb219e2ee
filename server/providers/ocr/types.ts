export interface OcrResult {
  text: string;
  /** 0..1 */
  confidence: number;
}

export interface OcrProvider {
  recognize(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}
