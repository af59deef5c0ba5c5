import type { PersonCredit, PersonDetail } from '@/shared/catalog/person-schemas';
import { titleDate } from '@/shared/catalog/title-name';

export interface PersonTitle {
  title: PersonCredit;
  /** What they did on it: 'Actor', 'Director', 'Director, Actor'… */
  roles: string[];
}

/**
 * A person's films and series as one list, newest first (docs/product.md#person-page): a title
 * they both acted in and directed appears once with both roles; a title without a date last.
 */
export function personTitles(person: PersonDetail): PersonTitle[] {
  const byKey = new Map<string, PersonTitle>();
  const add = (credit: PersonCredit, role: string) => {
    const key = `${credit.media_type}:${credit.id}`;
    const known = byKey.get(key);
    if (!known) byKey.set(key, { title: credit, roles: [role] });
    else if (!known.roles.includes(role)) known.roles.push(role);
  };
  for (const credit of person.combined_credits.crew) add(credit, credit.job || 'Crew');
  for (const credit of person.combined_credits.cast) add(credit, 'Actor');
  return [...byKey.values()].sort((a, b) => {
    const da = titleDate(a.title) || '';
    const db = titleDate(b.title) || '';
    return db.localeCompare(da);
  });
}
