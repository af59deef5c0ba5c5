import { isForKids } from '@/shared/catalog/kids-rule';
import type { MediaType } from '@/shared/catalog/title-schemas';
import type { EmbeddedCatalogue, EmbeddedFilm, EmbeddedSeries } from './embedded-catalogue';
import type { RankedLists } from './embedded-lists';
import type { EmbeddedPerson, PeopleIndex } from './people-index';

/** The embedded catalogue as a kids profile sees it (src/shared/catalog/kids-rule.ts). */
export interface KidsView {
  /** Whether the title with this id passes the kids rule (false for an unknown id). */
  allows: (media: MediaType, id: number) => boolean;
  /** The ranked lists without the titles that fail, in the same order: pages stay full. */
  lists: (all: RankedLists) => RankedLists;
  /** The films that pass: what "More like this" picks from. */
  films: EmbeddedFilm[];
  /** Everyone with at least one title that passes, with only those credits. */
  people: PeopleIndex;
}

const filmIsForKids = (film: Pick<EmbeddedFilm, 'mpaa_rating'>) =>
  isForKids('movie', film.mpaa_rating);
const seriesIsForKids = (series: Pick<EmbeddedSeries, 'tv_rating'>) =>
  isForKids('tv', series.tv_rating);

/**
 * The catalogue keeps each title's certification (a film's `mpaa_rating`, a series'
 * `tv_rating`) beside its summary, so the rule reads it by id: the summaries on the wire stay
 * TMDB's shape.
 */
export function kidsView(catalogue: EmbeddedCatalogue): KidsView {
  const films = new Set(catalogue.films.filter(filmIsForKids).map((f) => f.id));
  const series = new Set(catalogue.series.filter(seriesIsForKids).map((s) => s.id));
  const allows = (media: MediaType, id: number) =>
    media === 'movie' ? films.has(id) : series.has(id);

  const people: EmbeddedPerson[] = [];
  for (const person of catalogue.people.people) {
    const credits = person.credits.filter((c) => allows(c.media_type, c.id));
    if (credits.length > 0) people.push({ ...person, credits });
  }
  const byId = new Map(people.map((p) => [p.id, p]));

  return {
    allows,
    lists: (all) => ({
      movie: {
        popular: all.movie.popular.filter((t) => films.has(t.id)),
        trending: all.movie.trending.filter((t) => films.has(t.id)),
        top_rated: all.movie.top_rated.filter((t) => films.has(t.id)),
      },
      tv: {
        popular: all.tv.popular.filter((t) => series.has(t.id)),
        trending: all.tv.trending.filter((t) => series.has(t.id)),
        top_rated: all.tv.top_rated.filter((t) => series.has(t.id)),
      },
    }),
    films: catalogue.films.filter((f) => films.has(f.id)),
    people: { byId, idOf: catalogue.people.idOf, people },
  };
}

const kidsCatalogues = new WeakMap<object, { films: EmbeddedFilm[]; series: EmbeddedSeries[] }>();

/**
 * Only the films and series that pass, as one object per catalogue (the chat indexes a catalogue
 * once per object, so a kids request does not index it again).
 */
export function kidsCatalogue<C extends { films: EmbeddedFilm[]; series: EmbeddedSeries[] }>(
  catalogue: C,
): { films: EmbeddedFilm[]; series: EmbeddedSeries[] } {
  let kept = kidsCatalogues.get(catalogue);
  if (!kept) {
    kept = {
      films: catalogue.films.filter(filmIsForKids),
      series: catalogue.series.filter(seriesIsForKids),
    };
    kidsCatalogues.set(catalogue, kept);
  }
  return kept;
}
