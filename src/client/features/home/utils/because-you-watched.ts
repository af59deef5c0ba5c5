import type { MovieSummary } from '@/shared/catalog/title-schemas';
import type { HistoryEntry } from '@/shared/library/record-schemas';
import { isFinishedPercent, type WatchTarget } from '@/client/library/rules/watched-rule';

/** The row shows as many cards as More like this on a title page. */
const ROW_LIMIT = 12;

/** Films finished by the watched rule: a mark, or a history entry played to 90 % or more. */
export function finishedFilms(
  history: readonly HistoryEntry[],
  marks: readonly WatchTarget[],
): Set<number> {
  const films = new Set(marks.filter((mark) => mark.type === 'movie').map((mark) => mark.id));
  for (const entry of history) {
    if (entry.media_type === 'movie' && isFinishedPercent(entry.progress ?? 0)) films.add(entry.id);
  }
  return films;
}

/**
 * The film 'Because you watched' is about (docs/product.md#home-view): the most recent entry of
 * the watch history that is a finished film. Series have no recommendations in the catalogue.
 * Null when there is none, and then the row is not shown.
 */
export function seedFilm(
  history: readonly HistoryEntry[],
  finished: ReadonlySet<number>,
): HistoryEntry | null {
  let seed: HistoryEntry | null = null;
  for (const entry of history) {
    if (entry.media_type !== 'movie' || !finished.has(entry.id)) continue;
    if (!seed || entry.watchedAt > seed.watchedAt) seed = entry;
  }
  return seed;
}

/** The catalogue's recommendations less what the viewer watched or saved, in its order. */
export function unseenRecommendations(
  recommendations: readonly MovieSummary[],
  finished: ReadonlySet<number>,
  savedFilms: ReadonlySet<number>,
): MovieSummary[] {
  return recommendations
    .filter((movie) => !finished.has(movie.id) && !savedFilms.has(movie.id))
    .slice(0, ROW_LIMIT);
}
