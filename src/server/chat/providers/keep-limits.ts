import type { ChatTitle } from '@/shared/chat/chat-schemas';
import type { CatalogueIndex } from '../local/catalogue-index';
import type { Intent } from '../local/intent';
import { brokenRestrictions } from '../local/rank';

/**
 * The AI's linked picks, re-checked against the limits the request states (read by our own
 * parser): a title that breaks one is dropped, and the local recommender's picks, which keep
 * them all, fill the gap. Returns the titles and the names of those dropped.
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
  for (const title of linked) {
    const c = index.byKey.get(keyOf(title));
    if (c && brokenRestrictions(c, intent, index, watched).length > 0) dropped.push(title.title);
    else kept.push(title);
  }
  if (dropped.length === 0) return { titles: linked, dropped };
  const have = new Set(kept.map(keyOf));
  const fill = localPicks.filter((t) => !have.has(keyOf(t))).slice(0, dropped.length);
  return { titles: [...kept, ...fill], dropped };
}
