import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentVersion, seoContent, seoContentTranslations } from '../../db/schema/content';
import { isUuid } from '../../lib/ids';
import { DEFAULT_LANG, type Lang } from '../../common/lang';

export type ArticleRow = typeof seoContent.$inferSelect;
export type TranslationRow = typeof seoContentTranslations.$inferSelect;
export type ArticleSummary = Pick<
  ArticleRow,
  'id' | 'title' | 'slug' | 'category' | 'metaDescription' | 'metaKeywords' | 'publishedAt' | 'updatedAt'
>;
/** The texts a language version of an article has of its own; everything else is the article's. */
export type TranslationInput = Pick<TranslationRow, 'title' | 'content' | 'metaDescription' | 'metaKeywords'>;

/**
 * An article as a reader of `lang` gets it: its texts in that language when it has a version in it, else
 * the Serbian ones (`lang` says which were served). `listKeywords` are the Serbian keywords, so the hub's
 * keyword-filtered lists hold the same articles in every language; `updatedAt` is the last edit of any version
 * (the address serves them all, so its lastmod is theirs).
 */
export type LocalizedArticle = ArticleRow & { lang: Lang; listKeywords: string[] };
export type LocalizedSummary = ArticleSummary & { lang: Lang; listKeywords: string[] };

const tr = seoContentTranslations;
const joinVersion = (lang: Lang) => and(eq(tr.articleId, seoContent.id), eq(tr.lang, lang));
const lastEdit =
  sql<Date>`greatest(${seoContent.updatedAt}, (select max(t.updated_at) from ${tr} t where t.article_id = ${seoContent.id}))`.mapWith(
    seoContent.updatedAt,
  );
const versionTexts = {
  title: tr.title,
  content: tr.content,
  metaDescription: tr.metaDescription,
  metaKeywords: tr.metaKeywords,
};

function localize<T extends ArticleSummary>(
  row: T,
  version: Partial<TranslationInput> | null,
  lang: Lang,
  updatedAt: Date,
): T & { lang: Lang; listKeywords: string[] } {
  const base = { ...row, updatedAt, listKeywords: row.metaKeywords };
  return version?.title ? { ...base, ...version, lang } : { ...base, lang: DEFAULT_LANG };
}

export async function findPublished(
  db: Database,
  slug: string,
  lang: Lang = DEFAULT_LANG,
): Promise<LocalizedArticle | undefined> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined;
  const [row] = await db
    .select({ article: seoContent, version: versionTexts, updatedAt: lastEdit })
    .from(seoContent)
    .leftJoin(tr, joinVersion(lang))
    .where(and(eq(seoContent.slug, slug), eq(seoContent.isPublished, true)))
    .limit(1);
  return row && localize(row.article, row.version, lang, row.updatedAt);
}

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

/** Published articles in `lang` (see `LocalizedSummary`), newest first (the hub's lists and the sitemap). */
export async function listPublished(db: Database, lang: Lang = DEFAULT_LANG): Promise<LocalizedSummary[]> {
  const rows = await db
    .select({
      article: summary,
      version: { title: tr.title, metaDescription: tr.metaDescription, metaKeywords: tr.metaKeywords },
      updatedAt: lastEdit,
    })
    .from(seoContent)
    .leftJoin(tr, joinVersion(lang))
    .where(eq(seoContent.isPublished, true))
    .orderBy(desc(seoContent.publishedAt));
  return rows.map((r) => localize(r.article, r.version, lang, r.updatedAt));
}

/** A listed article as a page's loader sends it: its dates as ISO strings. */
export function withIsoDates<T extends { publishedAt: Date; updatedAt: Date }>(row: T) {
  return { ...row, publishedAt: row.publishedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Every article for the editor, last edited first, with the languages it has a version in besides Serbian. */
export async function listAll(db: Database) {
  const [rows, versions] = await Promise.all([
    db
      .select({ ...summary, isPublished: seoContent.isPublished })
      .from(seoContent)
      .orderBy(desc(seoContent.updatedAt)),
    db.select({ articleId: tr.articleId, lang: tr.lang }).from(tr),
  ]);
  return rows.map((r) => ({
    ...r,
    translations: versions.filter((v) => v.articleId === r.id).map((v) => v.lang as Lang),
  }));
}

export async function findById(db: Database, id: string): Promise<ArticleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(seoContent).where(eq(seoContent.id, id)).limit(1);
  return row;
}

/** An article's version in `lang`, if it has one (the Serbian version is the article row itself). */
export async function findTranslation(
  db: Database,
  id: string,
  lang: Lang,
): Promise<TranslationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(tr)
    .where(and(eq(tr.articleId, id), eq(tr.lang, lang)))
    .limit(1);
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
    return { row, version: await bumpVersion(tx) };
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The row lock makes concurrent edits count up one after the other, so every commit changes the version. */
async function bumpVersion(tx: Transaction): Promise<number> {
  const [bumped] = await tx
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1` },
    })
    .returning({ version: contentVersion.version });
  return bumped.version;
}

/**
 * Saves the article's version in `lang` (creating it or replacing its texts); the Serbian version and every
 * other language's stay as they are. Bumps the content version like `saveArticle`. Undefined when the article
 * does not exist.
 */
export function saveTranslation(
  db: Database,
  id: string,
  lang: Lang,
  input: TranslationInput,
): Promise<{ row: TranslationRow; version: number } | undefined> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ id: seoContent.id })
      .from(seoContent)
      .where(eq(seoContent.id, id))
      .for('update');
    if (!article) return undefined;
    const [row] = await tx
      .insert(tr)
      .values({ articleId: id, lang, ...input })
      .onConflictDoUpdate({ target: [tr.articleId, tr.lang], set: { ...input, updatedAt: new Date() } })
      .returning();
    return { row, version: await bumpVersion(tx) };
  });
}

/** Drops the article's version in `lang`: its readers get the Serbian one again. */
export function deleteTranslation(db: Database, id: string, lang: Lang): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(tr).where(and(eq(tr.articleId, id), eq(tr.lang, lang)));
    return bumpVersion(tx);
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
