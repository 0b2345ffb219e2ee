import type { Lang } from './language';

// Domain errors carry a code; the HTTP edge (server/app.ts) maps codes to statuses in one place.
// `message` is what the user sees (the specification's Serbian strings where it gives them).
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'PAYMENT_REQUIRED'
  | 'UNAVAILABLE'
  | 'UPSTREAM_FAILED'
  | 'INTERNAL';

export const statusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details?: Record<string, unknown>;
  /** Seconds a client should wait before retrying (429 / 503). */
  readonly retryAfter?: number;
  /** The message in Croatian, where it has been written; `message` is the Serbian one. */
  readonly hr?: string;

  constructor(
    code: AppErrorCode,
    message: string,
    opts: { details?: Record<string, unknown>; retryAfter?: number; cause?: unknown; hr?: string } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = opts.details;
    this.retryAfter = opts.retryAfter;
    this.hr = opts.hr;
  }

  /** What the user reads, in their language. */
  messageIn(lang: Lang): string {
    return (lang === 'hr' && this.hr) || this.message;
  }

  get status(): number {
    return statusOf[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
