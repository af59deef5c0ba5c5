import { describe, expect, it } from 'vitest';
import { formatMoney, formatRating, groupThousands } from '@/client/lib/format';
import { interfaceIn } from '@/client/testing/interface-in';
import {
  formatLongDate,
  formatPercentReturn,
  formatRuntime,
  formatVotes,
  joinNames,
  languageName,
  percentReturn,
} from './title-formatters';

/** Each text a formatter prints, with the values that must print it. */
function prints<T>(format: (value: T) => string, table: Record<string, T[]>) {
  // Plain `it` rather than `it.each`: the texts hold `$` and `%`, which `each` would read as
  // placeholders in the test's name.
  for (const [text, values] of Object.entries(table))
    for (const value of values)
      it(`${String(value)} → ${text}`, () => {
        expect(format(value)).toBe(text);
      });
}

/** For formatters of more than one argument: the arguments, and what they must answer. */
function answers<A extends unknown[]>(format: (...args: A) => unknown, rows: [A, unknown][]) {
  it.each(rows)('%j → %j', (args, expected) => {
    expect(format(...args)).toBe(expected);
  });
}

describe('money (US dollars, no decimals; a dash for an unknown or zero amount)', () => {
  prints(formatMoney, { '$63,000,000': [63_000_000], '$1,235': [1234.56], '–': [0, null] });
});

describe('thousands separators (en-US, no Intl): every three digits, sign kept', () => {
  prints(groupThousands, {
    '0': [0],
    '999': [999],
    '1,000': [1000],
    '1,234,568': [1_234_567.6],
    '-1,132': [-1132],
  });
});

describe('percent return: (revenue - budget) / budget, rounded; unknown without both', () => {
  answers(percentReturn, [
    [[63_000_000, 100_853_753], 60],
    [[100, 333], 233],
    [[200, 50], -75],
    [[0, 1000], null],
    [[1000, 0], null],
  ]);
});

describe('rating (one decimal; a dash when missing)', () => {
  prints(formatRating, { '8.5': [8.466], '7.0': [7], '–': [undefined, Number.NaN] });
});

describe('printed percent return: gains signed, losses negative, a dash when unknown', () => {
  answers(formatPercentReturn, [
    [[55_000_000, 677_387_716], '+1,132%'],
    [[200, 50], '-75%'],
    [[100, 100], '0%'],
    [[0, 0], '–'],
  ]);
});

describe('runtime: hours and minutes, a dash when unknown', () => {
  prints(formatRuntime, { '2h 22m': [142], '2h 0m': [120], '45m': [45], '–': [null, 0, -5] });
});

describe('vote counts', () => {
  prints(formatVotes, { '27,431 votes': [27_431], '1 vote': [1], '0 votes': [undefined] });
});

describe('calendar dates, printed without shifting the day', () => {
  prints(formatLongDate, {
    'July 6, 1994': ['1994-07-06'],
    'December 31, 2010': ['2010-12-31'],
    'January 1, 2024': ['2024-01-01'],
    '–': ['', 'not a date'],
  });
});

describe('names joined up to a limit', () => {
  answers(joinNames, [
    [[['A', 'B', 'C', 'D'], 3], 'A, B, C'],
    [[[]], '–'],
  ]);
});

describe('in the interface language', () => {
  answers(formatLongDate, [
    [['1994-07-06', 'de'], '6. Juli 1994'],
    [['1994-07-06', 'fr'], '6 juillet 1994'],
    [['1994-07-06', 'en-GB'], 'July 6, 1994'],
  ]);
  answers(languageName, [
    // The server names the language in the answer's language (server/catalog/local-names.ts).
    [[{ english_name: 'English', name: 'Englisch' }, 'de'], 'Englisch'],
    [[{ english_name: 'French', name: 'francés' }, 'es-MX'], 'francés'],
    [[{ english_name: 'French', name: 'Français' }, 'en'], 'French'],
    [[{ english_name: 'Klingon' }, 'de'], 'Klingon'],
  ]);
  answers(formatVotes, [[[12345, 'de'], '12.345 votes']]);
});

describe('vote counts in the interface language', () => {
  it('are translated with their plural, and English is written by hand', () => {
    expect(formatVotes(1, 'de', interfaceIn('de'))).toBe('1 Bewertung');
    expect(formatVotes(12_345, 'de', interfaceIn('de'))).toBe('12.345 Bewertungen');
    expect(formatVotes(1, 'en-US', interfaceIn('en'))).toBe('1 vote');
    expect(formatVotes(27_431, 'en-US', interfaceIn('en'))).toBe('27,431 votes');
  });
});
