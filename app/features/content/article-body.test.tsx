import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { ArticleBody } from './article-body';

describe('article body renderer', () => {
  it('cannot inject HTML or scripts, whatever the article says', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '## <img src=x onerror=alert(1)>',
      '- **<iframe src="javascript:alert(1)">**',
      'SAVET: <a href="javascript:alert(1)">klik</a>',
      '1. </p><script>document.cookie</script>',
    ].join('\n\n');
    const html = renderToStaticMarkup(createElement(ArticleBody, { content: hostile, sectioned: false }));
    expect(html).not.toMatch(/<script|<img|<iframe|<a /i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom(true, false), (text, sectioned) => {
        const out = renderToStaticMarkup(createElement(ArticleBody, { content: text, sectioned }));
        // Only the renderer's own tags appear; every "<" of the input is escaped.
        const tags = [...out.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
        expect(
          tags.every((t) =>
            [
              'div',
              'section',
              'h2',
              'h3',
              'p',
              'ul',
              'ol',
              'li',
              'strong',
              'aside',
              'span',
              'svg',
              'path',
              'circle',
              'line',
              'polyline',
            ].includes(t),
          ),
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
