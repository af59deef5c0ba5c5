import type { CatalogSource } from '@/server/catalog/catalog-source';
import { catalogLanguage } from '@/server/catalog/catalog-language';
import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';
import { notOnThisProfile } from '@/server/catalog/kids/not-on-this-profile';
import type { ListKind, MediaType, Paged, TitleSummary } from '@/shared/catalog/title-schemas';
import { getEmbeddedCatalogue, type EmbeddedCatalogue } from './embedded-catalogue';
import { createSearchIndex } from './embedded-search';
import { kidsView, type KidsView } from './embedded-kids';
import { pageOf, rankLists, type RankedLists } from './embedded-lists';
import { createPeopleSearch } from './people-search';
import { personDetail, personSummary } from './person-detail';
import { buildSeason } from './series-episodes';
import { movieDetail, tvDetail } from './title-details';
import { filmOverview, seriesOverview } from './to-summary';

/** Detail answers are pure functions of the id, so they are kept after the first request. */
const DETAIL_CACHE_LIMIT = 4000;
const SEARCH_CACHE_LIMIT = 1000;

/**
 * The embedded catalogue (docs/product.md#catalogue-and-data-sources): films from vega-datasets
 * plus a curated series table. Everything that can be is computed once: ranked lists, their pages,
 * the search index. List pages are returned as the same objects every time, which lets the HTTP
 * layer reuse their serialised JSON.
 *
 * `kids` is the same catalogue as a kids profile sees it (embedded-kids.ts): the same ranked
 * lists with every title that fails the kids rule taken out before paging, and a 403 for such a
 * title's details. It is built on first use and keeps its own pages and answers.
 *
 * Every answer is in the request's language (catalog-language.ts): the composed overviews and
 * the season and episode names are written in it (compose-overview.ts), and every kept answer
 * is kept under its language.
 */
export function createEmbeddedSource(): CatalogSource {
  const catalogue = getEmbeddedCatalogue();
  const lists = rankLists(catalogue);
  const source = embeddedView(catalogue, lists, null);
  let kids: CatalogSource | undefined;
  return Object.defineProperty(source, 'kids', {
    enumerable: true,
    get: () => (kids ??= embeddedView(catalogue, lists, kidsView(catalogue))),
  });
}

/** One view of the catalogue: everything (`kids` null), or what a kids profile may see. */
function embeddedView(
  catalogue: EmbeddedCatalogue,
  allLists: RankedLists,
  kids: KidsView | null,
): CatalogSource {
  const lists = kids ? kids.lists(allLists) : allLists;
  const search = createSearchIndex([...lists.movie.popular, ...lists.tv.popular]);
  const pages = new Map<string, Paged<TitleSummary>>();
  const details = new Map<string, unknown>();
  const searches = new Map<string, Paged<TitleSummary>>();
  const searchPeople = createPeopleSearch(kids ? kids.people : catalogue.people);
  const films = kids ? kids.films : catalogue.films;

  const remember = <T>(name: string, make: () => T): T => {
    const key = `${catalogLanguage()}:${name}`;
    if (details.has(key)) return details.get(key) as T;
    const value = make();
    if (details.size >= DETAIL_CACHE_LIMIT) details.clear();
    details.set(key, value);
    return value;
  };
  /** A title a kids profile may not open: 403, though the catalogue has it. */
  const refuse = (media: MediaType, id: number) => {
    if (kids && !kids.allows(media, id)) throw notOnThisProfile();
  };

  /** A summary with its overview in `language` (the ranked lists hold the English). */
  const inLanguage = (language: Language, item: TitleSummary): TitleSummary => {
    if (language === DEFAULT_LANGUAGE) return item;
    const title =
      item.media_type === 'movie'
        ? catalogue.filmById.get(item.id)
        : catalogue.seriesById.get(item.id);
    if (!title) return item;
    const overview =
      title.media_type === 'movie'
        ? filmOverview(title, language)
        : seriesOverview(title as (typeof catalogue.series)[number], language);
    return { ...item, overview };
  };
  const pageIn = (language: Language, items: readonly TitleSummary[], page: number) => {
    const answer = pageOf(items, page);
    return language === DEFAULT_LANGUAGE
      ? answer
      : { ...answer, results: answer.results.map((item) => inLanguage(language, item)) };
  };

  const list = async (media: MediaType, kind: ListKind, page: number) => {
    const language = catalogLanguage();
    const key = `${language}:${media}/${kind}/${page}`;
    let answer = pages.get(key);
    if (!answer) {
      answer = pageIn(language, lists[media][kind], page);
      pages.set(key, answer);
    }
    return answer;
  };

  return {
    name: 'embedded',
    list: list as CatalogSource['list'],
    movie: async (id) => {
      refuse('movie', id);
      return remember(`movie/${id}`, () => movieDetail(catalogue, id, films, catalogLanguage()));
    },
    tv: async (id) => {
      refuse('tv', id);
      return remember(`tv/${id}`, () => tvDetail(catalogue, id, catalogLanguage()));
    },
    season: async (tvId, seasonNumber) => {
      const series = catalogue.seriesById.get(tvId);
      if (!series) return null;
      refuse('tv', tvId);
      return remember(`season/${tvId}/${seasonNumber}`, () =>
        buildSeason(series, seasonNumber, catalogLanguage()),
      );
    },
    search: async (scope, query, page) => {
      // Popular queries repeat; keeping recent answers skips the scan and the ranking.
      const language = catalogLanguage();
      const key = `${language}|${scope}|${page}|${query}`;
      let answer = searches.get(key);
      if (!answer) {
        answer = pageIn(language, search(scope, query), page);
        if (searches.size >= SEARCH_CACHE_LIMIT) searches.delete(searches.keys().next().value!);
        searches.set(key, answer);
      }
      return answer;
    },
    person: async (id) =>
      remember(`person/${id}`, () => {
        const person = personDetail(catalogue, id, kids?.allows, catalogLanguage());
        // Someone known only for titles a kids profile may not see is not shown either.
        if (person && kids && !kids.people.byId.has(id)) throw notOnThisProfile();
        return person;
      }),
    searchPeople: async (query, page) => pageOf(searchPeople(query).map(personSummary), page),
    verify: async () => {
      if (catalogue.films.length === 0) throw new Error('The embedded catalogue has no films');
    },
  };
}
