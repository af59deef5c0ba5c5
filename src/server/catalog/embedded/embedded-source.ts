import type { CatalogSource } from '@/server/catalog/catalog-source';
import type { ListKind, MediaType, Paged, TitleSummary } from '@/shared/catalog/title-schemas';
import { getEmbeddedCatalogue } from './embedded-catalogue';
import { createSearchIndex } from './embedded-search';
import { pageOf, rankLists } from './embedded-lists';
import { createPeopleSearch } from './people-search';
import { personDetail, personSummary } from './person-detail';
import { buildSeason } from './series-episodes';
import { movieDetail, tvDetail } from './title-details';

/** Detail answers are pure functions of the id, so they are kept after the first request. */
const DETAIL_CACHE_LIMIT = 4000;
const SEARCH_CACHE_LIMIT = 1000;

/**
 * The embedded catalogue (docs/product.md#catalogue-and-data-sources): films from vega-datasets
 * plus a curated series table. Everything that can be is computed once: ranked lists, their pages,
 * the search index. List pages are returned as the same objects every time, which lets the HTTP
 * layer reuse their serialised JSON.
 */
export function createEmbeddedSource(): CatalogSource {
  const catalogue = getEmbeddedCatalogue();
  const lists = rankLists(catalogue);
  const search = createSearchIndex([...lists.movie.popular, ...lists.tv.popular]);
  const pages = new Map<string, Paged<TitleSummary>>();
  const details = new Map<string, unknown>();
  const searches = new Map<string, Paged<TitleSummary>>();
  const searchPeople = createPeopleSearch(catalogue.people);

  const remember = <T>(key: string, make: () => T): T => {
    if (details.has(key)) return details.get(key) as T;
    const value = make();
    if (details.size >= DETAIL_CACHE_LIMIT) details.clear();
    details.set(key, value);
    return value;
  };

  const list = async (media: MediaType, kind: ListKind, page: number) => {
    const key = `${media}/${kind}/${page}`;
    let answer = pages.get(key);
    if (!answer) {
      answer = pageOf<TitleSummary>(lists[media][kind], page);
      pages.set(key, answer);
    }
    return answer;
  };

  return {
    name: 'embedded',
    list: list as CatalogSource['list'],
    movie: async (id) => remember(`movie/${id}`, () => movieDetail(catalogue, id)),
    tv: async (id) => remember(`tv/${id}`, () => tvDetail(catalogue, id)),
    season: async (tvId, seasonNumber) => {
      const series = catalogue.seriesById.get(tvId);
      return series
        ? remember(`season/${tvId}/${seasonNumber}`, () => buildSeason(series, seasonNumber))
        : null;
    },
    search: async (scope, query, page) => {
      // Popular queries repeat; keeping recent answers skips the scan and the ranking.
      const key = `${scope}|${page}|${query}`;
      let answer = searches.get(key);
      if (!answer) {
        answer = pageOf(search(scope, query), page);
        if (searches.size >= SEARCH_CACHE_LIMIT) searches.delete(searches.keys().next().value!);
        searches.set(key, answer);
      }
      return answer;
    },
    person: async (id) => remember(`person/${id}`, () => personDetail(catalogue, id)),
    searchPeople: async (query, page) => pageOf(searchPeople(query).map(personSummary), page),
    verify: async () => {
      if (catalogue.films.length === 0) throw new Error('The embedded catalogue has no films');
    },
  };
}
