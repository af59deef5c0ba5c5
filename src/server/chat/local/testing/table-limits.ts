import { GENRE as G } from '../vocabulary';
import type { TableCase } from './recommender-table';

const RUNTIME_NOTE = /I only know the running time of some films/;
const RATING_NOTE = /I go by the age rating/;

/** Limits people state, in English: each must hold for every title offered. */
export const TABLE_LIMITS: TableCase[] = [
  // Runtime
  { prompt: 'a short movie under 90 minutes', maxRuntime: 89, note: RUNTIME_NOTE },
  { prompt: 'something short', maxRuntime: 99 },
  { prompt: 'a comedy less than 2 hours', anyOf: [G.comedy], maxRuntime: 119 },
  { prompt: 'a thriller under two hours', anyOf: [G.thriller], maxRuntime: 119 },
  { prompt: 'a long epic', minRuntime: 151 },
  { prompt: 'a long drama', anyOf: [G.drama], minRuntime: 151 },
  { prompt: 'movies over 3 hours', minRuntime: 181 },
  { prompt: 'a film at least 2 hours long', minRuntime: 120 },
  { prompt: 'a quick funny film', anyOf: [G.comedy], maxRuntime: 99 },
  {
    prompt: 'an action movie no longer than 100 minutes',
    anyOf: [G.action, G.adventure],
    maxRuntime: 100,
  },
  {
    prompt: 'a sci-fi movie under 2 hours from the 90s',
    anyOf: [G.scienceFiction, G.fantasy],
    maxRuntime: 119,
    era: [1990, 1999],
  },
  { prompt: 'a horror film under 100 minutes', anyOf: [G.horror, G.thriller], maxRuntime: 99 },
  { prompt: 'give me 5 short comedies', anyOf: [G.comedy], maxRuntime: 99, count: 5 },
  // Years and eras
  { prompt: 'movies from the 90s', era: [1990, 1999] },
  { prompt: 'a drama between 1995 and 2005', anyOf: [G.drama], era: [1995, 2005] },
  { prompt: 'a film made before 1980', era: [0, 1979] },
  { prompt: 'something recent', era: 'recent' },
  { prompt: 'a classic', era: [0, 1985] },
  { prompt: 'a classic western', anyOf: [G.western], era: [0, 1985] },
  {
    prompt: 'an adventure from 1980 to 1989',
    anyOf: [G.adventure, G.action, G.fantasy],
    era: [1980, 1989],
  },
  { prompt: 'a comedy from the seventies', anyOf: [G.comedy], era: [1970, 1979] },
  { prompt: 'a thriller since 2005', anyOf: [G.thriller], era: [2005, 9999] },
  // Rating
  { prompt: 'a movie rated above 8', minRating: 8.01 },
  { prompt: 'a comedy rated 8 or more', anyOf: [G.comedy], minRating: 8 },
  { prompt: 'sci-fi rated at least 7.5', anyOf: [G.scienceFiction, G.fantasy], minRating: 7.5 },
  { prompt: 'horror with a rating over 7', anyOf: [G.horror, G.thriller], minRating: 7.01 },
  { prompt: 'hidden gems', hiddenGems: true },
  { prompt: 'an underrated drama', anyOf: [G.drama], hiddenGems: true },
  { prompt: '10 hidden gems from the 80s', hiddenGems: true, era: [1980, 1989], maxCount: 10 },
  { prompt: 'a lesser-known comedy', anyOf: [G.comedy], hiddenGems: true },
  // Audience
  { prompt: 'something for kids', audience: 'kids', note: RATING_NOTE },
  { prompt: 'a family movie', audience: 'family' },
  {
    prompt: 'an adventure for children',
    audience: 'kids',
    anyOf: [G.adventure, G.action, G.fantasy, G.family, G.animation],
  },
  { prompt: 'action but not too violent', audience: 'gentle', anyOf: [G.action, G.adventure] },
  { prompt: 'a thriller, nothing violent', audience: 'gentle', anyOf: [G.thriller] },
  { prompt: '10 comedies for kids', audience: 'kids', anyOf: [G.comedy], count: 10 },
  { prompt: 'a short film for the whole family', audience: 'family', maxRuntime: 99 },
  // People
  { prompt: 'directed by Steven Spielberg', director: 'Steven Spielberg' },
  { prompt: 'a sci-fi film directed by Ridley Scott', director: 'Ridley Scott' },
  {
    prompt: 'movies by Christopher Nolan rated above 8',
    director: 'Christopher Nolan',
    minRating: 8.01,
  },
  // Issue 30: the catalogue knows casts; a name it does not know is said to be unknown.
  { prompt: 'a movie with Tom Hanks', actor: 'Tom Hanks' },
  { prompt: 'movies starring Cillian Murphy', actor: 'Cillian Murphy' },
  {
    prompt: 'a comedy starring Marla Quintero-Vance',
    anyOf: [G.comedy],
    note: /I don't know Marla Quintero-Vance/,
  },
  { prompt: 'movies with Osric Fennimore', empty: true, note: /I don't know Osric Fennimore/ },
  {
    prompt: 'a film directed by Osric Fennimore',
    empty: true,
    note: /I don't know Osric Fennimore/,
  },
  // Exclusions
  { prompt: 'a movie night, no horror', exclude: [G.horror] },
  { prompt: 'a sci-fi movie, not a sequel', anyOf: [G.scienceFiction, G.fantasy], noSequels: true },
  {
    prompt: 'give me 10 action movies, no sequels',
    anyOf: [G.action, G.adventure],
    noSequels: true,
    count: 10,
  },
  { prompt: 'an animated film, not a sequel', noSequels: true, anyOf: [G.animation, G.family] },
  {
    prompt: "something for kids, nothing I've already watched",
    audience: 'kids',
    watched: ['Toy Story 3', 'WALL-E', 'Shrek', 'Up', 'Finding Nemo'],
  },
  {
    prompt: "a comedy I haven't seen",
    anyOf: [G.comedy],
    watched: [
      "Le Fabuleux destin d'Amélie Poulain",
      'Eternal Sunshine of the Spotless Mind',
      'Modern Times',
    ],
  },
  { prompt: "a drama I haven't watched", anyOf: [G.drama], note: /no watch history/ },
  // Counts: never more than match, and says so when fewer
  { prompt: '10 westerns from the 90s', anyOf: [G.western], era: [1990, 1999], maxCount: 10 },
  {
    prompt: '10 documentaries over 2 hours',
    anyOf: [G.documentary],
    minRuntime: 121,
    maxCount: 10,
  },
  { prompt: '8 musicals rated above 7.5', anyOf: [G.music], minRating: 7.51, maxCount: 8 },
];
