import type { Episode, Season, SeasonSummary } from '@/shared/catalog/detail-schemas';
import type { EmbeddedSeries } from './embedded-catalogue';
import { artPaths } from './art-paths';
import { seededInt, seededUnit } from './stable-hash';
import { translate } from '@/server/i18n/server-messages';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';
import { EPISODES } from './overview-messages';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The table knows the first air date, not every season's. Seasons are therefore scheduled one
 * year apart from it, on the same day; broadcast episodes a week apart, streaming seasons all
 * on one day. An approximation, stated as such in the README.
 */
function seasonAirDate(series: EmbeddedSeries, seasonNumber: number): string {
  const year = Number(series.first_air_date.slice(0, 4)) + seasonNumber - 1;
  return `${year}${series.first_air_date.slice(4)}`;
}

function episodeAirDate(series: EmbeddedSeries, season: number, episode: number): string {
  const start = Date.parse(`${seasonAirDate(series, season)}T00:00:00Z`);
  const offset = series.release === 'weekly' ? (episode - 1) * 7 * DAY_MS : 0;
  return new Date(start + offset).toISOString().slice(0, 10);
}

/**
 * docs/product.md#catalogue-and-data-sources: embedded episodes run 40-59 minutes, "random" but
 * fixed per episode id.
 */
function episodeRuntime(episodeId: string): number {
  return seededInt(`runtime|${episodeId}`, 40, 59);
}

function seasonId(series: EmbeddedSeries, seasonNumber: number) {
  return series.id * 100 + seasonNumber;
}

/** 'Season 2' in `language`. */
function seasonName(seasonNumber: number, language: Language) {
  return translate(language, EPISODES.season, { number: String(seasonNumber) });
}

export function seasonSummaries(
  series: EmbeddedSeries,
  language: Language = DEFAULT_LANGUAGE,
): SeasonSummary[] {
  return series.episodes_per_season.map((count, i) => ({
    id: seasonId(series, i + 1),
    season_number: i + 1,
    episode_count: count,
    name: seasonName(i + 1, language),
    air_date: seasonAirDate(series, i + 1),
    poster_path: series.poster_path,
    overview: '',
  }));
}

/**
 * A regular season with its episodes, or null when the series has no such season; its names and
 * overviews in `language`.
 */
export function buildSeason(
  series: EmbeddedSeries,
  seasonNumber: number,
  language: Language = DEFAULT_LANGUAGE,
): Season | null {
  const count = series.episodes_per_season[seasonNumber - 1];
  if (count === undefined || seasonNumber < 1) return null;
  const episodes: Episode[] = [];
  for (let e = 1; e <= count; e++) {
    const id = `${series.id}-${seasonNumber}-${e}`;
    const rating = series.vote_average + (seededUnit(`rating|${id}`) - 0.5) * 1.2;
    episodes.push({
      id,
      episode_number: e,
      season_number: seasonNumber,
      name: translate(language, EPISODES.episode, { number: String(e) }),
      overview: translate(language, EPISODES.overview, {
        season: String(seasonNumber),
        episode: String(e),
        count: String(count),
        series: series.name,
      }),
      still_path: artPaths.still(series.id, seasonNumber, e),
      air_date: episodeAirDate(series, seasonNumber, e),
      runtime: episodeRuntime(id),
      vote_average: Math.round(Math.min(10, Math.max(0, rating)) * 10) / 10,
    });
  }
  return {
    id: seasonId(series, seasonNumber),
    name: seasonName(seasonNumber, language),
    season_number: seasonNumber,
    air_date: seasonAirDate(series, seasonNumber),
    overview: '',
    poster_path: series.poster_path,
    episodes,
  };
}
