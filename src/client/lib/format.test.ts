import { describe, expect, it } from 'vitest';
import { interfaceIn } from '@/client/testing/interface-in';
import {
  formatDuration,
  formatMinutes,
  formatMoney,
  formatPercent,
  formatRating,
  groupThousands,
} from './format';

/** Intl writes a narrow or plain no-break space in some locales: compare with plain spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('English keeps the product forms', () => {
  it('with or without a locale', () => {
    for (const locale of [undefined, 'en', 'en-US', 'en-GB']) {
      expect(groupThousands(1234567, locale)).toBe('1,234,567');
      expect(formatMoney(63_000_000, locale)).toBe('$63,000,000');
      expect(formatRating(8.466, locale)).toBe('8.5');
      expect(formatPercent(1132, locale, true)).toBe('+1,132%');
      expect(formatPercent(-38, locale, true)).toBe('-38%');
    }
    expect(formatDuration(7560, interfaceIn('en'))).toBe('2h 6m');
    expect(formatDuration(7560)).toBe('2h 6m');
    expect(formatMinutes(45, interfaceIn('en'), true)).toBe('45m');
  });
});

describe('in German', () => {
  it('groups thousands with points and writes decimals with a comma', () => {
    expect(groupThousands(1234, 'de')).toBe('1.234');
    expect(groupThousands(-1_234_567.6, 'de')).toBe('-1.234.568');
    expect(formatRating(8.466, 'de')).toBe('8,5');
    expect(formatRating(7, 'de-AT')).toBe('7,0');
  });
  it('writes dollars and percents its own way', () => {
    expect(spaced(formatMoney(63_000_000, 'de'))).toBe('63.000.000 $');
    expect(spaced(formatPercent(412, 'de', true))).toBe('+412 %');
    expect(spaced(formatPercent(0, 'de', true))).toBe('0 %');
    expect(formatMoney(0, 'de')).toBe('–');
    expect(formatRating(null, 'de')).toBe('–');
  });
  it('reads durations with spaced units', () => {
    expect(formatDuration(7560, interfaceIn('de'))).toBe('2 Std. 6 Min.');
  });
});

describe('in French', () => {
  it('writes durations as French reads them', () => {
    const fr = interfaceIn('fr');
    expect(formatDuration(7560, fr)).toBe('2 h 6 min');
    expect(formatDuration(0, fr)).toBe('0 h 0 min');
    expect(formatMinutes(45, fr, true)).toBe('45 min');
  });
  it('groups thousands with a space', () => {
    expect(spaced(groupThousands(27431, 'fr'))).toBe('27 431');
  });
});
