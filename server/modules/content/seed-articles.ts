import { inArray } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { seoContent, seoContentTranslations } from '../../db/schema/content';
import { readArticleFiles, readTranslationFiles } from './article-files';

/**
 * Adds the shipped articles that are not in the database yet, and their shipped language versions (e.g.
 * articles/hr/) that the database does not have yet, also to articles seeded before those versions existed;
 * an editor's changes are never overwritten.
 */
export async function seedArticles(services: AppServices): Promise<void> {
  const files = readArticleFiles();
  if (!files.length) return;
  const { db } = services;
  await db
    .insert(seoContent)
    .values(files.map((f) => ({ ...f, isPublished: true })))
    .onConflictDoNothing({ target: seoContent.slug });
  const translations = readTranslationFiles();
  if (!translations.length) return;
  const ids = new Map(
    (
      await db
        .select({ id: seoContent.id, slug: seoContent.slug })
        .from(seoContent)
        .where(
          inArray(
            seoContent.slug,
            translations.map((t) => t.file.slug),
          ),
        )
    ).map((r) => [r.slug, r.id]),
  );
  const rows = translations.flatMap(({ lang, file }) => {
    const articleId = ids.get(file.slug);
    return articleId
      ? [
          {
            articleId,
            lang,
            title: file.title,
            content: file.content,
            metaDescription: file.metaDescription,
            metaKeywords: file.metaKeywords,
          },
        ]
      : [];
  });
  if (rows.length) await db.insert(seoContentTranslations).values(rows).onConflictDoNothing();
}
