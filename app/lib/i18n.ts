import { DEFAULT_LANG, isLang, type Lang } from '../../server/common/lang';
import { createTranslator, type Resources, type Translator } from './translate';

export { DEFAULT_LANG, LANGS, LOCALE, isLang, type Lang } from '../../server/common/lang';
/** BCP 47 tags for <html lang> and Intl; rs/hr stay the app's language keys. */
export const HTML_LANG: Record<Lang, string> = { rs: 'sr-Latn', hr: 'hr' };
export const STORAGE_KEY = 'lang';

// Resources are loaded per language: the server imports both, the browser fetches the one it shows (its
// address preloaded by the page, see i18n.server.ts `localeUrls`) before hydrating, so the first paint is in
// the rendered language, and the other one only when the visitor switches.
const loaded: Partial<Record<Lang, Resources>> = {};
let urls: Partial<Record<Lang, string>> = {};

export function registerResources(lang: Lang, resources: Resources) {
  loaded[lang] = resources;
}

/** Where the browser fetches each language's texts (from the page, `data-locales` on <html>). */
export function setLocaleUrls(localeUrls: Partial<Record<Lang, string>>) {
  urls = localeUrls;
}

export async function loadLocale(lang: Lang): Promise<Resources> {
  if (!loaded[lang]) {
    const url = urls[lang];
    if (!url) throw new Error(`No address for the ${lang} texts`);
    // Twice: a phone on a weak connection loses a request now and then, and without texts nothing hydrates.
    const res = await fetch(url).catch(() => fetch(url));
    if (!res.ok) throw new Error(`Loading the ${lang} texts failed: HTTP ${res.status}`);
    loaded[lang] = (await res.json()) as Resources;
  }
  return loaded[lang]!;
}

/** The translator of a loaded language (Serbian as the fallback when it is loaded too). */
export function createI18n(lang: Lang): Translator {
  const resources = loaded[lang] ?? loaded[DEFAULT_LANG];
  if (!resources) throw new Error(`Language resources for ${lang} are not loaded`);
  return createTranslator(lang, resources, lang === DEFAULT_LANG ? undefined : loaded[DEFAULT_LANG]);
}

/** Persists the choice where the server reads it (cookie) and where the browser detects it (localStorage). */
export function rememberLanguage(lang: Lang) {
  document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Private mode: the cookie alone still carries the choice.
  }
}

/** Client-side detection order of the specification: localStorage, browser language, <html lang>, rs. */
export function detectClientLanguage(): Lang {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the browser.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const t = tag.toLowerCase();
    if (t.startsWith('hr')) return 'hr';
    if (t.startsWith('sr') || t.startsWith('bs')) return 'rs';
  }
  return document.documentElement.lang.startsWith('hr') ? 'hr' : DEFAULT_LANG;
}
