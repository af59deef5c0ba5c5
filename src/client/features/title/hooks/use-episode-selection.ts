import { useSearchParams } from '@/client/lib/router/router';
import { positiveInt } from '../utils/seasons';

/**
 * The chosen season and episode live in the URL (`?season=2&episode=3`), so a link shares the
 * exact episode. A season that the series does not have falls back to its first regular season;
 * the episode defaults to 1. Choices replace the history entry, so Back leaves the page instead
 * of stepping through every click.
 */
export function useEpisodeSelection(seasonNumbers: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const requested = positiveInt(params.get('season'));
  const season =
    requested !== null && seasonNumbers.includes(requested)
      ? requested
      : (seasonNumbers[0] ?? null);
  const episode = positiveInt(params.get('episode')) ?? 1;

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
    episode,
    /** A season or episode named in the URL (chosen here, or a shared link) beats Up Next. */
    chosen: params.has('season') || params.has('episode'),
    /** Changing season resets the episode to 1 (docs/product.md#series-page). */
    selectSeason: (n: number) => update({ season: String(n), episode: '1' }, true),
    selectEpisode: (n: number) => update({ episode: String(n) }, true),
    /** Opens the player overlay (its own issue), which reads these parameters. */
    play: (s: number, e: number) =>
      update({ play: '1', season: String(s), episode: String(e) }, false),
  };
}
