import { GENRE as G } from '../vocabulary';
import type { TableCase } from './recommender-table';

/** The first table: moods, genres, counts, eras, "like …", directors and exclusions, in English. */
const FEEL_GOOD = [G.comedy, G.family, G.animation, G.music, G.romance, G.adventure];
const SMART = [G.mystery, G.scienceFiction, G.drama, G.thriller, G.documentary, G.history, G.crime];

export const TABLE_ENGLISH: TableCase[] = [
  { prompt: 'something scary but good', anyOf: [G.horror, G.thriller] },
  { prompt: 'romantic and sweet', anyOf: [G.romance] },
  { prompt: 'I want a comedy', anyOf: [G.comedy] },
  { prompt: 'high action please', anyOf: [G.action, G.adventure] },
  { prompt: 'a smart movie', anyOf: SMART },
  { prompt: 'what should I watch tonight?', count: 3 },
  { prompt: 'a feel-good movie for a rainy day', anyOf: FEEL_GOOD, exclude: [G.horror, G.war] },
  {
    prompt: 'something sad that will make me cry',
    anyOf: [G.drama, G.romance],
    exclude: [G.horror],
  },
  {
    prompt: 'family movie night with the kids',
    anyOf: [G.family, G.animation],
    exclude: [G.horror],
  },
  { prompt: 'animated films', anyOf: [G.animation, G.family] },
  { prompt: 'a good war movie', anyOf: [G.war, G.history] },
  { prompt: 'a western with cowboys', anyOf: [G.western] },
  { prompt: 'a mystery to solve', anyOf: [G.mystery, G.crime, G.thriller] },
  { prompt: 'an edge of my seat thriller', anyOf: [G.thriller, G.mystery, G.crime, G.horror] },
  { prompt: 'sci-fi movies', anyOf: [G.scienceFiction, G.fantasy] },
  { prompt: 'a documentary', anyOf: [G.documentary] },
  { prompt: 'give me 10 action movies', anyOf: [G.action, G.adventure], count: 10 },
  { prompt: 'a list of comedies', anyOf: [G.comedy], count: 8 },
  { prompt: 'many horror movies', anyOf: [G.horror, G.thriller], count: 8 },
  // No genre named: the product's list rule defaults to action (docs/product.md#who-answers).
  { prompt: 'give me a list of movies', anyOf: [G.action, G.adventure], count: 8 },
  { prompt: 'recommend 10 films', anyOf: [G.action, G.adventure], count: 10 },
  { prompt: 'funny movies from the 90s', anyOf: [G.comedy], era: [1990, 1999] },
  { prompt: '1980s action', anyOf: [G.action, G.adventure], era: [1980, 1989] },
  { prompt: 'a scary movie from 2002', anyOf: [G.horror, G.thriller], era: [2002, 2002] },
  // Nothing says films or series, so both come (issue 40): series file sci-fi as "Sci-Fi & Fantasy".
  {
    prompt: 'recent sci-fi',
    anyOf: [G.scienceFiction, G.fantasy, G.tvSciFiFantasy],
    era: 'recent',
  },
  { prompt: 'movies like Alien', similarTo: 'Alien', anyOf: [G.horror, G.scienceFiction] },
  {
    prompt: 'something like Toy Story',
    similarTo: 'Toy Story',
    anyOf: [G.animation, G.family, G.adventure, G.comedy],
  },
  {
    prompt: 'films similar to Titanic',
    similarTo: 'Titanic',
    anyOf: [G.drama, G.romance, G.history, G.thriller],
  },
  { prompt: 'action but no horror', anyOf: [G.action, G.adventure], exclude: [G.horror] },
  { prompt: 'a comedy without romance', anyOf: [G.comedy], exclude: [G.romance] },
  { prompt: 'something not scary for date night', anyOf: [G.romance], exclude: [G.horror] },
  // The embedded films have no Crime genre (the data set has none); thrillers are the neighbours.
  {
    prompt: 'a crime movie, not a comedy',
    anyOf: [G.crime, G.thriller, G.mystery],
    exclude: [G.comedy],
  },
  { prompt: 'a good tv series to binge', mediaType: 'tv' },
  { prompt: 'a funny tv show', mediaType: 'tv', anyOf: [G.comedy] },
  { prompt: 'movies by Steven Spielberg', director: 'Steven Spielberg' },
  { prompt: 'top 5 fantasy movies', anyOf: [G.fantasy, G.adventure], count: 5 },
  { prompt: 'a musical with great songs', anyOf: [G.music] },
  { prompt: 'a historical drama', anyOf: [G.history, G.drama, G.war] },
  { prompt: 'a short comedy, not too long', anyOf: [G.comedy], maxRuntime: 99 },
  { prompt: 'a heist movie', anyOf: [G.crime, G.thriller, G.mystery] },
  { prompt: 'cheer me up', anyOf: FEEL_GOOD },
  {
    prompt: 'something from the nineties, no horror, no romance',
    era: [1990, 1999],
    exclude: [G.horror, G.romance],
  },
];
