import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index';
import { MAX_LOOKUPS_PER_KIND, parseIntent } from './intent';
import { SHORT_MINUTES } from './limits';
import { testCatalogue } from './testing/test-catalogue';

const { lookups } = indexCatalogue(testCatalogue());
const parse = (text: string) => parseIntent(text, lookups);
const keys = (list: { key: string }[]) => list.map((c) => c.key);

describe('parseIntent', () => {
  it('reads mood and genre words', () => {
    expect(keys(parse('something scary but good').concepts)).toEqual(['horror']);
    expect(keys(parse('Romantic and sweet').concepts)).toEqual(['romance']);
    expect(keys(parse('a funny sci-fi film').concepts)).toEqual(['comedy', 'sci-fi']);
    expect(keys(parse('a feel-good movie').concepts)).toEqual(['feel-good']);
    expect(parse('something scary but good').qualityBoost).toBeGreaterThan(0);
  });

  it('reads moods and shades, and the format a request or its title asks for (issue 40)', () => {
    expect(keys(parse('something lighter, for a date').shades)).toEqual(['lighter', 'date']);
    expect(keys(parse('not too dark please').shades)).toEqual(['lighter']);
    expect(parse('something like Breaking Bad').mediaType).toBe('tv');
    expect(parse('a film like Breaking Bad').mediaType).toBe('movie');
    expect(parse('what should I watch after Breaking Bad').similarTo?.title).toBe('Breaking Bad');
    expect(parse('a show like Alien').mediaType).toBe('tv');
    expect(parse('show me something funny').mediaType).toBeNull();
    expect(parse('a mini-series').miniSeries).toBe(true);
    // "after 2000" is a year, never a title.
    expect(parse('a thriller after 2000').similarTo).toBeNull();
  });

  it('leaves seen titles out unless the request asks for them again', () => {
    expect(parse('a comedy').limits.rewatch).toBe(false);
    expect(parse('a comedy to watch again').limits.rewatch).toBe(true);
    expect(parse('something I can rewatch').limits.rewatch).toBe(true);
    expect(parse("a comedy I haven't seen").limits.rewatch).toBe(false);
  });

  // The spec's count rules: 10 when "10" appears, else 8 for a list or many; a number says it.
  it.each([
    ['give me 10 comedies', 10],
    ['a list of comedies', 8],
    ['many horror movies', 8],
    ['a list of 10 horror movies', 10],
    ['top 5 westerns', 5],
    ['three funny films', 3],
    ['a funny movie', null],
  ])('counts "%s" as %s titles', (text, count) => {
    expect(parse(text).count).toBe(count);
  });

  it('reads eras', () => {
    expect(parse('90s action').era).toMatchObject({ from: 1990, to: 1999 });
    expect(parse('comedies from the 1980s').era).toMatchObject({ from: 1980, to: 1989 });
    expect(parse('a thriller from 2005').era).toMatchObject({ from: 2005, to: 2005 });
    expect(parse('anything since 2005').era).toMatchObject({ from: 2005 });
    expect(parse('before 1990 please').era).toMatchObject({ to: 1989 });
    expect(parse('something recent').era).toEqual({ kind: 'recent', label: 'recent' });
    expect(parse('a classic').era).toMatchObject({ to: 1985 });
    expect(parse('2000s sci-fi').era).toMatchObject({ from: 2000, to: 2009 });
    expect(parse('a comedy').era).toBeNull();
  });

  it('reads exclusions, each for the concept right after the negation', () => {
    const a = parse('action but no horror');
    expect(keys(a.concepts)).toEqual(['action']);
    expect(keys(a.excluded)).toEqual(['horror']);
    expect(keys(parse('not scary for date night').concepts)).toEqual(['romance']);
    expect(keys(parse('not scary for date night').excluded)).toEqual(['horror']);
    expect(keys(parse('a comedy without romance').excluded)).toEqual(['romance']);
    expect(keys(parse('nothing scary, something funny').concepts)).toEqual(['comedy']);
    expect(keys(parse("I'm not in the mood for comedy").excluded)).toEqual(['comedy']);
    expect(keys(parse('anything but horror').excluded)).toEqual(['horror']);
  });

  it('does not read "not too long" as an exclusion', () => {
    const intent = parse('a comedy, not too long');
    expect(intent.limits.maxRuntime).toBe(SHORT_MINUTES - 1);
    expect(keys(intent.concepts)).toEqual(['comedy']);
    expect(intent.excluded).toEqual([]);
  });

  it('finds the title after "like" and keeps its words out of the moods', () => {
    const intent = parse('movies like Alien but newer');
    expect(intent.similarTo?.title).toBe('Alien');
    expect(intent.concepts).toEqual([]); // "alien" would otherwise read as sci-fi
    expect(intent.era).toEqual({ kind: 'recent', label: 'recent' });
    expect(parse('something like the matrix').similarTo?.title).toBe('The Matrix');
    expect(parse('similar to harry potter').similarTo?.title).toMatch(/^Harry Potter/);
    expect(parse("I'd like something funny").similarTo).toBeNull();
  });

  it('reads a director and the kind of title', () => {
    expect(parse('films by Christopher Nolan').director).toBe('Christopher Nolan');
    expect(parse('stand by me').director).toBeNull();
    expect(parse('a good tv series').mediaType).toBe('tv');
    expect(parse('a good movie').mediaType).toBe('movie');
    expect(parse('something good').mediaType).toBeNull();
  });
});

describe('the work one message may cause', () => {
  /** The real lookups, counted: every call scans an index of the catalogue. */
  function countingLookups() {
    const calls = { titles: 0, directors: 0 };
    return {
      calls,
      lookups: {
        findTitle: (words: string[]) => {
          calls.titles += 1;
          return lookups.findTitle(words);
        },
        findDirector: (words: string[]) => {
          calls.directors += 1;
          return lookups.findDirector(words);
        },
        findActor: (words: string[]) => {
          calls.directors += 1;
          return lookups.findActor(words);
        },
      },
    };
  }

  it.each([
    ['like '.repeat(100)],
    ['movies like '.repeat(40)],
    ['similar to such as fans of '.repeat(18)],
    ['by '.repeat(160)],
    ['directed by '.repeat(40)],
    [`${'like by '.repeat(60)}Alien`],
  ])('asks the catalogue at most a few times for %#', (text) => {
    const { calls, lookups: counted } = countingLookups();
    parseIntent(text.slice(0, 500), counted);
    expect(calls.titles).toBeLessThanOrEqual(MAX_LOOKUPS_PER_KIND);
    expect(calls.directors).toBeLessThanOrEqual(MAX_LOOKUPS_PER_KIND);
  });

  it('still finds a title named after a couple of false starts', () => {
    expect(parse('like, like, movies like Alien').similarTo?.title).toBe('Alien');
  });
});
