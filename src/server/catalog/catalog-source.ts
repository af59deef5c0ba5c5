import type {
  ListKind,
  MediaType,
  MovieSummary,
  Paged,
  TitleSummary,
  TvSummary,
} from '@/shared/catalog/title-schemas';
import type { MovieDetail, Season, TvDetail } from '@/shared/catalog/detail-schemas';
import type { PersonDetail, PersonSummary } from '@/shared/catalog/person-schemas';
import type { AiringSource } from './airing-source';
import type { OfferKind, WatchProvider } from '@/shared/where-to-watch/watch-providers';

/** One country's offers of a title: TMDB's watch page there and each kind's providers, sorted. */
export type RegionOffers = { link: string | null } & Record<OfferKind, WatchProvider[]>;

/** The services to narrow a list to: any of `providers` in `region` (TMDB's `8|9`). */
interface ServicesFilter {
  region: string;
  providers: readonly number[];
}

/**
 * Where to watch (issue 34): TMDB's availability data, from JustWatch. The embedded catalogue
 * has none, and a kids profile's view offers no list on services (docs/product.md#where-to-watch).
 */
export interface WatchSource {
  /** Every country's offers of a title (one TMDB answer holds them all); null: no such title. */
  titleOffers(media: MediaType, id: number): Promise<Record<string, RegionOffers> | null>;
  /** The services TMDB lists in a country, films' and series' merged, by its display priority. */
  regionProviders(region: string): Promise<WatchProvider[]>;
  /** Popular or top rated, only titles on one of these services (TMDB's discover). */
  listOnServices(
    media: MediaType,
    kind: Exclude<ListKind, 'trending'>,
    page: number,
    services: ServicesFilter,
  ): Promise<Paged<TitleSummary>>;
}

/**
 * Where catalogue data comes from. Two implementations answer it: the embedded catalogue
 * (default, no key, no network) and TMDB (when a key is configured). Both answer in TMDB's
 * v3 JSON shape. `null` means "no such title"; upstream trouble is thrown as an HttpError.
 */
export interface CatalogSource {
  readonly name: 'embedded' | 'tmdb';
  list(media: 'movie', kind: ListKind, page: number): Promise<Paged<MovieSummary>>;
  list(media: 'tv', kind: ListKind, page: number): Promise<Paged<TvSummary>>;
  list(media: MediaType, kind: ListKind, page: number): Promise<Paged<TitleSummary>>;
  movie(id: number): Promise<MovieDetail | null>;
  tv(id: number): Promise<TvDetail | null>;
  season(tvId: number, seasonNumber: number): Promise<Season | null>;
  search(scope: MediaType | 'multi', query: string, page: number): Promise<Paged<TitleSummary>>;
  /** A person with their films and series (TMDB's person endpoint), `null` when unknown. */
  person(id: number): Promise<PersonDetail | null>;
  /** People whose names match the query, best match first. */
  searchPeople(query: string, page: number): Promise<Paged<PersonSummary>>;
  /** Titles with this IMDb id (`tt…`), where the source knows IMDb ids (TMDB's `find`). */
  findByImdbId?(imdbId: string): Promise<TitleSummary[]>;
  /** Checks credentials or data once at start-up; throws with a clear message when unusable. */
  verify?(): Promise<void>;
  /**
   * The same catalogue as a kids profile sees it (src/shared/catalog/kids-rule.ts): lists and
   * searches hold only titles that pass the rule, pages still full where enough titles exist;
   * a title, season or person it may not see throws 403 `not-on-this-profile`. A source without
   * one shows a kids profile nothing (kids/viewer-source.ts).
   */
  readonly kids?: CatalogSource;
  /**
   * Air dates for the calendar (issue 34, airing-source.ts), cached an hour at most. TMDB's has
   * one; without one the calendar reads what the source's details hold (embedded-airing.ts).
   */
  readonly airing?: AiringSource;
  /** Availability data, where the source has it (TMDB). */
  readonly watch?: WatchSource;
}
