// Browser side of the analysis API: the photo upload (XHR, for real upload progress) and process-ocr,
// whose answer streams the pipeline's stages as server-sent events before the result.

import type { PlayedLeg } from '../../../server/modules/analysis/played-legs';

export type Stage = 'scanning' | 'structuring' | 'researching' | 'creating';
export const STAGES: Stage[] = ['scanning', 'structuring', 'researching', 'creating'];

export interface ProcessResult {
  id: string;
  structuredData: { match: string; pick: string; odds: number }[];
  extractedText: string;
  aiAnalysis: string | null;
  structureError: boolean;
}

export class AnalysisError extends Error {}

export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ filePath: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = xhr.response as { filePath?: string; error?: { message?: string } } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.filePath) resolve({ filePath: body.filePath });
      else reject(new AnalysisError(body?.error?.message ?? `Upload failed: HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new AnalysisError('Upload failed: network error'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** A leg as the user confirmed it in the review, sent with the analysis request. */
export interface ConfirmedLeg {
  home: string;
  away: string;
  pick: string;
  odds: number;
  league?: string;
  kickoff?: string;
}

/** A leg as the reader gave it for review: its bet in words, and why it is marked when it is. */
export type ReviewLeg = ConfirmedLeg & {
  unsure: string[];
  /** The bet in the user's words ("Gost ne gubi"), when the reader understood it. */
  bet?: string;
  /** An ambiguous code's readings, as codes that read back as exactly that reading. */
  choices?: string[];
  /** Why the leg needs the user's eye: 'unknown-bet', 'ambiguous-code', 'default-pick' … */
  flags?: string[];
  /** The match was already played: its result, not a forecast. */
  played?: PlayedLeg;
};

/** What the reader found on a photo or in typed text, for the user to confirm (POST /api/read-ticket). */
export interface TicketReview {
  filePath?: string;
  legs: ReviewLeg[];
  printedLegCount?: number;
  totalOdds?: number;
}

export async function readTicket(
  source: { filePath: string } | { manualText: string },
  signal?: AbortSignal,
): Promise<TicketReview> {
  const res = await fetch('/api/read-ticket', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(source),
    signal,
  });
  const data = (await res.json().catch(() => null)) as
    (TicketReview & { error?: { message?: string } }) | null;
  if (!res.ok || !data?.legs) throw new AnalysisError(data?.error?.message ?? `HTTP ${res.status}`);
  return data;
}

/** The bets the review offers, by market family (GET /api/bet-choices), once per language. */
export interface BetFamily {
  family: string;
  choices: { code: string; words: string }[];
}
const betChoices = new Map<string, Promise<BetFamily[]>>();
export function fetchBetChoices(lang: string): Promise<BetFamily[]> {
  let list = betChoices.get(lang);
  if (!list) {
    list = fetch('/api/bet-choices')
      .then((res) => (res.ok ? (res.json() as Promise<{ families: BetFamily[] }>) : { families: [] }))
      .then((body) => body.families);
    // A failed fetch is tried again next time.
    list.catch(() => betChoices.delete(lang));
    betChoices.set(lang, list);
  }
  return list;
}

export type ProcessBody =
  | { filePath: string }
  | { filePath: string; legs: ConfirmedLeg[] }
  | { manualText: string; legs?: ConfirmedLeg[] };

export async function processTicket(
  body: ProcessBody,
  onStage: (stage: Stage) => void,
  signal?: AbortSignal,
): Promise<ProcessResult> {
  const res = await fetch('/api/process-ocr', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok || !res.body || !res.headers.get('content-type')?.includes('text/event-stream')) {
    const data = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new AnalysisError(data?.error?.message ?? `HTTP ${res.status}`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const raw = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.+)$/m.exec(raw)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(raw)?.[1] ?? 'null') as unknown;
      if (event === 'stage') onStage((data as { stage: Stage }).stage);
      else if (event === 'result') return data as ProcessResult;
      else if (event === 'error') throw new AnalysisError((data as { message: string }).message);
    }
  }
  throw new AnalysisError('Processing failed: the connection closed early');
}
