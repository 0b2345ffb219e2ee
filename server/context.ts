import type { Config } from './config';
import type { DatabaseHandle, Database } from './db/client';
import type { Logger } from './lib/logger';
import type { Metrics } from './lib/metrics';
import type { PageCache } from './lib/page-cache';
import type { StorageProvider } from './providers/storage/types';
import type { OcrProvider } from './providers/ocr/types';
import type { EmailProvider } from './providers/email/types';
import type { PaymentProvider } from './providers/payments/types';
import type { OddsProvider } from './providers/odds/types';
import type { NarrativeWriter, ResearchProvider, TicketStructurer } from './providers/ai';
import type { JobQueue } from './lib/job-queue';
import type { Lang } from './common/lang';
import type { AnalysisState } from './modules/analysis/model/analysis-state';

/**
 * Everything a request handler or loader needs, built once per process by main.ts (or per test).
 * Process-wide state (database pool, OCR workers, caches, the analysis' ratings and results) lives here and
 * nowhere else, because the server bundle of React Router and the Hono API are separate module graphs that
 * share only this object.
 * The types here sit below server/auth and server/modules: they import this file, never the reverse.
 */
export interface AppServices {
  config: Config;
  dbHandle: DatabaseHandle;
  db: Database;
  logger: Logger;
  metrics: Metrics;
  /** Rendered public pages for anonymous visitors; clear it when content changes. */
  pageCache: PageCache;
  storage: StorageProvider;
  ocr: OcrProvider;
  email: EmailProvider;
  // `auth`, the better-auth instance, is declared into this interface by server/auth/auth.ts, beside the options
  // its type follows: this file sits below auth and the modules, and imports neither.
  payments: PaymentProvider;
  odds: OddsProvider;
  /** The ratings and results history the analysis reads, kept level with the database (server/modules/results). */
  analysis: AnalysisState;
  /** Optional language models: prose from computed facts, and news research. Null means templates / not checked. */
  narrative: NarrativeWriter | null;
  research: ResearchProvider | null;
  /** An optional model for ticket texts the local reader is unsure of; null keeps the local read. */
  structurer: TicketStructurer | null;
  /** The PostgreSQL job queue shared by every process (JOB_QUEUE=pg-boss); null runs jobs in this process. */
  jobs: JobQueue | null;
  /** Set when the server is a real HTTP server running against a local stand-in (shown as "test mode"). */
  testMode: boolean;
}

/** The signed-in user of a request (server/auth/session.ts looks it up). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** Who is looking: a signed-in user, a guest browser (hashed token), or both (a guest who just signed in). */
export interface Viewer {
  userId?: string | null;
  guestTokenHash?: string | null;
}

/**
 * Who is asking and in which language, resolved once per request (server/request-context.ts) for the API's
 * handlers (`c.var.ctx`) and React Router's loaders and actions (`context.ctx`) alike.
 */
export interface RequestContext {
  services: AppServices;
  requestId: string;
  nonce: string;
  lang: Lang;
  /** The client's address as the rate limits see it (X-Forwarded-For only behind a trusted proxy). */
  clientIp: string;
  /** The signed-in user, looked up on first use and kept for the rest of the request. */
  user(): Promise<SessionUser | null>;
  /** Whose reports this request may see: the signed-in user and this browser's guest token. Reads only. */
  viewer(): Promise<Viewer>;
}

/** Hono's typed variables: every route module is a `Hono<Env>`. */
export type Env = {
  Variables: {
    requestId: string;
    nonce: string;
    services: AppServices;
    ctx: RequestContext;
    /** Hashes of a cached page's inline scripts, for its Content-Security-Policy. */
    scriptHashes?: string[];
  };
};
