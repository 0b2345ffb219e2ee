import type { Lang } from './i18n';
import { createTranslator, type TFunction } from './translate';
import rs from '~/locales/rs';
import hr from '~/locales/hr';

// Texts that loaders put into metadata (title, description) are translated on the server, so the browser
// never downloads the other language to build a <title>.
const translators = { rs: createTranslator('rs', rs), hr: createTranslator('hr', hr, rs) };

export function serverT(lang: Lang): TFunction {
  return translators[lang].t;
}
