import type { AiringEpisode, AiringSource, SeriesAiring } from '@/server/catalog/airing-source';
import { withCatalogLanguage } from '@/server/catalog/catalog-language';
import type {
  CalendarEpisode,
  CalendarEpisodesAnswer,
  EpisodeLabel,
} from '@/shared/calendar/calendar-api';
import type { Language } from '@/shared/i18n/languages';
import type { KidsSeries } from './kids-series';

/**
 * The episodes of series on the air (issue 34), for the calendar page, the iCal feed and the
 * new-episode notices. Reads the catalogue's air dates (catalog/airing-source.ts: TMDB's
 * `tv/{id}` and `tv/{id}/season/{n}`, cached an hour at most, through the catalogue's upstream
 * admission when a request is being answered) in the language asked.
 *
 * For the notices branch:
 * - `episodesInWindow(ids, { from, to }, language)`: every episode whose air date lies in
 *   [from, to] (YYYY-MM-DD, both included), labelled and sorted as the calendar shows them.
 * - `seriesEpisodes(ids, language, today)`: per series, the aired episodes (air date ≤ today)
 *   of its latest aired season, in order, and the last one aired: what 'caught up' is judged
 *   by (the person has watched the last aired episode). Series that fail upstream are left out.
 */

/** Upstream calls at once for one request, so one calendar never floods TMDB. */
const CONCURRENCY = 6;
/** Seasons read per series for one window: the latest ones that overlap it. */
const MAX_SEASONS_PER_SERIES = 3;

interface Window {
  from: string;
  to: string;
}

interface SeriesAired {
  seriesId: number;
  seriesName: string;
  posterPath: string | null;
  /** The latest aired season's episodes up to today, in order. */
  episodes: CalendarEpisode[];
  lastAired: CalendarEpisode | null;
}

export interface EpisodeService {
  /** `kids`: for a kids profile, whose answer leaves out every series the kids rule hides. */
  episodesInWindow(
    ids: readonly number[],
    window: Window,
    language: Language,
    kids?: boolean,
  ): Promise<CalendarEpisodesAnswer>;
  seriesEpisodes(ids: readonly number[], language: Language, today: string): Promise<SeriesAired[]>;
}

const ENDED = new Set(['Ended', 'Canceled']);

/** Runs `work` over `items`, at most `limit` at a time; each outcome in its item's place. */
async function settledPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
) {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The regular seasons (specials, season 0, left out) whose episodes may fall in the window. */
function seasonsOverlapping(series: SeriesAiring, window: Window): number[] {
  const regular = series.seasons.filter((s) => s.season > 0).sort((a, b) => a.season - b.season);
  const wanted = new Set<number>();
  regular.forEach((season, index) => {
    const following = regular[index + 1];
    // A season runs from its first air date until the next one starts (or on, for the last).
    const startsInTime = season.airDate === null || season.airDate <= window.to;
    const stillRunning = !following?.airDate || following.airDate >= window.from;
    if (startsInTime && stillRunning) wanted.add(season.season);
  });
  for (const known of [series.lastEpisode, series.nextEpisode])
    if (known && known.season > 0 && inWindow(known.airDate, window)) wanted.add(known.season);
  // The latest first: far future seasons without dates matter less than the running one.
  return [...wanted].sort((a, b) => b - a).slice(0, MAX_SEASONS_PER_SERIES);
}

function inWindow(date: string | null, window: Window): date is string {
  return date !== null && date >= window.from && date <= window.to;
}

/**
 * The label an episode gets: the first of the series or of a season, the last of a series that
 * ended or was cancelled, a season's finale (TMDB's `episode_type: finale`).
 */
function labelOf(episode: AiringEpisode, series: SeriesAiring): EpisodeLabel {
  if (episode.episode === 1) return episode.season === 1 ? 'series-premiere' : 'season-premiere';
  if (ENDED.has(series.status) && isLastOfSeries(episode, series)) return 'series-finale';
  if (episode.type === 'finale') return 'season-finale';
  return null;
}

function isLastOfSeries(episode: AiringEpisode, series: SeriesAiring) {
  const last = series.lastEpisode;
  if (last) return last.season === episode.season && last.episode === episode.episode;
  const final = series.seasons.filter((s) => s.season > 0).sort((a, b) => b.season - a.season)[0];
  return (
    final !== undefined && final.season === episode.season && final.episodeCount === episode.episode
  );
}

function toCalendar(
  episode: AiringEpisode & { airDate: string },
  series: SeriesAiring,
): CalendarEpisode {
  return {
    seriesId: series.id,
    seriesName: series.name,
    posterPath: series.posterPath,
    season: episode.season,
    episode: episode.episode,
    title: episode.title,
    airDate: episode.airDate,
    label: labelOf(episode, series),
  };
}

/** Air date, then series name, season, episode. */
function calendarOrder(a: CalendarEpisode, b: CalendarEpisode) {
  return (
    a.airDate.localeCompare(b.airDate) ||
    a.seriesName.localeCompare(b.seriesName) ||
    a.seriesId - b.seriesId ||
    a.season - b.season ||
    a.episode - b.episode
  );
}

/**
 * `forKids` narrows a kids profile's series (kids-series.ts); without it a kids profile gets no
 * episodes at all, never a grown-up's.
 */
export function createEpisodeService(
  airing: AiringSource,
  forKids: KidsSeries = async () => [],
): EpisodeService {
  /** One series' episodes in the window; a season that fails falls back on next/last. */
  async function seriesInWindow(id: number, window: Window): Promise<CalendarEpisode[]> {
    const series = await airing.series(id);
    if (!series) return [];
    const found = new Map<string, CalendarEpisode>();
    const add = (episode: AiringEpisode) => {
      const { airDate } = episode;
      if (episode.season <= 0 || !inWindow(airDate, window)) return;
      found.set(
        `${episode.season}:${episode.episode}`,
        toCalendar({ ...episode, airDate }, series),
      );
    };
    const seasons = await settledPool(seasonsOverlapping(series, window), 2, (n) =>
      airing.season(id, n),
    );
    for (const season of seasons)
      if (season.status === 'fulfilled') season.value?.episodes.forEach(add);
    // Known without the season's page (one that failed, or a date TMDB has only there).
    for (const known of [series.lastEpisode, series.nextEpisode])
      if (known && !found.has(`${known.season}:${known.episode}`)) add(known);
    return [...found.values()];
  }

  return {
    episodesInWindow(ids, window, language, kids = false) {
      return withCatalogLanguage(language, async () => {
        const unique = [...new Set(ids)];
        const shown = kids ? await forKids(unique) : unique;
        const results = await settledPool(shown, CONCURRENCY, (id) => seriesInWindow(id, window));
        const failures = results.filter((r) => r.status === 'rejected');
        // Every series failed upstream: the catalogue's own answer (503/502) says why.
        if (failures.length > 0 && failures.length === results.length) {
          throw (failures[0] as PromiseRejectedResult).reason;
        }
        const episodes = results
          .flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
          .sort(calendarOrder);
        return { source: airing.name, episodes };
      });
    },

    seriesEpisodes(ids, language, today) {
      return withCatalogLanguage(language, async () => {
        const results = await settledPool([...new Set(ids)], CONCURRENCY, async (id) => {
          const series = await airing.series(id);
          if (!series) return null;
          const lastSeason = series.lastEpisode?.season;
          const season = lastSeason ? await airing.season(id, lastSeason) : null;
          const aired = (season?.episodes ?? [])
            .filter(
              (e): e is AiringEpisode & { airDate: string } =>
                e.airDate !== null && e.airDate <= today,
            )
            .sort((a, b) => a.episode - b.episode)
            .map((e) => toCalendar(e, series));
          const last = series.lastEpisode;
          const lastAired =
            aired.at(-1) ??
            (last?.airDate ? toCalendar({ ...last, airDate: last.airDate }, series) : null);
          return {
            seriesId: series.id,
            seriesName: series.name,
            posterPath: series.posterPath,
            episodes: aired,
            lastAired,
          } satisfies SeriesAired;
        });
        return results.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
      });
    },
  };
}
