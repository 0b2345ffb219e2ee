// The two languages of the product, shared by the server and the browser.
export type Lang = 'rs' | 'hr';
export const LANGS: Lang[] = ['rs', 'hr'];
export const DEFAULT_LANG: Lang = 'rs';
/** BCP 47 locale per language key: Serbian in Latin script (plain sr-RS would give Cyrillic month names). */
export const LOCALE: Record<Lang, 'sr-Latn-RS' | 'hr-HR'> = { rs: 'sr-Latn-RS', hr: 'hr-HR' };

export function isLang(value: unknown): value is Lang {
  return value === 'rs' || value === 'hr';
}
