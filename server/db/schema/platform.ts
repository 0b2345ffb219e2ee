import { jsonb, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters shared by every server process (rate limits must hold across copies).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// Uploaded photos not yet analysed. The upload writes a row before the file; the sweeper removes files whose
// row is old and that no report references, so an abandoned upload or a crash mid-analysis orphans nothing.
export const pendingUploads = pgTable('pending_uploads', {
  path: text('path').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an analysis takes the upload: a path is analysed once, by whoever claims it first. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  /** Who uploaded it (`user:<id>` or `guest:<token hash>`): only they may analyse it. */
  owner: text('owner'),
  /** The photo as read (OCR text, confidence, structure), kept while the user reviews its legs. */
  reading: jsonb('reading'),
});
