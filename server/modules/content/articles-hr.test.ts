import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLES_DIR, readArticleFiles, readTranslationFiles } from './article-files';
import { parseArticle, wordCount, type Block } from '../../common/markup';

// The Croatian versions of the shipped articles (articles/hr/<same file name>.md) are product content too:
// every Serbian article has one, it is the same article (address, category, date, markup) and it is written
// in Croatian, not in Serbian under a Croatian label.

const serbianFiles = readdirSync(ARTICLES_DIR)
  .filter((f) => f.endsWith('.md'))
  .sort();
const serbianArticles = readArticleFiles();
const serbian = new Map(serbianFiles.map((name, i) => [name, serbianArticles[i]]));
const croatian = readTranslationFiles().filter((t) => t.lang === 'hr');

const frontMatterKeys = (file: string) =>
  /^---\n([\s\S]*?)\n---\n/
    .exec(readFileSync(file, 'utf8').replace(/\r\n?/g, '\n'))![1]
    .split('\n')
    .map((line) => line.slice(0, line.indexOf(':')).trim());

/** The markup's shape: section count, and per part the kinds of blocks with the length of each list. */
const shape = (content: string) => {
  const kinds = (blocks: Block[]) =>
    blocks.map((b) =>
      b.type === 'bullets' || b.type === 'numbered'
        ? `${b.type}×${b.items.length}`
        : b.type === 'callout'
          ? `callout:${b.kind}`
          : b.type,
    );
  const parsed = parseArticle(content);
  return { intro: kinds(parsed.intro), sections: parsed.sections.map((s) => kinds(s.blocks)) };
};

/** A Unicode word boundary: JavaScript's \\b takes č, ć, đ, š and ž for non-letters ("trži|šta"). */
const BOUNDARY = String.raw`(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))`;
const w = (pattern: string) => new RegExp(pattern.replaceAll(String.raw`\b`, BOUNDARY), 'iu');

/**
 * Words that are wrong in Croatian (ekavian forms, Serbian words, and the product's Croatian betting vocabulary:
 * tečaj, listić, oklada, nogomet), with the Croatian word a reader expects. Each pattern is written so that no
 * correct Croatian word matches it ("neko vrijeme" is Croatian, "neko je" is not; "vremena" is both).
 */

const NOT_CROATIAN: [RegExp, string][] = [
  [w(String.raw`\bprocen`), 'procjena, procijeniti, postotak'],
  [w(String.raw`\bdeluj`), 'djeluje'],
  [w(String.raw`\bneko\b(?!\s+(?:vrijeme|razdoblje|drugo|mjesto|doba))`), 'netko'],
  [w(String.raw`\bnedelj`), 'tjedan, nedjelja'],
  [w(String.raw`\bhiljad`), 'tisuća'],
  [w(String.raw`\bkoeficijent`), 'tečaj'],
  [w(String.raw`\bkvot[aeiou]`), 'tečaj'],
  [w(String.raw`\bfudbal`), 'nogomet'],
  [w(String.raw`\bverov`), 'vjerojatno, vjerovati'],
  [w(String.raw`\bdesi(?:ti|lo|la|li|o)?\b|\bdešava`), 'dogoditi se'],
  [w(String.raw`\bvreme\b`), 'vrijeme'],
  [w(String.raw`\bopklad`), 'oklada'],
  [w(String.raw`\btiket(?!\s+AI)`), 'listić'],
  [w(String.raw`\bsavet`), 'savjet'],
  [w(String.raw`\bprimer`), 'primjer'],
  [w(String.raw`\bpre\b`), 'prije'],
  [w(String.raw`\bposle\b`), 'poslije, nakon'],
  [w(String.raw`\buvek\b`), 'uvijek'],
  [w(String.raw`\bgde\b`), 'gdje'],
  [w(String.raw`\bovde\b`), 'ovdje'],
  [w(String.raw`\bpromen`), 'promjena'],
  [w(String.raw`\bsledeć`), 'sljedeći'],
  [w(String.raw`\bdeo\b`), 'dio'],
  [w(String.raw`\bšta\b`), 'što'],
  [w(String.raw`\bmest[aoiu]?\b`), 'mjesto'],
  [w(String.raw`\bvredn`), 'vrijednost'],
  [w(String.raw`\bcen[aeiou]\b`), 'cijena'],
  [w(String.raw`\bpobed`), 'pobjeda'],
  [w(String.raw`\bposlednj`), 'posljednji'],
  [w(String.raw`\buslov`), 'uvjet'],
  [w(String.raw`\bbezbedn`), 'siguran'],
  [w(String.raw`\bizvešt`), 'izvješće'],
  [w(String.raw`\bmesec`), 'mjesec'],
  [w(String.raw`\bponovo\b`), 'ponovno'],
  [w(String.raw`\bopšt`), 'opći'],
  [w(String.raw`\bsudij`), 'sudac'],
  [w(String.raw`\bda li\b`), 'je li, hoće li'],
  [w(String.raw`\bzahtev`), 'zahtjev'],
  [w(String.raw`\bodbran`), 'obrana'],
  [w(String.raw`\bpodrazumev`), 'podrazumijeva'],
];

/** The callout markers are markup, not text (SAVET: and SAVJET: both mark a tip). */
const readerText = (t: { title: string; metaDescription: string; metaKeywords: string[]; content: string }) =>
  [t.title, t.metaDescription, t.metaKeywords.join(', '), t.content]
    .join('\n')
    .replace(/^(?:UPOZORENJE|SAVET|SAVJET):/gm, '');

describe('the Croatian versions of the shipped articles', () => {
  it('exist for every Serbian article, under the same file name, with nothing left over', () => {
    const names = croatian.map((t) => t.name);
    expect(serbianFiles.filter((f) => !names.includes(f))).toEqual([]);
    expect(names.filter((f) => !serbian.has(f))).toEqual([]);
  });

  it.each(croatian.map((t) => [t.name, t] as const))(
    '%s: the same article (front matter, slug, category, date, markup) with its own texts',
    (name, { file }) => {
      const rs = serbian.get(name)!;
      expect(frontMatterKeys(path.join(ARTICLES_DIR, 'hr', name))).toEqual(
        frontMatterKeys(path.join(ARTICLES_DIR, name)),
      );
      expect({ slug: file.slug, category: file.category, publishedAt: file.publishedAt }).toEqual({
        slug: rs.slug,
        category: rs.category,
        publishedAt: rs.publishedAt,
      });
      expect(shape(file.content)).toEqual(shape(rs.content));
      // Translated, not copied (a title may well read the same in both languages).
      expect(file.content).not.toBe(rs.content);
      expect(file.metaDescription.length).toBeGreaterThan(50);
      expect(file.metaKeywords.length).toBeGreaterThanOrEqual(3);
      expect(file.content).not.toMatch(/<[a-z]/i);
      // A translation keeps the whole text: within a fifth of the Serbian word count.
      expect(Math.abs(wordCount(file.content) - wordCount(rs.content))).toBeLessThan(
        wordCount(rs.content) / 5,
      );
    },
  );

  it.each(croatian.map((t) => [t.name, t] as const))(
    '%s: no ekavian or Serbian-only words',
    (_name, { file }) => {
      const text = readerText(file);
      const found = NOT_CROATIAN.flatMap(([re, croatianWord]) => {
        const m = re.exec(text);
        return m
          ? [`"${m[0]}" (${croatianWord}) in: …${text.slice(Math.max(0, m.index - 40), m.index + 40)}…`]
          : [];
      });
      expect(found).toEqual([]);
    },
  );

  it('the word list catches the Serbian originals and lets Croatian through', () => {
    const hits = (text: string) => NOT_CROATIAN.filter(([re]) => re.test(text)).length;
    expect(hits('Teško je proceniti koliko deluje, neko misli da je koeficijent 2,00 fudbal.')).toBe(5);
    expect(hits('Posle nedelju dana i hiljadu dinara, verovatno se desi da tiket ne prođe.')).toBe(6);
    expect(
      hits(
        'Teško je procijeniti koliko djeluje; netko misli da je tečaj 2,00 nogomet. Neko vrijeme nakon tjedan ' +
          'dana i tisuću eura vjerojatno se dogodi da listić ne prođe. Tiket AI računa vrijednost oklade.',
      ),
    ).toBe(0);
  });
});
