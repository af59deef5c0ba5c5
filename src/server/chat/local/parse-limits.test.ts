import { describe, expect, it } from 'vitest';
import { LONG_MINUTES, SHORT_MINUTES } from './limits';
import { parseLimits } from './parse-limits';
import { normalize } from './text-match';

const parse = (text: string) => parseLimits(normalize(text), null);

describe('parseLimits', () => {
  it('reads running times: "under" excludes the number, "at most" and "no longer than" include it', () => {
    expect(parse('a short movie under 90 minutes').maxRuntime).toBe(89);
    expect(parse('less than 2 hours').maxRuntime).toBe(119);
    expect(parse('at most 100 minutes').maxRuntime).toBe(100);
    expect(parse('no longer than 100 minutes').maxRuntime).toBe(100);
    expect(parse('no longer than 100 minutes').minRuntime).toBeNull();
    expect(parse('over 3 hours').minRuntime).toBe(181);
    expect(parse('at least 2 hours').minRuntime).toBe(120);
    expect(parse('under an hour and a half').maxRuntime).toBe(89);
    expect(parse('something short').maxRuntime).toBe(SHORT_MINUTES - 1);
    expect(parse('a long drama').minRuntime).toBe(LONG_MINUTES + 1);
    expect(parse('a comedy, not too long').minRuntime).toBeNull();
    expect(parse('a comedy').maxRuntime).toBeNull();
  });

  it('reads ratings, with "above" strict and decimals written either way', () => {
    expect(parse('rated above 8').minRating).toBeCloseTo(8.01);
    expect(parse('rated 8 or more').minRating).toBe(8);
    expect(parse('rated at least 7.5').minRating).toBe(7.5);
    expect(parse('rating over 7,5').minRating).toBeCloseTo(7.51);
    expect(parse('a 7 or higher rating').minRating).toBe(7);
    expect(parse('rated R').minRating).toBeNull();
    expect(parse('a top rated film').minRating).toBeNull();
  });

  it('reads hidden gems, audiences, sequels and watched titles', () => {
    expect(parse('some hidden gems').hiddenGems).toBe(true);
    expect(parse('an underrated thriller').hiddenGems).toBe(true);
    expect(parse('something for kids').audience).toBe('kids');
    expect(parse('a family movie').audience).toBe('family');
    expect(parse('action, not too violent').audience).toBe('gentle');
    expect(parse('a thriller').audience).toBeNull();
    expect(parse('sci-fi, not a sequel').noSequels).toBe(true);
    expect(parse('no sequels please').noSequels).toBe(true);
    expect(parse("nothing I've already watched").unwatched).toBe(true);
    expect(parse("a drama I haven't seen").unwatched).toBe(true);
    expect(parse('a drama I have seen before').unwatched).toBe(false);
  });
});
