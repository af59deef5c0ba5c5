import { describe, expect, it } from 'vitest';
import { formatMoney, formatRating, groupThousands } from '@/client/lib/format';
import {
  formatLongDate,
  formatPercentReturn,
  formatRuntime,
  formatVotes,
  joinNames,
  percentReturn,
} from './title-formatters';

describe('money (US dollars, no decimals)', () => {
  it('formats whole dollars with separators and rounds away cents', () => {
    expect(formatMoney(63_000_000)).toBe('$63,000,000');
    expect(formatMoney(1234.56)).toBe('$1,235');
  });
  it('shows a dash for an unknown (zero) amount', () => {
    expect(formatMoney(0)).toBe('–');
    expect(formatMoney(null)).toBe('–');
  });
});

describe('thousands separators (en-US, no Intl)', () => {
  it('groups every three digits and keeps the sign', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1_234_567.6)).toBe('1,234,568');
    expect(groupThousands(-1132)).toBe('-1,132');
  });
});

describe('rating (one decimal)', () => {
  it('rounds to one decimal', () => {
    expect(formatRating(8.466)).toBe('8.5');
    expect(formatRating(7)).toBe('7.0');
  });
  it('shows a dash for a missing rating', () => {
    expect(formatRating(undefined)).toBe('–');
    expect(formatRating(Number.NaN)).toBe('–');
  });
});

describe('percent return (whole number)', () => {
  it('is (revenue - budget) / budget, rounded', () => {
    expect(percentReturn(63_000_000, 100_853_753)).toBe(60);
    expect(percentReturn(100, 333)).toBe(233);
    expect(percentReturn(200, 50)).toBe(-75);
  });
  it('signs gains and prints losses as negative', () => {
    expect(formatPercentReturn(55_000_000, 677_387_716)).toBe('+1,132%');
    expect(formatPercentReturn(200, 50)).toBe('-75%');
    expect(formatPercentReturn(100, 100)).toBe('0%');
  });
  it('is unknown without a budget or a box office', () => {
    expect(percentReturn(0, 1000)).toBeNull();
    expect(percentReturn(1000, 0)).toBeNull();
    expect(formatPercentReturn(0, 0)).toBe('–');
  });
});

describe('runtime', () => {
  it('prints hours and minutes', () => {
    expect(formatRuntime(142)).toBe('2h 22m');
    expect(formatRuntime(120)).toBe('2h 0m');
    expect(formatRuntime(45)).toBe('45m');
  });
  it('shows a dash when unknown', () => {
    expect(formatRuntime(null)).toBe('–');
    expect(formatRuntime(0)).toBe('–');
    expect(formatRuntime(-5)).toBe('–');
  });
});

describe('votes, dates and lists', () => {
  it('formats vote counts', () => {
    expect(formatVotes(27_431)).toBe('27,431 votes');
    expect(formatVotes(1)).toBe('1 vote');
    expect(formatVotes(undefined)).toBe('0 votes');
  });
  it('prints calendar dates without shifting the day', () => {
    expect(formatLongDate('1994-07-06')).toBe('July 6, 1994');
    expect(formatLongDate('2010-12-31')).toBe('December 31, 2010');
    expect(formatLongDate('2024-01-01')).toBe('January 1, 2024');
    expect(formatLongDate('')).toBe('–');
    expect(formatLongDate('not a date')).toBe('–');
  });
  it('joins names up to a limit', () => {
    expect(joinNames(['A', 'B', 'C', 'D'], 3)).toBe('A, B, C');
    expect(joinNames([])).toBe('–');
  });
});
