import type { EmbeddedFilm } from './embedded-catalogue';

const MAX_RECOMMENDATIONS = 20;

/**
 * Up to 20 films like this one: they must share a genre (when the film has any); the more
 * genres they share, the same director and a nearby release year make them closer, and
 * popularity, then id, break ties. Deterministic.
 */
export function recommendFilms(films: readonly EmbeddedFilm[], film: EmbeddedFilm): EmbeddedFilm[] {
  const year = Number(film.release_date.slice(0, 4));
  const genres = new Set(film.genre_ids);
  const scored: { f: EmbeddedFilm; score: number }[] = [];
  for (const other of films) {
    if (other.id === film.id) continue;
    const shared = other.genre_ids.filter((g) => genres.has(g)).length;
    if (genres.size > 0 && shared === 0) continue;
    const dice = genres.size ? (2 * shared) / (genres.size + other.genre_ids.length) : 0;
    const sameDirector = film.director !== null && other.director === film.director ? 0.5 : 0;
    const gap = Math.abs(Number(other.release_date.slice(0, 4)) - year);
    // Coarse steps, so that popularity decides among equally similar films.
    const era = gap <= 5 ? 0.3 : gap <= 10 ? 0.15 : 0;
    scored.push({ f: other, score: dice + sameDirector + era });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.f.popularity - a.f.popularity || a.f.id - b.f.id)
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ f }) => f);
}
