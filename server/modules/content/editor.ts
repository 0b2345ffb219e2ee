import { z } from 'zod';
import type { AppServices } from '../../context';
import { CATEGORIES } from '../../common/categories';
import { findById, saveArticle } from './content-store';
import { seoContent } from '../../db/schema/content';
import { eq } from 'drizzle-orm';

/** Search results and link previews show the meta description, so a published article must have one. */
export const MIN_PUBLISHED_DESCRIPTION = 50;
const DESCRIPTION_REQUIRED = `A published article needs a meta description of at least ${MIN_PUBLISHED_DESCRIPTION} characters (search results and link previews show it)`;

/** What the editor form sends; messages are in English (admin screens are English). */
export const articleForm = z
  .object({
    title: z.string().trim().min(3, 'Title is required').max(200),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug: lowercase letters, digits and hyphens')
      .max(120),
    category: z.enum(CATEGORIES),
    content: z.string().min(1, 'Content is required').max(200_000),
    metaDescription: z.string().trim().max(300),
    metaKeywords: z.string().max(500),
    isPublished: z.enum(['on']).optional(),
  })
  .refine((f) => f.isPublished !== 'on' || f.metaDescription.length >= MIN_PUBLISHED_DESCRIPTION, {
    message: DESCRIPTION_REQUIRED,
    path: ['metaDescription'],
  });

export type SaveResult = { ok: true; id: string } | { ok: false; error: string };

/** Creates or updates an article; published pages change at once (the page cache is cleared). */
export async function saveFromForm(
  services: AppServices,
  id: string | null,
  form: FormData,
): Promise<SaveResult> {
  const parsed = articleForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid input' };
  const input = parsed.data;
  const [taken] = await services.db
    .select({ id: seoContent.id })
    .from(seoContent)
    .where(eq(seoContent.slug, input.slug))
    .limit(1);
  if (taken && taken.id !== id) return { ok: false, error: 'Another article already uses this slug' };
  const { row, version } = await saveArticle(services.db, id, {
    title: input.title,
    slug: input.slug,
    category: input.category,
    content: input.content,
    metaDescription: input.metaDescription,
    metaKeywords: input.metaKeywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .slice(0, 20),
    isPublished: input.isPublished === 'on',
  });
  services.pageCache.clear(version);
  return { ok: true, id: row.id };
}

/** Publishes or unpublishes from the list; a draft without a proper description is not published. */
export async function setPublished(
  services: AppServices,
  id: string,
  published: boolean,
): Promise<SaveResult> {
  const row = await findById(services.db, id);
  if (!row) return { ok: false, error: 'Article not found' };
  if (published && row.metaDescription.trim().length < MIN_PUBLISHED_DESCRIPTION)
    return { ok: false, error: DESCRIPTION_REQUIRED };
  const { version } = await saveArticle(services.db, id, { ...row, isPublished: published });
  services.pageCache.clear(version);
  return { ok: true, id };
}
