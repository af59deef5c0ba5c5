import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { GENRES, genreIdOf, type GenreKey } from '@/shared/catalog/genre-names';

/**
 * The genres' names in the interface's language (issue 33), by TMDB's genre id: both catalogue
 * sources file titles under these ids (src/shared/catalog/genre-names.ts keeps the English), so
 * the embedded catalogue's genres read in every language, and TMDB's the same way whichever
 * language it answered in. Explicit ids (`genre.drama`): the same English word may name
 * something else elsewhere ('Kids' is also a kind of profile), and a genre is translated as one.
 */
export const GENRE_MESSAGES: Record<GenreKey, MessageDescriptor> = {
  action: msg({
    id: 'genre.action',
    message: 'Action',
    comment: "'Action': TMDB's genre 28, a film genre: the name TMDB gives it in the language",
  }),
  adventure: msg({
    id: 'genre.adventure',
    message: 'Adventure',
    comment: "'Adventure': TMDB's genre 12, a film genre: the name TMDB gives it in the language",
  }),
  animation: msg({
    id: 'genre.animation',
    message: 'Animation',
    comment:
      "'Animation': TMDB's genre 16, a film and series genre: the name TMDB gives it in the language",
  }),
  comedy: msg({
    id: 'genre.comedy',
    message: 'Comedy',
    comment:
      "'Comedy': TMDB's genre 35, a film and series genre: the name TMDB gives it in the language",
  }),
  crime: msg({
    id: 'genre.crime',
    message: 'Crime',
    comment:
      "'Crime': TMDB's genre 80, a film and series genre: the name TMDB gives it in the language",
  }),
  documentary: msg({
    id: 'genre.documentary',
    message: 'Documentary',
    comment:
      "'Documentary': TMDB's genre 99, a film and series genre: the name TMDB gives it in the language",
  }),
  drama: msg({
    id: 'genre.drama',
    message: 'Drama',
    comment:
      "'Drama': TMDB's genre 18, a film and series genre: the name TMDB gives it in the language",
  }),
  family: msg({
    id: 'genre.family',
    message: 'Family',
    comment:
      "TMDB's genre 10751, a film and series genre: for the whole family: the name TMDB gives it in the language",
  }),
  fantasy: msg({
    id: 'genre.fantasy',
    message: 'Fantasy',
    comment: "'Fantasy': TMDB's genre 14, a film genre: the name TMDB gives it in the language",
  }),
  history: msg({
    id: 'genre.history',
    message: 'History',
    comment:
      "TMDB's genre 36, a film genre: historical films: the name TMDB gives it in the language",
  }),
  horror: msg({
    id: 'genre.horror',
    message: 'Horror',
    comment: "'Horror': TMDB's genre 27, a film genre: the name TMDB gives it in the language",
  }),
  music: msg({
    id: 'genre.music',
    message: 'Music',
    comment:
      "TMDB's genre 10402, a film genre: music films and musicals: the name TMDB gives it in the language",
  }),
  mystery: msg({
    id: 'genre.mystery',
    message: 'Mystery',
    comment:
      "'Mystery': TMDB's genre 9648, a film and series genre: the name TMDB gives it in the language",
  }),
  romance: msg({
    id: 'genre.romance',
    message: 'Romance',
    comment: "'Romance': TMDB's genre 10749, a film genre: the name TMDB gives it in the language",
  }),
  scienceFiction: msg({
    id: 'genre.scienceFiction',
    message: 'Science Fiction',
    comment:
      "'Science Fiction': TMDB's genre 878, a film genre: the name TMDB gives it in the language",
  }),
  thriller: msg({
    id: 'genre.thriller',
    message: 'Thriller',
    comment: "'Thriller': TMDB's genre 53, a film genre: the name TMDB gives it in the language",
  }),
  war: msg({
    id: 'genre.war',
    message: 'War',
    comment:
      "'War': TMDB's genre 10752, a film genre: war films: the name TMDB gives it in the language",
  }),
  western: msg({
    id: 'genre.western',
    message: 'Western',
    comment:
      "'Western': TMDB's genre 37, a film and series genre: the name TMDB gives it in the language",
  }),
  tvMovie: msg({
    id: 'genre.tvMovie',
    message: 'TV Movie',
    comment:
      "TMDB's genre 10770, a film genre: films made for television: the name TMDB gives it in the language",
  }),
  tvActionAdventure: msg({
    id: 'genre.tvActionAdventure',
    message: 'Action & Adventure',
    comment:
      "'Action & Adventure': TMDB's genre 10759, a series genre: the name TMDB gives it in the language",
  }),
  tvKids: msg({
    id: 'genre.tvKids',
    message: 'Kids',
    comment:
      "TMDB's genre 10762, a series genre: series for children: the name TMDB gives it in the language",
  }),
  tvNews: msg({
    id: 'genre.tvNews',
    message: 'News',
    comment:
      "TMDB's genre 10763, a series genre: news programmes: the name TMDB gives it in the language",
  }),
  tvReality: msg({
    id: 'genre.tvReality',
    message: 'Reality',
    comment:
      "TMDB's genre 10764, a series genre: reality television: the name TMDB gives it in the language",
  }),
  tvSciFiFantasy: msg({
    id: 'genre.tvSciFiFantasy',
    message: 'Sci-Fi & Fantasy',
    comment:
      "'Sci-Fi & Fantasy': TMDB's genre 10765, a series genre: the name TMDB gives it in the language",
  }),
  tvSoap: msg({
    id: 'genre.tvSoap',
    message: 'Soap',
    comment:
      "TMDB's genre 10766, a series genre: soap operas: the name TMDB gives it in the language",
  }),
  tvTalk: msg({
    id: 'genre.tvTalk',
    message: 'Talk',
    comment:
      "TMDB's genre 10767, a series genre: talk shows: the name TMDB gives it in the language",
  }),
  tvWarPolitics: msg({
    id: 'genre.tvWarPolitics',
    message: 'War & Politics',
    comment:
      "'War & Politics': TMDB's genre 10768, a series genre: the name TMDB gives it in the language",
  }),
};

const byId = new Map<number, MessageDescriptor>(
  (Object.keys(GENRES) as GenreKey[]).map((key) => [GENRES[key].id, GENRE_MESSAGES[key]]),
);

/**
 * A genre's name in the page's language: by its id (or its English name, as the watch history
 * keeps it), else the name as the catalogue gave it.
 */
export function useGenreName(): (genre: { id: number; name: string } | string) => string {
  const { _ } = useLingui();
  return (genre) => {
    const id = typeof genre === 'string' ? genreIdOf(genre) : genre.id;
    const message = id === undefined ? undefined : byId.get(id);
    if (message) return _(message);
    return typeof genre === 'string' ? genre : genre.name;
  };
}
