import { useState } from 'react';
import { useSearchParams } from '@/client/lib/router/router';
import { positiveInt } from '../utils/seasons';

/**
 * The chosen season and episode live in the URL (`?season=2&episode=3`), so a link shares the
 * exact episode. Without either in the URL the page opens on the season of Up Next (what WATCH
 * plays) and highlights its episode, so the hero and the list agree; that season is kept while
 * the page is open, so marking a season watched does not swap the list under the pointer. A
 * season that the series does not have falls back to its first regular season; the episode
 * defaults to 1. Choices replace the history entry, so Back leaves the page instead of stepping
 * through every click.
 */
export function useEpisodeSelection(
  seasonNumbers: readonly number[],
  upNext: { season: number; episode: number } | null = null,
) {
  const [params, setParams] = useSearchParams();
  const chosen = params.has('season') || params.has('episode');
  const [firstUpNextSeason] = useState(upNext?.season ?? null);
  const requested = positiveInt(params.get('season')) ?? (chosen ? null : firstUpNextSeason);
  const season =
    requested !== null && seasonNumbers.includes(requested)
      ? requested
      : (seasonNumbers[0] ?? null);
  const named = positiveInt(params.get('episode'));
  // Without a choice, WATCH is Up Next; the list highlights it only when it is in this season.
  const watch = chosen || season === null ? null : upNext;
  const episode = named ?? (watch && watch.season === season ? watch.episode : chosen ? 1 : null);

  const update = (changes: Record<string, string>, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace },
    );

  return {
    season,
    /** The highlighted episode; null when Up Next lies in another season than the one shown. */
    episode,
    /** What WATCH opens: the episode named in the URL (chosen here, or a shared link), else Up Next. */
    upNext: watch,
    /** Changing season resets the episode to 1 (docs/product.md#series-page). */
    selectSeason: (n: number) => update({ season: String(n), episode: '1' }, true),
    /** The season shown goes into the URL too: it may be Up Next's, not the first one. */
    selectEpisode: (n: number) =>
      update(
        season === null ? { episode: String(n) } : { season: String(season), episode: String(n) },
        true,
      ),
    /** Opens the player overlay, which reads these parameters; `fromStart` skips the resume. */
    play: (s: number, e: number, fromStart = false) =>
      update(
        {
          play: '1',
          season: String(s),
          episode: String(e),
          ...(fromStart ? { from: 'start' } : {}),
        },
        false,
      ),
  };
}
