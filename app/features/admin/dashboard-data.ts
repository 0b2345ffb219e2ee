import type { FunnelData } from './funnel-card';

/** What the admin page's loader hands the dashboard (server/modules/admin/admin-page.ts). */
export interface UserRow {
  id: string;
  email: string;
  createdAt: string;
  lastSignIn: string | null;
  emailVerified: boolean;
  internal: boolean;
}
export interface OcrRow {
  id: string;
  source: string;
  hasImage: boolean;
  extractedText: string;
  aiAnalysis: string | null;
  confidence: number | null;
  counted: boolean;
  unlocked: boolean;
  createdAt: string;
}
export interface DashboardData {
  email: string;
  tab: 'users' | 'ocr-requests' | 'api-testing';
  page: number;
  total: number;
  filter: string[];
  users: UserRow[];
  ocr: OcrRow[];
  /** Null when it could not be read (the failure is in `failures`). */
  funnel: FunnelData | null;
  /** The specification's messages for the lists that could not be read. */
  failures: string[];
  /** The outcome of the create-admin or bulk-delete action that reloaded the page. */
  flash: string | null;
  samples: { ticket: string; query: string };
  providers: Record<string, { provider: string; configured: boolean }>;
  adminConfigured: string | null;
  testPrefix: string;
}
