import type { EmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { filmSummary, seriesSummary } from '@/server/catalog/embedded/to-summary';
import type { TitleSummary } from '@/shared/catalog/title-schemas';
import { titleName } from '@/shared/catalog/title-name';
import type { MatchLookup } from './match-titles';
import { titleKey } from './normalise-title';

/**
 * Matching on the embedded catalogue: an index by title key, built once, so a 10,000-row
 * import is 10,000 map lookups. Series carry their real TMDB ids; films have ids hashed from
 * title and year (docs/product.md#catalogue-and-data-sources), so a film's TMDB id is never
 * compared with them (it could only collide by chance), and the data set has no IMDb ids.
 */
export function embeddedMatchLookup(catalogue: EmbeddedCatalogue): MatchLookup {
  const byKey = new Map<string, TitleSummary[]>();
  const titles: TitleSummary[] = [
    ...catalogue.films.map(filmSummary),
    ...catalogue.series.map(seriesSummary),
  ];
  for (const title of titles) {
    const key = titleKey(titleName(title));
    const list = byKey.get(key);
    if (list) list.push(title);
    else byKey.set(key, [title]);
  }
  return {
    byTmdbId: async (id, type) => {
      const series = type === 'tv' ? catalogue.seriesById.get(id) : undefined;
      return series ? seriesSummary(series) : null;
    },
    byImdbId: async () => [],
    byTitle: async (title) => byKey.get(titleKey(title)) ?? [],
  };
}
