import type rs from '~/locales/rs';

export type Resources = typeof rs;

/** Every dotted path into the resources: a text, or (with `returnObjects`) a list or group of texts. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[]
    ? `${Prefix}${K}`
    : `${Prefix}${K}` | Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TKey = Paths<Resources>;

export interface TFunction {
  /** The text at `key` with `{{name}}` placeholders filled from `values`. */
  (key: TKey, values?: Record<string, string | number>): string;
  /** The list or group of texts at `key`, as the resources hold it. */
  (key: TKey, options: { returnObjects: true }): unknown;
}

export interface Translator {
  language: string;
  t: TFunction;
}

/**
 * The little of i18next this app used, in a few lines: lookup by dotted key, `{{name}}` interpolation, lists
 * and groups of texts, and a fallback language. No plurals or nesting are used, and dropping the library
 * keeps ~14 KB of gzip off every page (the home page's budget, docs/decisions/007).
 */
export function createTranslator(language: string, resources: Resources, fallback?: Resources): Translator {
  const t = ((key: string, options?: Record<string, unknown>) => {
    const value = lookup(resources, key) ?? (fallback ? lookup(fallback, key) : undefined);
    if (options?.returnObjects) return value ?? key;
    if (typeof value !== 'string') return key;
    return options ? interpolate(value, options) : value;
  }) as TFunction;
  return { language, t };
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
