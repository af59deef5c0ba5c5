import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PersonCredit, PersonDetail } from '@/shared/catalog/person-schemas';
import { titleDate } from '@/shared/catalog/title-name';

export interface PersonTitle {
  title: PersonCredit;
  /**
   * What they did on it: 'Actor', 'Director', 'Director, Actor'… A crew job is the catalogue's
   * word; 'Actor' and 'Crew' (a job without a name) are ours, to translate (`t(role)`).
   */
  roles: (string | MessageDescriptor)[];
}

const ACTOR = msg({ message: 'Actor', comment: "A person's role on a title" });
const CREW = msg({
  message: 'Crew',
  comment: "A person's role on a title, when the job has no name",
});

/**
 * A person's films and series as one list, newest first (docs/product.md#person-page): a title
 * they both acted in and directed appears once with both roles; a title without a date last.
 */
export function personTitles(person: PersonDetail): PersonTitle[] {
  const byKey = new Map<string, PersonTitle>();
  const add = (credit: PersonCredit, role: string | MessageDescriptor) => {
    const key = `${credit.media_type}:${credit.id}`;
    const known = byKey.get(key);
    if (!known) byKey.set(key, { title: credit, roles: [role] });
    else if (!known.roles.includes(role)) known.roles.push(role);
  };
  for (const credit of person.combined_credits.crew) add(credit, credit.job || CREW);
  for (const credit of person.combined_credits.cast) add(credit, ACTOR);
  return [...byKey.values()].sort((a, b) => {
    const da = titleDate(a.title) || '';
    const db = titleDate(b.title) || '';
    return db.localeCompare(da);
  });
}
