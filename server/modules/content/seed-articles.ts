import type { AppServices } from '../../context';
import { seoContent } from '../../db/schema/content';
import { readArticleFiles } from './article-files';

/** Adds the shipped articles that are not in the database yet; an editor's changes are never overwritten. */
export async function seedArticles(services: AppServices): Promise<void> {
  const files = readArticleFiles();
  if (!files.length) return;
  await services.db
    .insert(seoContent)
    .values(files.map((f) => ({ ...f, isPublished: true })))
    .onConflictDoNothing({ target: seoContent.slug });
}
