// The content hub's categories and their rules. Pure data: pages and server share it.

export const CATEGORIES = [
  'pametno-kladjenje',
  'saveti-strategije',
  'vodic-kladjenje',
  'sportski-saveti',
  'regionalni-sadrzaj',
  'napredne-strategije',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const isCategory = (value: string): value is Category =>
  (CATEGORIES as readonly string[]).includes(value);

/** The five lists of /sadrzaj and the keyword words that filter two of them (the others show everything). */
export const HUB_LISTS: { category: Category; keywords: string[] | null }[] = [
  { category: 'saveti-strategije', keywords: ['saveti', 'strategije'] },
  { category: 'vodic-kladjenje', keywords: ['vodič', 'osnove', 'početnici'] },
  { category: 'sportski-saveti', keywords: null },
  { category: 'regionalni-sadrzaj', keywords: null },
  { category: 'napredne-strategije', keywords: null },
];

/** The seven article cards of /blog, linked as /seo/{slug}. */
export const BLOG_ARTICLES = [
  'analiza-statistika-kladjenje',
  'vodic-kladjenje-kosarka',
  'osnove-kladjenja-pocetnici',
  'psihologija-kladjenja-kontrola-emocija',
  'osnovni-saveti-uspesno-kladjenje',
  'strategije-kladjenje-fudbal',
  'tip-dana',
] as const;

/** Categories whose pages split the article into section cards (the others use the shared article page). */
export const SECTIONED: Category[] = ['sportski-saveti', 'regionalni-sadrzaj'];

/**
 * The canonical path of an article. The specification gives the shared article page the canonical
 * /napredne-strategije/{slug}; the two sectioned layouts are pages of their own.
 */
export function canonicalPath(category: Category, slug: string): string {
  return `/${SECTIONED.includes(category) ? category : 'napredne-strategije'}/${slug}`;
}

/** Where an article is read: under its own category prefix. */
export const articlePath = (category: string, slug: string) => `/${category}/${slug}`;

export function matchesList(keywords: string[], filter: string[] | null): boolean {
  if (!filter) return true;
  const joined = keywords.join(' ').toLowerCase();
  return filter.some((word) => joined.includes(word));
}
