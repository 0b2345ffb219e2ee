import { describe, expect, it } from 'vitest';
import rs from './rs';
import hr from './hr';

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keys(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

describe('language resources', () => {
  it('Croatian has exactly the keys Serbian has', () => {
    expect(keys(hr).sort()).toEqual(keys(rs).sort());
  });

  it('Croatian is a translation, not a copy, where the languages differ', () => {
    const same = keys(rs).filter((k) => !/^(languages|plans|hero\.stats)/.test(k));
    const get = (o: unknown, path: string) =>
      path
        .split(/\.|\[|\]/)
        .filter(Boolean)
        .reduce<unknown>((v, p) => (v as Record<string, unknown>)?.[p], o);
    const identical = same.filter(
      (k) =>
        typeof get(rs, k) === 'string' && (get(rs, k) as string).length > 40 && get(rs, k) === get(hr, k),
    );
    expect(identical).toEqual([]);
  });
});
