import type { FilmGenreName } from './facts/film-facts';
import type { Genre } from '@/shared/catalog/title-schemas';
import { GENRES as G } from '@/shared/catalog/genre-names';

/** How an overview calls a film of this genre: 'A 2023 drama', 'A 2021 science fiction film'. */
const NOUNS: Record<FilmGenreName, string> = {
  Action: 'action film',
  Adventure: 'adventure film',
  Animation: 'animated film',
  Comedy: 'comedy',
  Crime: 'crime film',
  Documentary: 'documentary',
  Drama: 'drama',
  Family: 'family film',
  Fantasy: 'fantasy film',
  History: 'historical film',
  Horror: 'horror film',
  Music: 'music film',
  Mystery: 'mystery',
  Romance: 'romance',
  'Science Fiction': 'science fiction film',
  Thriller: 'thriller',
  War: 'war film',
  Western: 'western',
};

/** The overview's noun for a curated film: its most telling genre, or 'film'. */
export function genreNoun(genres: readonly FilmGenreName[]): string {
  return genres[0] ? NOUNS[genres[0]] : 'film';
}

/** The data set's "Major Genre", and the words the one-sentence overview uses for it. */
const MAJOR: Record<string, { genres: Genre[]; noun: string }> = {
  Action: { genres: [G.action], noun: 'action film' },
  Adventure: { genres: [G.adventure], noun: 'adventure film' },
  Comedy: { genres: [G.comedy], noun: 'comedy' },
  Drama: { genres: [G.drama], noun: 'drama' },
  Horror: { genres: [G.horror], noun: 'horror film' },
  Western: { genres: [G.western], noun: 'western' },
  Documentary: { genres: [G.documentary], noun: 'documentary' },
  Musical: { genres: [G.music], noun: 'musical' },
  'Romantic Comedy': { genres: [G.romance, G.comedy], noun: 'romantic comedy' },
  'Black Comedy': { genres: [G.comedy], noun: 'black comedy' },
  'Thriller/Suspense': { genres: [G.thriller], noun: 'thriller' },
  'Concert/Performance': { genres: [G.music, G.documentary], noun: 'concert film' },
};

/** "Creative Type" adds a genre where it names one; "Contemporary Fiction" and the like do not. */
const CREATIVE: Record<string, { genres: Genre[]; adjective: string }> = {
  'Science Fiction': { genres: [G.scienceFiction], adjective: 'science fiction' },
  Fantasy: { genres: [G.fantasy], adjective: 'fantasy' },
  'Historical Fiction': { genres: [G.history], adjective: 'historical' },
  'Kids Fiction': { genres: [G.family], adjective: 'family' },
  'Super Hero': { genres: [G.action, G.scienceFiction], adjective: 'superhero' },
  Factual: { genres: [], adjective: 'fact-based' },
  Dramatization: { genres: [], adjective: 'fact-based' },
};

export function filmGenres(majorGenre: string | null, creativeType: string | null): Genre[] {
  const all = [
    ...(majorGenre ? (MAJOR[majorGenre]?.genres ?? []) : []),
    ...(creativeType ? (CREATIVE[creativeType]?.genres ?? []) : []),
  ];
  return all.filter((g, i) => all.findIndex((o) => o.id === g.id) === i);
}

/** "science fiction drama", "comedy", "fantasy film", or "film" when nothing is known. */
export function genrePhrase(majorGenre: string | null, creativeType: string | null): string {
  const noun = (majorGenre && MAJOR[majorGenre]?.noun) || 'film';
  const adjective = creativeType ? CREATIVE[creativeType]?.adjective : undefined;
  return adjective ? `${adjective} ${noun}` : noun;
}
