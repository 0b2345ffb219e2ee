import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters shared by every server process (rate limits must hold across copies).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
