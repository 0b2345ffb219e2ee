import { describe, expect, it } from 'vitest';
import { readArticleFiles } from './article-files';
import { BLOG_ARTICLES, CATEGORIES, HUB_LISTS, matchesList } from '../../common/categories';
import { parseArticle, wordCount } from '../../common/markup';

// The shipped articles are product content: these are the requirements for them.
describe('the articles shipped with the product', () => {
  const articles = readArticleFiles();

  it('has at least four per category besides the seven blog articles, those seven, and unique slugs', () => {
    const blog: readonly string[] = BLOG_ARTICLES;
    const own = articles.filter((a) => !blog.includes(a.slug));
    for (const category of CATEGORIES)
      expect(own.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(4);
    const slugs = articles.map((a) => a.slug);
    for (const slug of BLOG_ARTICLES) expect(slugs).toContain(slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(readArticleFiles().map((a) => [a.slug, a] as const))(
    '%s: 600+ words, sections, callouts, metadata',
    (_slug, a) => {
      expect(wordCount(a.content)).toBeGreaterThanOrEqual(600);
      const parsed = parseArticle(a.content);
      expect(parsed.intro.length).toBeGreaterThan(0);
      expect(parsed.sections.length).toBeGreaterThanOrEqual(3);
      const blocks = parsed.sections.flatMap((s) => s.blocks);
      expect(blocks.some((b) => b.type === 'callout' && b.kind === 'warning')).toBe(true);
      expect(blocks.some((b) => b.type === 'callout' && b.kind === 'tip')).toBe(true);
      expect(a.metaDescription.length).toBeGreaterThan(50);
      expect(a.metaKeywords.length).toBeGreaterThanOrEqual(3);
      expect(a.content).not.toMatch(/<[a-z]/i);
      // An article of a filtered list carries a keyword that the list's filter finds.
      const list = HUB_LISTS.find((l) => l.category === a.category);
      if (list) expect(matchesList(a.metaKeywords, list.keywords)).toBe(true);
    },
  );
});
