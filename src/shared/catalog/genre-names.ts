/**
 * TMDB's genres for films and series, the one table of their ids and names (the two lists share
 * most ids; the `tv…` ones are the series list's own). The embedded catalogue files its titles
 * under these ids, so both catalogue sources speak the same genre language; the chat's words map
 * to them; the profile turns `genre_ids` from the watch history into names. No schema library,
 * so any screen may use it. The names are English: the interface shows them in its language
 * through src/client/api/catalog/genre-messages.ts, by id.
 */
export const GENRES = {
  action: { id: 28, name: 'Action' },
  adventure: { id: 12, name: 'Adventure' },
  animation: { id: 16, name: 'Animation' },
  comedy: { id: 35, name: 'Comedy' },
  crime: { id: 80, name: 'Crime' },
  documentary: { id: 99, name: 'Documentary' },
  drama: { id: 18, name: 'Drama' },
  family: { id: 10751, name: 'Family' },
  fantasy: { id: 14, name: 'Fantasy' },
  history: { id: 36, name: 'History' },
  horror: { id: 27, name: 'Horror' },
  music: { id: 10402, name: 'Music' },
  mystery: { id: 9648, name: 'Mystery' },
  romance: { id: 10749, name: 'Romance' },
  scienceFiction: { id: 878, name: 'Science Fiction' },
  thriller: { id: 53, name: 'Thriller' },
  war: { id: 10752, name: 'War' },
  western: { id: 37, name: 'Western' },
  tvMovie: { id: 10770, name: 'TV Movie' },
  tvActionAdventure: { id: 10759, name: 'Action & Adventure' },
  tvKids: { id: 10762, name: 'Kids' },
  tvNews: { id: 10763, name: 'News' },
  tvReality: { id: 10764, name: 'Reality' },
  tvSciFiFantasy: { id: 10765, name: 'Sci-Fi & Fantasy' },
  tvSoap: { id: 10766, name: 'Soap' },
  tvTalk: { id: 10767, name: 'Talk' },
  tvWarPolitics: { id: 10768, name: 'War & Politics' },
} as const;

export type GenreKey = keyof typeof GENRES;
/** A genre's name as TMDB writes it ('Science Fiction', 'Sci-Fi & Fantasy'). */
export type GenreName = (typeof GENRES)[GenreKey]['name'];

/** The ids alone, by key: `GENRE_IDS.scienceFiction` is 878. */
export const GENRE_IDS = Object.fromEntries(
  Object.entries(GENRES).map(([key, genre]) => [key, genre.id]),
) as { readonly [K in GenreKey]: (typeof GENRES)[K]['id'] };

const byId = new Map<number, GenreName>(Object.values(GENRES).map((g) => [g.id, g.name]));
const byName = new Map<string, (typeof GENRES)[GenreKey]>(
  Object.values(GENRES).map((g) => [g.name, g]),
);

export function genreName(id: number): string | undefined {
  return byId.get(id);
}

/** The id of a genre's English name, when it is one of the table's. */
export function genreIdOf(name: string): number | undefined {
  return byName.get(name)?.id;
}

/** The genre of a name in the table: the type admits only those names. */
export function genreByName(name: GenreName): { id: number; name: GenreName } {
  return byName.get(name)!;
}
