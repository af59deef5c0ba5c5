import { normalise } from '@/server/catalog/rank-search-results';
import type { EmbeddedFilm } from './embedded-catalogue';

const MAX_RECOMMENDATIONS = 20;
/** A shared director says more about a film than a shared genre (issue 30). */
const SAME_DIRECTOR = 1.2;
/** Each shared top-billed actor, up to three of them. */
const SHARED_ACTOR = 0.25;
const MAX_SHARED_ACTORS = 3;

/**
 * Up to 20 films like this one ("More like this", and through it "Because you watched"): they
 * must share a genre, a director or an actor; the more genres they share (Dice), a shared
 * director, shared cast and a nearby release year make them closer, and popularity, then id,
 * break ties. Deterministic.
 */
export function recommendFilms(films: readonly EmbeddedFilm[], film: EmbeddedFilm): EmbeddedFilm[] {
  const year = Number(film.release_date.slice(0, 4));
  const genres = new Set(film.genre_ids);
  const directors = new Set(film.directors.map(normalise));
  const cast = new Set(film.cast.map(normalise));
  const scored: { f: EmbeddedFilm; score: number }[] = [];
  for (const other of films) {
    if (other.id === film.id) continue;
    const shared = other.genre_ids.filter((g) => genres.has(g)).length;
    const sameDirector = other.directors.some((d) => directors.has(normalise(d)));
    const actors = cast.size ? other.cast.filter((a) => cast.has(normalise(a))).length : 0;
    if (genres.size > 0 && shared === 0 && !sameDirector && actors === 0) continue;
    const dice = genres.size ? (2 * shared) / (genres.size + other.genre_ids.length) : 0;
    const gap = Math.abs(Number(other.release_date.slice(0, 4)) - year);
    // Coarse steps, so that popularity decides among equally similar films.
    const era = gap <= 5 ? 0.3 : gap <= 10 ? 0.15 : 0;
    const people =
      (sameDirector ? SAME_DIRECTOR : 0) + SHARED_ACTOR * Math.min(actors, MAX_SHARED_ACTORS);
    scored.push({ f: other, score: dice + people + era });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.f.popularity - a.f.popularity || a.f.id - b.f.id)
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ f }) => f);
}
