import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isCategory, type Category } from '../../common/categories';
import { LANGS, DEFAULT_LANG, type Lang } from '../../common/lang';

export interface ArticleFile {
  title: string;
  slug: string;
  category: Category;
  metaDescription: string;
  metaKeywords: string[];
  publishedAt: Date;
  content: string;
}

export const ARTICLES_DIR = path.join(import.meta.dirname, 'articles');

/** One article file: a front matter of `key: value` lines between "---" fences, then the body in the markup. */
export function parseArticleFile(text: string, file: string): ArticleFile {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n?/g, '\n'));
  if (!m) throw new Error(`${file}: no front matter`);
  const fields = Object.fromEntries(
    m[1].split('\n').map((line) => {
      const i = line.indexOf(':');
      return [
        line.slice(0, i).trim(),
        line
          .slice(i + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      ];
    }),
  );
  const { title, slug, category, meta_description, meta_keywords, published_at } = fields;
  if (!title || !slug || !meta_description || !meta_keywords || !published_at)
    throw new Error(`${file}: missing front matter field`);
  if (!isCategory(category)) throw new Error(`${file}: unknown category ${category}`);
  const publishedAt = new Date(`${published_at}T08:00:00Z`);
  if (Number.isNaN(publishedAt.getTime())) throw new Error(`${file}: bad published_at`);
  return {
    title,
    slug,
    category,
    metaDescription: meta_description,
    metaKeywords: meta_keywords
      .split(',')
      .map((k: string) => k.trim())
      .filter(Boolean),
    publishedAt,
    content: m[2].trim(),
  };
}

/** The articles written for the product, shipped as files and seeded into `seo_content`. */
export function readArticleFiles(dir = ARTICLES_DIR): ArticleFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseArticleFile(readFileSync(path.join(dir, f), 'utf8'), f));
}

/**
 * The shipped versions of the articles in the other languages: `articles/<lang>/<same file name>.md`, with the
 * same front matter keys and the same slug, category and date as the Serbian file, its own title, meta texts
 * and body. Seeded as the articles' translations (the slug ties a version to its article).
 */
export function readTranslationFiles(dir = ARTICLES_DIR): { lang: Lang; name: string; file: ArticleFile }[] {
  return LANGS.filter((lang) => lang !== DEFAULT_LANG).flatMap((lang) => {
    const langDir = path.join(dir, lang);
    if (!existsSync(langDir)) return [];
    return readdirSync(langDir)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((name) => ({
        lang,
        name,
        file: parseArticleFile(readFileSync(path.join(langDir, name), 'utf8'), `${lang}/${name}`),
      }));
  });
}
