import type { FilmGenreName } from './facts/film-facts';
import type { Genre } from '@/shared/catalog/title-schemas';
import { GENRES as G } from '@/shared/catalog/genre-names';
import type { FilmKind } from './compose-overview';
import type { FilmNoun, FilmQualifier } from './overview-messages';

/** How an overview calls a film of this genre: 'A 2023 drama', 'A 2021 science fiction film'. */
const NOUNS: Record<FilmGenreName, FilmKind> = {
  Action: { noun: 'action' },
  Adventure: { noun: 'adventure' },
  Animation: { noun: 'animated' },
  Comedy: { noun: 'comedy' },
  Crime: { noun: 'crime' },
  Documentary: { noun: 'documentary' },
  Drama: { noun: 'drama' },
  Family: { noun: 'film', qualifier: 'family' },
  Fantasy: { noun: 'film', qualifier: 'fantasy' },
  History: { noun: 'film', qualifier: 'historical' },
  Horror: { noun: 'horror' },
  Music: { noun: 'music' },
  Mystery: { noun: 'mystery' },
  Romance: { noun: 'romance' },
  'Science Fiction': { noun: 'film', qualifier: 'scienceFiction' },
  Thriller: { noun: 'thriller' },
  War: { noun: 'war' },
  Western: { noun: 'western' },
};

/** The overview's noun for a curated film: its most telling genre, or 'film'. */
export function genreNoun(genres: readonly FilmGenreName[]): FilmKind {
  return genres[0] ? NOUNS[genres[0]] : { noun: 'film' };
}

/** The data set's "Major Genre", and the words the one-sentence overview uses for it. */
const MAJOR: Record<string, { genres: Genre[]; noun: FilmNoun }> = {
  Action: { genres: [G.action], noun: 'action' },
  Adventure: { genres: [G.adventure], noun: 'adventure' },
  Comedy: { genres: [G.comedy], noun: 'comedy' },
  Drama: { genres: [G.drama], noun: 'drama' },
  Horror: { genres: [G.horror], noun: 'horror' },
  Western: { genres: [G.western], noun: 'western' },
  Documentary: { genres: [G.documentary], noun: 'documentary' },
  Musical: { genres: [G.music], noun: 'musical' },
  'Romantic Comedy': { genres: [G.romance, G.comedy], noun: 'romanticComedy' },
  'Black Comedy': { genres: [G.comedy], noun: 'blackComedy' },
  'Thriller/Suspense': { genres: [G.thriller], noun: 'thriller' },
  'Concert/Performance': { genres: [G.music, G.documentary], noun: 'concert' },
};

/** "Creative Type" adds a genre where it names one; "Contemporary Fiction" and the like do not. */
const CREATIVE: Record<string, { genres: Genre[]; qualifier: FilmQualifier }> = {
  'Science Fiction': { genres: [G.scienceFiction], qualifier: 'scienceFiction' },
  Fantasy: { genres: [G.fantasy], qualifier: 'fantasy' },
  'Historical Fiction': { genres: [G.history], qualifier: 'historical' },
  'Kids Fiction': { genres: [G.family], qualifier: 'family' },
  'Super Hero': { genres: [G.action, G.scienceFiction], qualifier: 'superhero' },
  Factual: { genres: [], qualifier: 'factBased' },
  Dramatization: { genres: [], qualifier: 'factBased' },
};

export function filmGenres(majorGenre: string | null, creativeType: string | null): Genre[] {
  const all = [
    ...(majorGenre ? (MAJOR[majorGenre]?.genres ?? []) : []),
    ...(creativeType ? (CREATIVE[creativeType]?.genres ?? []) : []),
  ];
  return all.filter((g, i) => all.findIndex((o) => o.id === g.id) === i);
}

/** "science fiction drama", "comedy", "fantasy film", or "film" when nothing is known. */
export function genrePhrase(majorGenre: string | null, creativeType: string | null): FilmKind {
  const noun = (majorGenre && MAJOR[majorGenre]?.noun) || 'film';
  const qualifier = creativeType ? CREATIVE[creativeType]?.qualifier : undefined;
  return qualifier ? { noun, qualifier } : { noun };
}
