import { z } from 'zod';
import type { AppServices } from '../../context';
import { CATEGORIES } from '../../common/categories';
import { deleteTranslation, findById, saveArticle, saveTranslation } from './content-store';
import { seoContent } from '../../db/schema/content';
import { eq } from 'drizzle-orm';
import { DEFAULT_LANG, isLang, type Lang } from '../../common/lang';

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

/**
 * What the editor form of another language's version sends: its texts only (slug, category and publication
 * are the article's, edited in the Serbian form).
 */
export const translationForm = z.object({
  title: z.string().trim().min(3, 'Title is required').max(200),
  content: z.string().min(1, 'Content is required').max(200_000),
  metaDescription: z.string().trim().max(300),
  metaKeywords: z.string().max(500),
});

const keywordList = (keywords: string) =>
  keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, 20);

/** The language a form edits: its `lang` field, Serbian (the article itself) when absent. */
export function formLang(form: FormData): Lang | null {
  const lang = form.get('lang') ?? DEFAULT_LANG;
  return isLang(lang) ? lang : null;
}

export type SaveResult = { ok: true; id: string } | { ok: false; error: string };

/** Creates or updates an article; published pages change at once (the page cache is cleared). */
export async function saveFromForm(
  services: AppServices,
  id: string | null,
  form: FormData,
): Promise<SaveResult> {
  const lang = formLang(form);
  if (!lang) return { ok: false, error: 'Unknown language' };
  if (lang !== DEFAULT_LANG) {
    if (!id) return { ok: false, error: 'Save the Serbian version first' };
    return saveVersionFromForm(services, id, lang, form);
  }
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
    metaKeywords: keywordList(input.metaKeywords),
    isPublished: input.isPublished === 'on',
  });
  services.pageCache.clear(version);
  return { ok: true, id: row.id };
}

/**
 * Saves an article's version in another language; its Serbian version is not touched. A published article's
 * version needs a meta description like the article (search results in that language show it).
 */
async function saveVersionFromForm(
  services: AppServices,
  id: string,
  lang: Lang,
  form: FormData,
): Promise<SaveResult> {
  const parsed = translationForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid input' };
  const article = await findById(services.db, id);
  if (!article) return { ok: false, error: 'Article not found' };
  const input = parsed.data;
  if (article.isPublished && input.metaDescription.length < MIN_PUBLISHED_DESCRIPTION)
    return { ok: false, error: DESCRIPTION_REQUIRED };
  const saved = await saveTranslation(services.db, id, lang, {
    title: input.title,
    content: input.content,
    metaDescription: input.metaDescription,
    metaKeywords: keywordList(input.metaKeywords),
  });
  if (!saved) return { ok: false, error: 'Article not found' };
  services.pageCache.clear(saved.version);
  return { ok: true, id };
}

/** Removes an article's version in another language: its readers get the Serbian version again. */
export async function removeVersion(services: AppServices, id: string, lang: Lang): Promise<SaveResult> {
  if (lang === DEFAULT_LANG) return { ok: false, error: 'The Serbian version is the article itself' };
  if (!(await findById(services.db, id))) return { ok: false, error: 'Article not found' };
  services.pageCache.clear(await deleteTranslation(services.db, id, lang));
  return { ok: true, id };
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
