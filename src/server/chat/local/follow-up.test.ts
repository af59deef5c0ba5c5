import { SHADES, shiftShades } from './shades';
import { describe, expect, it } from 'vitest';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { indexCatalogue } from './catalogue-index';
import type { Turn } from './follow-up';
import { recommendLocally } from './local-recommender';

const catalogue = getEmbeddedCatalogue();
const index = indexCatalogue(catalogue);

/** Plays a conversation; returns each answer with the catalogue entries of its titles. */
function converse(...messages: string[]) {
  const turns: Turn[] = [];
  return messages.map((text) => {
    const answer = recommendLocally(catalogue, text, { seed: 5, turns: turns.slice(-10) });
    const titles = answer.titles.map(({ id, media_type }) => ({ id, media_type }));
    turns.push(
      { role: 'user', text, titles: [] },
      { role: 'assistant', text: answer.text, titles },
    );
    return { ...answer, picks: titles.map((t) => index.byKey.get(`${t.media_type}:${t.id}`)!) };
  });
}
const keys = (picks: { key: string }[]) => picks.map((p) => p.key);

describe('follow-ups on the local recommender', () => {
  it('"more" keeps the request and shows nothing twice', () => {
    const [first, more] = converse('a scary movie from the 90s', 'more');
    expect(more!.picks).toHaveLength(3);
    for (const p of more!.picks) {
      expect(keys(first!.picks)).not.toContain(p.key);
      expect(p.year).toBeGreaterThanOrEqual(1990);
      expect(p.year).toBeLessThanOrEqual(1999);
      expect([...p.genreIds].some((g) => g === 27 || g === 53)).toBe(true);
    }
  });

  it('"older" answers the same request with titles older than every title shown', () => {
    const [first, older] = converse('a funny movie', 'older');
    const oldest = Math.min(...first!.picks.map((p) => p.year!));
    expect(older!.picks.length).toBeGreaterThan(0);
    for (const p of older!.picks) {
      expect(p.year!).toBeLessThan(oldest);
      expect(p.genreIds.has(35)).toBe(true);
    }
  });

  it('"shorter" keeps to less than the shortest known runtime shown', () => {
    const [first, shorter] = converse('a drama over 2 hours', 'shorter');
    const shortest = Math.min(...first!.picks.map((p) => p.runtime!));
    expect(shorter!.picks.length).toBeGreaterThan(0);
    for (const p of shorter!.picks) expect(p.runtime!).toBeLessThan(shortest);
  });

  it('"like the second one" takes the second title of the last answer as the seed', () => {
    const [first, like] = converse('a sci-fi movie', 'like the second one');
    const second = first!.picks[1]!;
    expect(like!.text).toContain(`Since you liked ${second.title}`);
    expect(keys(like!.picks)).not.toContain(second.key);
  });

  it('"not that one" and "something else" leave out everything shown so far', () => {
    const [a, b, c] = converse('a western', 'not that one', 'something else');
    const shown = [...keys(a!.picks), ...keys(b!.picks)];
    expect(c!.picks.length).toBeGreaterThan(0);
    for (const p of [...b!.picks, ...c!.picks]) expect(p.genreIds.has(37)).toBe(true);
    for (const p of c!.picks) expect(shown).not.toContain(p.key);
  });

  it('follows up in the language of the conversation', () => {
    const [, more] = converse('una comedia romántica', 'más');
    expect(more!.text).toMatch(/^(Aquí tienes|Mis 3 propuestas)/);
  });

  it('reads "more" with no conversation as a request it did not understand', () => {
    const [more] = converse('more');
    expect(more!.text).toMatch(/^Sorry, I didn't understand/);
  });
});

describe('shiftShades', () => {
  const shade = (key: string) => SHADES.find((s) => s.key === key)!;
  it('adds a new shade, and replaces the ones it contradicts', () => {
    const keysOf = (list: { key: string }[]) => list.map((s) => s.key);
    expect(keysOf(shiftShades([shade('lighter')], [shade('date')]))).toEqual(['lighter', 'date']);
    expect(keysOf(shiftShades([shade('lighter'), shade('date')], [shade('darker')]))).toEqual([
      'date',
      'darker',
    ]);
    expect(keysOf(shiftShades([shade('date')], [shade('friends')]))).toEqual(['friends']);
  });
});
