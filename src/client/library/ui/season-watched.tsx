import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck } from 'lucide-react';
import { changeLibrary } from '@/client/library/actions/library-change';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { markEpisodesWatched } from '@/client/library/stores/watched-store';
import { watchedCountText } from '@/client/library/rules/season-watched';

/**
 * The chosen season's watched count ('3 of 10 watched') and 'Mark season watched'
 * (docs/product.md#series-page), which marks every listed episode in one write. Done, it stays
 * visible but disabled, so the count keeps its place.
 */
export function SeasonWatched({
  seriesId,
  season,
  episodes,
  watched,
}: {
  seriesId: number;
  season: number;
  episodes: readonly number[];
  watched: number;
}) {
  const { t } = useLingui();
  const all = episodes.length > 0 && watched >= episodes.length;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <p className="text-sm text-text-dim">{watchedCountText(watched, episodes.length, t)}</p>
      <button
        type="button"
        disabled={all}
        onClick={() =>
          changeLibrary(
            t({ message: `Marked season ${season} as watched.`, comment: '{season} is a number' }),
            [watchStateKeys.marks],
            () =>
              markEpisodesWatched(
                seriesId,
                episodes.map((episode) => ({ season, episode })),
              ),
          )
        }
        className={buttonStyles.secondary}
      >
        <CheckCheck aria-hidden="true" className="size-4" />
        <Trans comment="Button on a series page: mark every episode of the chosen season">
          Mark season watched
        </Trans>
      </button>
    </div>
  );
}
