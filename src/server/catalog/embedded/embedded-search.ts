import { normalise, rankSearchResults } from '@/server/catalog/rank-search-results';
import type { MediaType, TitleSummary } from '@/shared/catalog/title-schemas';
import { titleName } from '@/shared/catalog/title-name';

interface Entry {
  item: TitleSummary;
  name: string;
  words: string[];
}

/**
 * Title search over the embedded catalogue. A title matches when the whole query appears in
 * it, or when every query word starts one of its words ("dark knight" finds "The Dark
 * Knight"). Titles are normalised once; a search is one linear pass over ~3,200 titles.
 */
export function createSearchIndex(items: readonly TitleSummary[]) {
  const entries: Entry[] = items.map((item) => {
    const name = normalise(titleName(item));
    return { item, name, words: name.split(' ') };
  });

  return function search(scope: MediaType | 'multi', query: string): TitleSummary[] {
    const q = normalise(query);
    if (q === '') return [];
    const terms = q.split(' ');
    const hits: TitleSummary[] = [];
    for (const entry of entries) {
      if (scope !== 'multi' && entry.item.media_type !== scope) continue;
      if (entry.name.includes(q) || terms.every((t) => entry.words.some((w) => w.startsWith(t)))) {
        hits.push(entry.item);
      }
    }
    return rankSearchResults(query, hits);
  };
}
