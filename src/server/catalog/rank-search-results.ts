import type { TitleSummary } from '@/shared/catalog/title-schemas';
import { titleName } from '@/shared/catalog/title-name';

/**
 * One relevance order for every search (home, browse pages, both sources): exact title
 * matches, then prefix matches, then word-prefix matches, then the rest; popularity breaks ties.
 * Movies and series are mixed by relevance, never "movies then TV".
 */
export function rankSearchResults<T extends TitleSummary>(query: string, results: T[]): T[] {
  const q = normalise(query);
  const tier = (t: T) => {
    const name = normalise(titleName(t));
    if (name === q) return 0;
    if (name.startsWith(q)) return 1;
    if (name.split(' ').some((word) => word.startsWith(q))) return 2;
    return 3;
  };
  return results
    .map((t) => ({ t, tier: tier(t) }))
    .sort((a, b) => a.tier - b.tier || b.t.popularity - a.t.popularity)
    .map(({ t }) => t);
}

export function normalise(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
