import i18next, { type TFunction } from 'i18next';
import type { Lang } from './i18n';
import rs from '~/locales/rs';
import hr from '~/locales/hr';

// Texts that loaders put into metadata (title, description) are translated on the server, so the browser
// never downloads the other language to build a <title>.
const instances = Object.fromEntries(
  (['rs', 'hr'] as const).map((lang) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: 'rs',
      resources: { rs: { translation: rs }, hr: { translation: hr } },
      initAsync: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    return [lang, instance];
  }),
) as Record<Lang, typeof i18next>;

export function serverT(lang: Lang): TFunction {
  return instances[lang].t;
}
