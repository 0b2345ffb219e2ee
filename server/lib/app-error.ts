import type { Lang } from '../common/lang';
import { errorText, type ErrorKey } from '../common/messages';
import type { Values } from '../common/translate';

// Domain errors carry a code and the key of their text; the HTTP edge (server/app.ts) maps codes to statuses
// and renders the text in the request's language (server/common/messages), in one place each.
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
  /** The user's text, by key into server/common/messages; `message` holds it in Serbian, for logs. */
  readonly key: ErrorKey;
  readonly values?: Values;
  readonly details?: Record<string, unknown>;
  /** Seconds a client should wait before retrying (429 / 503). */
  readonly retryAfter?: number;

  constructor(
    code: AppErrorCode,
    key: ErrorKey,
    opts: { values?: Values; details?: Record<string, unknown>; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(errorText('rs', key, opts.values), { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.key = key;
    this.values = opts.values;
    this.details = opts.details;
    this.retryAfter = opts.retryAfter;
  }

  /** What the user reads, in their language. */
  messageIn(lang: Lang): string {
    return errorText(lang, this.key, this.values);
  }

  get status(): number {
    return statusOf[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
