import type { ChatTitle } from '@/shared/chat/chat-schemas';
import type { Candidate, CatalogueIndex } from '../local/catalogue-index';
import { titleKey } from '../local/text-match';

const MAX_LINKED = 10;

/**
 * Finds the titles an AI answer names and links those that exist in the embedded catalogue;
 * names it does not know stay plain text. It reads "Title (1999)", quoted and bold titles.
 */
export function linkTitles(text: string, index: CatalogueIndex): ChatTitle[] {
  const found = new Map<string, Candidate>();
  const add = (c: Candidate | undefined) => {
    if (c && found.size < MAX_LINKED) found.set(c.key, c);
  };
  for (const m of text.matchAll(/([^\n()"“”]{1,90}?)\s*\((\d{4})\)/g)) {
    add(longestTitleSuffix(m[1] ?? '', Number(m[2]), index));
  }
  for (const m of text.matchAll(/["“*]{1,2}([^"“”*\n]{1,90})["”*]{1,2}/g)) {
    add(bestOf(index.byTitle.get(titleKey(m[1] ?? '')), null));
  }
  return [...found.values()].map((c) => ({
    id: c.id,
    media_type: c.media_type,
    title: c.title,
    poster_path: c.poster_path,
  }));
}

/** "I recommend Alien" (1979) → Alien: the longest run of final words that is a known title. */
function longestTitleSuffix(phrase: string, year: number, index: CatalogueIndex) {
  const words = phrase
    .replace(/^[\s\-–—*•\d.:)]+/, '')
    .trim()
    .split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    const match = bestOf(index.byTitle.get(titleKey(words.slice(start).join(' '))), year);
    if (match) return match;
  }
  return undefined;
}

/** Among titles with one name, the one from the year given (±1), else the best known. */
function bestOf(list: Candidate[] | undefined, year: number | null) {
  if (!list?.length) return undefined;
  if (year !== null) {
    const sameYear = list.find((c) => c.year !== null && Math.abs(c.year - year) <= 1);
    if (sameYear) return sameYear;
  }
  return list.reduce((best, c) => (c.popularity > best.popularity ? c : best));
}
