import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The specification's `seo_content`: articles of the content hub in the lightweight markup (see
 * modules/content/markup.ts). `category` is the URL prefix an article lives under; keywords drive the hub's
 * filters.
 */
export const seoContent = pgTable(
  'seo_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').array().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean('is_published').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seo_content_published_idx').on(t.isPublished, t.publishedAt)],
);

/**
 * Another language's version of an article (today only "hr"): its own title, body and meta texts; the slug,
 * category, dates and publication stay the article's. The row in `seo_content` is the Serbian version, which
 * readers of a language without a version here get. Saving one version never touches the other.
 */
export const seoContentTranslations = pgTable(
  'seo_content_translations',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => seoContent.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

/** Operators with an active row here are administrators (docs/decisions/035-no-fixed-credentials.md). */
export const admins = pgTable('admins', {
  email: text('email').primaryKey(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row (id 1) whose version every content edit bumps in its own transaction, so that each server process
 * can tell with one cheap read that its cached pages are stale (lib/page-cache.ts). Absent until the first edit.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
