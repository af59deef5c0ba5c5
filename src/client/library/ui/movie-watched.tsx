import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Eye, EyeOff } from 'lucide-react';
import { changeLibrary } from '@/client/library/actions/library-change';
import { storageKeys } from '@/client/lib/storage-keys';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { recordHistory } from '@/client/library/stores/watch-history-store';
import { markWatched, unmarkFilm } from '@/client/library/stores/watched-store';

/** The 'Watched' badge of the movie page's hero. */
export function WatchedBadge() {
  return (
    <p className="mt-4 inline-flex items-center gap-1 rounded-full border border-ok/60 bg-ok/15 px-3 py-1 text-xs font-bold label-caps text-text">
      <Check aria-hidden="true" className="size-3.5" />
      <Trans comment="A mark on a watched title, in capitals">Watched</Trans>
    </p>
  );
}

/**
 * 'Mark as watched' / 'Mark as unwatched' (docs/product.md#movie-page). Marking also puts the
 * film in WATCH HISTORY at 100 %, as a finished play would. Unmarking (unmarkFilm) leaves the
 * history entry: it records that the film was played.
 */
export function MovieWatchedButton({ movie, watched }: { movie: MovieDetail; watched: boolean }) {
  const { t } = useLingui();
  const name = movie.title;
  const target = { id: movie.id, type: 'movie' as const };
  // Marks, history and (unmarking a finished film) its progress record: what Undo puts back.
  const keys = [
    watchStateKeys.marks,
    storageKeys.watchHistory,
    storageKeys.watchProgress('movie', movie.id),
  ];
  const toggle = () =>
    watched
      ? changeLibrary(
          t({
            message: `Marked ${name} as unwatched.`,
            comment: '{name} is a film or series name',
          }),
          keys,
          () => unmarkFilm(movie.id),
        )
      : changeLibrary(
          t({ message: `Marked ${name} as watched.`, comment: '{name} is a film or series name' }),
          keys,
          markNow,
        );
  const markNow = () => {
    const now = Date.now();
    markWatched(target, now);
    recordHistory({
      id: movie.id,
      media_type: 'movie',
      title: movie.title,
      poster_path: movie.poster_path,
      watchedAt: now,
      progress: 100,
      genre_ids: movie.genres.map((g) => g.id),
      // Kept so the Letterboxd export can give the year: history entries keep extra fields.
      release_date: movie.release_date,
    });
  };
  return (
    <button type="button" onClick={toggle} className={buttonStyles.secondary}>
      {watched ? (
        <EyeOff aria-hidden="true" className="size-4" />
      ) : (
        <Eye aria-hidden="true" className="size-4" />
      )}
      {watched
        ? t({ message: 'Mark as unwatched', comment: 'Button on a film page' })
        : t({ message: 'Mark as watched', comment: 'Button on a film page' })}
    </button>
  );
}
