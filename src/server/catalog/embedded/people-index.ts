import type { EmbeddedFilm, EmbeddedSeries } from './embedded-catalogue';
import { PERSON_ID_BASE, PERSON_ID_SPAN, personId, personKey } from './person-id';

/** What a person did on one title. */
export type PersonJob = 'Actor' | 'Director' | 'Creator';

interface PersonCredit {
  media_type: 'movie' | 'tv';
  id: number;
  job: PersonJob;
  /** Billing position among the title's cast (0 first); 0 for crew. */
  order: number;
}

export interface EmbeddedPerson {
  id: number;
  name: string;
  credits: PersonCredit[];
}

export interface PeopleIndex {
  byId: ReadonlyMap<number, EmbeddedPerson>;
  /** The person id of a name as any title writes it (case and accents ignored). */
  idOf(name: string): number | null;
  people: readonly EmbeddedPerson[];
}

/**
 * Everyone the catalogue names (cast, directors, creators), one entry per person. A person is
 * their name compared as search compares it, so 'Zoë Kravitz' and 'Zoe Kravitz' would be one
 * person (the data check refuses such a second spelling). Ids are hashed from that name; two
 * different names that hash alike are told apart by probing, in name order, so the result is
 * the same on every start.
 */
export function buildPeopleIndex(
  films: readonly EmbeddedFilm[],
  series: readonly EmbeddedSeries[],
): PeopleIndex {
  const byKey = new Map<string, { name: string; credits: PersonCredit[] }>();
  const add = (name: string, credit: PersonCredit) => {
    const key = personKey(name);
    if (key === '') return;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { name, credits: [] }));
    // One credit per title and job, even if a row names someone twice.
    if (
      !entry.credits.some(
        (c) => c.id === credit.id && c.media_type === credit.media_type && c.job === credit.job,
      )
    )
      entry.credits.push(credit);
  };
  for (const f of films) {
    f.cast.forEach((name, order) =>
      add(name, { media_type: 'movie', id: f.id, job: 'Actor', order }),
    );
    for (const name of f.directors)
      add(name, { media_type: 'movie', id: f.id, job: 'Director', order: 0 });
  }
  for (const s of series) {
    s.cast.forEach((name, order) => add(name, { media_type: 'tv', id: s.id, job: 'Actor', order }));
    for (const name of s.creators)
      add(name, { media_type: 'tv', id: s.id, job: 'Creator', order: 0 });
  }

  const used = new Set<number>();
  const idByKey = new Map<string, number>();
  const byId = new Map<number, EmbeddedPerson>();
  for (const key of [...byKey.keys()].sort()) {
    const entry = byKey.get(key)!;
    let id = personId(entry.name);
    while (used.has(id)) id = id + 1 >= PERSON_ID_BASE + PERSON_ID_SPAN ? PERSON_ID_BASE : id + 1;
    used.add(id);
    idByKey.set(key, id);
    byId.set(id, { id, name: entry.name, credits: entry.credits });
  }
  return {
    byId,
    idOf: (name) => idByKey.get(personKey(name)) ?? null,
    people: [...byId.values()],
  };
}
