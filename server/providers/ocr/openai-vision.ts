import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS } from '../../lib/image-shape';
import { chatCompletion, type ChatEndpoint } from '../ai/chat-completions';
import type { OcrProvider, OcrResult } from './types';

const INSTRUCTIONS =
  'You transcribe photographs of betting tickets (Serbian, Croatian, Bosnian bookmakers). ' +
  'Return only the text printed on the ticket, line by line, in reading order, exactly as written: ' +
  'team names, markets, picks, odds, totals, stake and payout. Do not translate, correct, summarise or add anything. ' +
  'If there is no readable ticket text, return an empty answer.';

/**
 * OCR by an OpenAI-compatible vision model behind the same interface as tesseract. The photo is turned
 * upright (EXIF) and capped at 2048 px, the model's own working size, before it is sent. Confidence is the
 * answer's mean token probability when the API returns log-probabilities, otherwise unknown (null).
 */
export class OpenAiVisionOcr implements OcrProvider {
  constructor(private readonly endpoint: ChatEndpoint) {}

  async recognize(image: Buffer): Promise<OcrResult> {
    const jpeg = await sharp(image, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    const answer = await chatCompletion(
      this.endpoint,
      [
        { role: 'system', content: INSTRUCTIONS },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Transcribe this ticket.' },
            {
              type: 'image_url',
              image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}`, detail: 'high' },
            },
          ],
        },
      ],
      { logprobs: true },
    );
    return { text: answer.content.trim(), confidence: answer.tokenProbability };
  }

  async warm() {}

  async close() {}
}
