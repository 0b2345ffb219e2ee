import { LOCALE, isLang } from './lang';

// Keyed texts with `{{name}}` placeholders and plural forms, for the browser (app/locales) and the server
// (server/messages) alike: one way to look up and fill a text. Client-safe: no server imports.

/** Every dotted path into a resource tree: a text, a plural group, or (with `returnObjects`) a list or group. */
export type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[]
    ? `${Prefix}${K}`
    : `${Prefix}${K}` | Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type Values = Record<string, string | number>;

export interface TFunction<K extends string = string> {
  /** The text at `key` with `{{name}}` placeholders filled from `values`; a plural group picks its form by `count`. */
  (key: K, values?: Values): string;
  /** The list or group of texts at `key`, as the resources hold it. */
  (key: K, options: { returnObjects: true }): unknown;
}

export interface Translator<K extends string = string> {
  language: string;
  t: TFunction<K>;
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * Looks up `key` in `resources` (then in `fallback`). A plural group is an object with CLDR form names
 * (`one`, `few`, `other` for Serbian and Croatian: "1 utakmica", "3 utakmice", "5 utakmica"), chosen by
 * `Intl.PluralRules` from the `count` value.
 */
export function createTranslator<R, K extends string = Paths<R> & string>(
  language: string,
  resources: R,
  fallback?: R,
): Translator<K> {
  const rules = new Intl.PluralRules(isLang(language) ? LOCALE[language] : language);
  const t = ((key: string, options?: Record<string, unknown>): unknown => {
    const value = lookup(resources, key) ?? (fallback ? lookup(fallback, key) : undefined);
    if (options?.returnObjects) return value ?? key;
    const text = typeof value === 'string' ? value : pluralForm(value, rules, options?.count);
    if (text === undefined) return key;
    return options ? interpolate(text, options) : text;
  }) as unknown as TFunction<K>;
  return { language, t };
}

function pluralForm(value: unknown, rules: Intl.PluralRules, count: unknown): string | undefined {
  if (!value || typeof value !== 'object' || typeof count !== 'number') return undefined;
  const forms = value as Partial<Record<(typeof PLURAL_FORMS)[number], unknown>>;
  if (!PLURAL_FORMS.some((f) => f in forms)) return undefined;
  const chosen = forms[rules.select(count)] ?? forms.other;
  return typeof chosen === 'string' ? chosen : undefined;
}

function lookup(resources: unknown, key: string): unknown {
  let node = resources;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
