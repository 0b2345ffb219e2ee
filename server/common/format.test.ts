import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth, formatDecimal, formatMoney, formatShortDate } from './format';

describe('formats for Serbian and Croatian readers', () => {
  it('writes dates in the genitive, in Belgrade time', () => {
    expect(formatDate('rs', '2026-11-24')).toBe('24. novembra 2026.');
    expect(formatDate('hr', '2026-11-24')).toBe('24. studenoga 2026.');
    expect(formatDate('rs', '2025-05-31')).toBe('31. maja 2025.');
    // 23:30 UTC on 31 December is already New Year in Belgrade.
    expect(formatDate('rs', '2025-12-31T23:30:00Z')).toBe('1. januara 2026.');
    expect(formatShortDate('hr', '2026-03-07')).toBe('7. 3. 2026.');
    expect(formatDayMonth('rs', '2026-03-07')).toBe('7. 3.');
  });

  it('writes decimal commas and amounts as they are written there (a no-break space before the currency)', () => {
    expect(formatDecimal('rs', 12.1)).toBe('12,10');
    expect(formatDecimal('hr', 1.855, 1)).toBe('1,9');
    expect(formatMoney('rs', 20)).toBe('20,00\u00a0€');
    expect(formatMoney('rs', 1200, 'RSD')).toBe('1.200,00\u00a0RSD');
    expect(formatMoney('hr', 20, 'BAM')).toBe('20,00\u00a0KM');
  });
});
