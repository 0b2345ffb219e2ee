import { integer, boolean, index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A stored analysis ("report"), the specification's `ocr_results`. A report belongs to a user, or to the
 * guest browser that created it (by a hashed token from an httpOnly cookie) until the guest signs up,
 * signs in or checks out in that browser (docs/decisions/037-report-ownership.md).
 */
export const ocrResults = pgTable(
  'ocr_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id'),
    guestTokenHash: text('guest_token_hash'),
    /** photo | manual | generator */
    source: text('source').notNull(),
    extractedText: text('extracted_text').notNull().default(''),
    /** The narrative text of the analysis (the specification's free-text ai_analysis). */
    aiAnalysis: text('ai_analysis'),
    /** Legs as read (Report match input) and the full report as computed, both JSON. */
    structuredData: jsonb('structured_data'),
    report: jsonb('report'),
    filePath: text('file_path'),
    confidenceScore: real('confidence_score'),
    language: text('language').notNull().default('rs'),
    isUnlocked: boolean('is_unlocked').notNull().default(false),
    countedTowardsLimit: boolean('counted_towards_limit').notNull().default(false),
    /** How many times its owner corrected the legs and had it analysed again (a few are free). */
    corrections: integer('corrections').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('ocr_results_user_created_idx').on(t.userId, t.createdAt),
    index('ocr_results_guest_idx').on(t.guestTokenHash),
  ],
);
