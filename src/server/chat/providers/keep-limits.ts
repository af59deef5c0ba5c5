import type { ChatTitle } from '@/shared/chat/chat-schemas';
import type { CatalogueIndex } from '../local/catalogue-index';
import type { Intent } from '../local/intent';
import { brokenRestrictions } from '../local/rank';

/**
 * The AI's linked picks, re-checked against what the request asks (read by our own parser): its
 * limits, its mood's facts, its format, and nothing the person has seen unless asked again. A
 * title that breaks one is dropped, and the local recommender's picks, which keep them all, fill
 * the gap. Returns the titles, the names of those dropped for a rule, and how many were dropped
 * only as seen.
 */
export function keepLimits(
  linked: ChatTitle[],
  intent: Intent,
  index: CatalogueIndex,
  watched: ReadonlySet<string>,
  localPicks: ChatTitle[],
) {
  const keyOf = (t: ChatTitle) => `${t.media_type}:${t.id}`;
  const kept: ChatTitle[] = [];
  const dropped: string[] = [];
  let seen = 0;
  for (const title of linked) {
    const c = index.byKey.get(keyOf(title));
    const broken = c ? brokenRestrictions(c, intent, index, watched) : [];
    if (c && intent.mediaType && c.media_type !== intent.mediaType) broken.push('format');
    if (broken.length === 0) kept.push(title);
    else if (broken.every((rule) => rule === 'unwatched')) seen++;
    else dropped.push(title.title);
  }
  if (dropped.length === 0 && seen === 0) return { titles: linked, dropped, seen };
  const have = new Set(kept.map(keyOf));
  const fill = localPicks.filter((t) => !have.has(keyOf(t))).slice(0, dropped.length + seen);
  return { titles: [...kept, ...fill], dropped, seen };
}
