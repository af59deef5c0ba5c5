import { normalise } from '@/server/catalog/rank-search-results';
import type { EmbeddedPerson, PeopleIndex } from './people-index';

interface Entry {
  person: EmbeddedPerson;
  name: string;
  words: string[];
}

/**
 * Finds people by name as the title search finds titles: the whole query inside the name, or
 * every query word starting one of its words ("cill murph" finds Cillian Murphy). Exact names
 * first, then names that start with the query, then the people with the most credits.
 */
export function createPeopleSearch(people: PeopleIndex) {
  const entries: Entry[] = people.people.map((person) => {
    const name = normalise(person.name);
    return { person, name, words: name.split(' ') };
  });
  return function search(query: string): EmbeddedPerson[] {
    const q = normalise(query);
    // One letter would match half the catalogue's people; nobody searches for a person by it.
    if (q.length < 2) return [];
    const terms = q.split(' ');
    const hits: { person: EmbeddedPerson; tier: number }[] = [];
    for (const entry of entries) {
      if (!entry.name.includes(q) && !terms.every((t) => entry.words.some((w) => w.startsWith(t))))
        continue;
      const tier = entry.name === q ? 0 : entry.name.startsWith(q) ? 1 : 2;
      hits.push({ person: entry.person, tier });
    }
    return hits
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          b.person.credits.length - a.person.credits.length ||
          a.person.id - b.person.id,
      )
      .map(({ person }) => person);
  };
}
