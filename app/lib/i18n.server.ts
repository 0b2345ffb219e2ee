import { createHash } from 'node:crypto';
import { LANGS, type Lang } from './i18n';
import { createTranslator, type Resources, type TFunction } from './translate';
import rs from '~/locales/rs';
import hr from '~/locales/hr';

const resources: Record<Lang, Resources> = { rs, hr };

// Texts that loaders put into metadata (title, description) are translated on the server, so the browser
// never downloads the other language to build a <title>.
const translators = { rs: createTranslator('rs', rs), hr: createTranslator('hr', hr, rs) };

export function serverT(lang: Lang): TFunction {
  return translators[lang].t;
}

/**
 * Each language's texts as one JSON file whose address names its content (`/i18n/rs-<hash>.json`), so a browser
 * caches it for good and fetches it again only when the texts change. Pages preload it instead of carrying
 * the texts inline: they were half of every page's compressed HTML.
 */
const files = Object.fromEntries(
  LANGS.map((lang) => {
    const body = JSON.stringify(resources[lang]);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
    return [lang, { url: `/i18n/${lang}-${hash}.json`, body }];
  }),
) as Record<Lang, { url: string; body: string }>;

export const localeUrls = Object.fromEntries(LANGS.map((l) => [l, files[l].url])) as Record<Lang, string>;

/** The texts behind `/i18n/{file}`; `current` is false for an address of texts that changed since. */
export function localeFile(file: string): { body: string; current: boolean } | null {
  const lang = LANGS.find((l) => file.startsWith(`${l}-`) && file.endsWith('.json'));
  if (!lang) return null;
  return { body: files[lang].body, current: `/i18n/${file}` === files[lang].url };
}
