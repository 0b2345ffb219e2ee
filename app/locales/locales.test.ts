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
});
