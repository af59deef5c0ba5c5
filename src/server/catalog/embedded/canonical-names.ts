import { personKey } from './person-id';

/**
 * How the curated facts spell each person (issue 30), by their person key. The data set's
 * director field predates them and often drops accents or spells a particle differently
 * ('Pedro Almodovar', 'Guillermo Del Toro'): such a name takes the curated spelling, so a
 * person reads the same on every title. When the curated rows themselves disagree, the data
 * check fails (facts-check.test.ts); until fixed, the most used spelling wins, then the one with
 * accents, then the first in code-point order, so the choice never depends on row order.
 */
export function canonicalNames(curatedNames: Iterable<string>): (name: string) => string {
  const counts = new Map<string, Map<string, number>>();
  for (const name of curatedNames) {
    const key = personKey(name);
    if (!counts.has(key)) counts.set(key, new Map());
    const spellings = counts.get(key)!;
    spellings.set(name, (spellings.get(name) ?? 0) + 1);
  }
  const chosen = new Map<string, string>();
  const accents = (name: string) => name.normalize('NFKD').length - name.length;
  for (const [key, spellings] of counts) {
    const [best] = [...spellings].sort(
      ([a, n], [b, m]) => m - n || accents(b) - accents(a) || (a < b ? -1 : a > b ? 1 : 0),
    );
    chosen.set(key, best![0]);
  }
  return (name) => chosen.get(personKey(name)) ?? name;
}
