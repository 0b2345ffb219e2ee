import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentVersion, seoContent } from '../../db/schema/content';
import { isUuid } from '../../lib/ids';

export type ArticleRow = typeof seoContent.$inferSelect;
export type ArticleSummary = Pick<
  ArticleRow,
  'id' | 'title' | 'slug' | 'category' | 'metaDescription' | 'metaKeywords' | 'publishedAt' | 'updatedAt'
>;

const summary = {
  id: seoContent.id,
  title: seoContent.title,
  slug: seoContent.slug,
  category: seoContent.category,
  metaDescription: seoContent.metaDescription,
  metaKeywords: seoContent.metaKeywords,
  publishedAt: seoContent.publishedAt,
  updatedAt: seoContent.updatedAt,
};

export async function findPublished(db: Database, slug: string): Promise<ArticleRow | undefined> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined;
  const [row] = await db
    .select()
    .from(seoContent)
    .where(and(eq(seoContent.slug, slug), eq(seoContent.isPublished, true)))
    .limit(1);
  return row;
}

/** Published articles, newest first (the hub's lists and the sitemap). */
export function listPublished(db: Database): Promise<ArticleSummary[]> {
  return db
    .select(summary)
    .from(seoContent)
    .where(eq(seoContent.isPublished, true))
    .orderBy(desc(seoContent.publishedAt));
}

/** A listed article as a page's loader sends it: its dates as ISO strings. */
export function withIsoDates<T extends { publishedAt: Date; updatedAt: Date }>(row: T) {
  return { ...row, publishedAt: row.publishedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function listAll(db: Database) {
  return db
    .select({ ...summary, isPublished: seoContent.isPublished })
    .from(seoContent)
    .orderBy(desc(seoContent.updatedAt));
}

export async function findById(db: Database, id: string): Promise<ArticleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(seoContent).where(eq(seoContent.id, id)).limit(1);
  return row;
}

export type ArticleInput = Pick<
  ArticleRow,
  'title' | 'slug' | 'category' | 'content' | 'metaDescription' | 'metaKeywords' | 'isPublished'
>;

/**
 * Saves an article and bumps the shared content version in the same transaction (see `readContentVersion`);
 * returns the row and the version it committed.
 */
export function saveArticle(
  db: Database,
  id: string | null,
  input: ArticleInput,
): Promise<{ row: ArticleRow; version: number }> {
  return db.transaction(async (tx) => {
    const [row] = id
      ? await tx
          .update(seoContent)
          .set({
            ...input,
            updatedAt: new Date(),
            // Publishing an unpublished article dates it now; later edits keep its date.
            publishedAt: input.isPublished
              ? sql`CASE WHEN ${seoContent.isPublished} THEN ${seoContent.publishedAt} ELSE now() END`
              : seoContent.publishedAt,
          })
          .where(eq(seoContent.id, id))
          .returning()
      : await tx.insert(seoContent).values(input).returning();
    // The row lock makes concurrent edits count up one after the other, so every commit changes the version.
    const [bumped] = await tx
      .insert(contentVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: contentVersion.id,
        set: { version: sql`${contentVersion.version} + 1` },
      })
      .returning({ version: contentVersion.version });
    return { row, version: bumped.version };
  });
}

/**
 * The version of the published content every process shares: the page caches compare it (once a second) to
 * drop pages another process's edit made stale. "0" before the first edit.
 */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).limit(1);
  return row?.version ?? 0;
}
