import { GENRE as G } from '../vocabulary';
import type { TableCase } from './recommender-table';

/**
 * The chat as a friend who knows films (issue 40): moods and shades alone and as follow-ups,
 * the format a request asks for, nothing seen unless asked again, and questions about a title.
 * Each case checks the titles' facts (genres, certification, running time, rating, format),
 * never the wording of the answer.
 */
const DARK = [G.horror, G.war, G.crime, G.thriller];
const DARK_ANY = [G.crime, G.thriller, G.horror, G.war, G.mystery, G.drama];
const NOT_DARK = [G.family, G.animation, G.tvKids];
const EXCITING = [G.action, G.thriller, G.adventure, G.tvActionAdventure];
const FEEL_GOOD = [G.comedy, G.family, G.animation, G.music, G.romance, G.adventure];
const MIND = [G.scienceFiction, G.mystery, G.thriller, G.fantasy, G.tvSciFiFantasy];
const DATE = { anyOf: [G.romance, G.comedy, G.drama], maxRuntimeIfKnown: 140 };
const NOT_FOR_A_DATE = [G.horror, G.war, G.animation, G.family, G.documentary, G.tvKids];
const FRIENDS = {
  anyOf: [G.comedy, G.action, G.adventure, G.horror, G.scienceFiction, G.thriller, 10759],
  exclude: [G.documentary, G.tvKids],
  maxRuntimeIfKnown: 150,
};
const FAMILY = { maxAge: 1, exclude: [G.horror, G.war, G.crime, G.thriller] };
const LIGHTER = { maxAge: 2, exclude: DARK };
const GENTLER = { maxAge: 2, exclude: [G.horror, G.war] };
/** What the first answer to "something like Alien" offers on the shipped catalogue (seed 7). */
const LIKE_ALIEN = ['Prometheus', 'The Return of the Living Dead', 'A Quiet Place'];

export const TABLE_FRIEND: TableCase[] = [
  // Moods and shades, alone
  { prompt: 'something lighter', ...LIGHTER },
  { prompt: 'something dark', anyOf: DARK_ANY, exclude: NOT_DARK },
  { prompt: 'I want something funnier', anyOf: [G.comedy] },
  { prompt: 'something scarier than usual', anyOf: [G.horror, G.thriller] },
  { prompt: 'a more romantic film', anyOf: [G.romance], mediaType: 'movie' },
  { prompt: 'something less violent', ...GENTLER },
  { prompt: 'something more exciting', anyOf: EXCITING },
  { prompt: 'a slow burn drama', anyOf: [G.drama], exclude: [G.action, G.horror] },
  { prompt: 'a feel-good film', anyOf: FEEL_GOOD, exclude: DARK },
  { prompt: 'a mind-bending movie', anyOf: MIND, minRating: 6.5 },
  { prompt: 'a movie for a date', ...DATE, exclude: NOT_FOR_A_DATE },
  { prompt: 'something to watch with friends', ...FRIENDS },
  { prompt: 'something to watch with the family', ...FAMILY },
  // The issue's own requests
  { prompt: 'like Inception but lighter, Friday with friends', ...LIGHTER, similarTo: 'Inception' },
  {
    prompt: 'something like Breaking Bad but funnier',
    mediaType: 'tv',
    anyOf: [G.comedy],
    similarTo: 'Breaking Bad',
  },
  { prompt: '90s crime under 2 h', era: [1990, 1999], maxRuntime: 119, anyOf: [G.crime] },
  // Moods and shades as follow-ups: they shift the request before them
  { before: ['something like Inception'], prompt: 'lighter', ...LIGHTER, similarTo: 'Inception' },
  {
    before: ['something like Breaking Bad'],
    prompt: 'funnier',
    mediaType: 'tv',
    anyOf: [G.comedy],
    similarTo: 'Breaking Bad',
  },
  { before: ['a comedy'], prompt: 'darker', anyOf: DARK_ANY, exclude: NOT_DARK },
  { before: ['an action movie'], prompt: 'scarier', anyOf: [G.horror, G.thriller] },
  { before: ['a drama'], prompt: 'more romantic', anyOf: [G.romance] },
  { before: ['a thriller'], prompt: 'less violent', ...GENTLER },
  { before: ['a drama'], prompt: 'more exciting', anyOf: EXCITING },
  { before: ['an action movie'], prompt: 'slower', exclude: [G.action, G.horror] },
  { before: ['something like Alien'], prompt: 'feel-good', anyOf: FEEL_GOOD, exclude: DARK },
  { before: ['a sci-fi movie'], prompt: 'mind-bending', anyOf: MIND, minRating: 6.5 },
  { before: ['a comedy'], prompt: 'for a date', ...DATE, exclude: NOT_FOR_A_DATE },
  { before: ['a horror movie'], prompt: 'with friends', ...FRIENDS },
  { before: ['an adventure movie'], prompt: 'with the family', ...FAMILY },
  // A shade replaces its opposite and keeps the rest
  {
    before: ['something like Inception', 'lighter'],
    prompt: 'darker',
    anyOf: DARK_ANY,
    exclude: NOT_DARK,
    similarTo: 'Inception',
  },
  {
    before: ['a comedy', 'for a date'],
    prompt: 'with friends',
    ...FRIENDS,
    anyOf: [G.comedy],
  },
  // The format follows the request
  { prompt: 'what should I watch after Breaking Bad', mediaType: 'tv', similarTo: 'Breaking Bad' },
  { prompt: 'something like Breaking Bad', mediaType: 'tv', similarTo: 'Breaking Bad' },
  { prompt: 'a show like The Office', mediaType: 'tv', anyOf: [G.comedy] },
  { prompt: 'a mini-series', mediaType: 'tv', miniSeries: true },
  { prompt: 'a film like Breaking Bad', mediaType: 'movie', anyOf: [G.crime, G.drama] },
  { prompt: 'a series like Alien', mediaType: 'tv' },
  { prompt: 'something like Alien', mediaType: 'movie', similarTo: 'Alien' },
  // Nothing seen, unless asked again
  {
    prompt: 'something like Alien please',
    watched: LIKE_ALIEN,
    mediaType: 'movie',
    note: /\(Leaving out 3 you have seen\.\)/,
  },
  {
    prompt: "something like Alien, one I've seen before",
    watched: LIKE_ALIEN,
    offersWatched: true,
  },
  { prompt: 'a comedy to rewatch', anyOf: [G.comedy], watched: LIKE_ALIEN.slice(0, 1) },
  {
    prompt: 'a sci-fi movie to watch again',
    anyOf: [G.scienceFiction, G.fantasy],
    watched: ['Inception', 'WALL-E', 'Dune: Part Two'],
    offersWatched: true,
  },
  {
    before: ['something like Alien'],
    prompt: 'more',
    followUp: 'fresh',
    watched: ['Aliens', 'Predator', 'Life'],
  },
  {
    language: 'es',
    prompt: 'quiero algo como Alien',
    watched: LIKE_ALIEN,
    note: /Dejo fuera 3 que ya has visto/,
  },
  { language: 'fr', prompt: 'un film comme Alien', watched: LIKE_ALIEN, note: /J’écarte 3 titres/ },
  {
    language: 'de',
    prompt: 'ein Film wie Alien',
    watched: LIKE_ALIEN,
    note: /3 Titel, die du schon gesehen hast/,
  },
  { language: 'pt', prompt: 'um filme como Alien', watched: LIKE_ALIEN, note: /Deixo de fora 3/ },
  { language: 'it', prompt: 'un film come Alien', watched: LIKE_ALIEN, note: /Lascio fuori 3/ },
  {
    language: 'es',
    prompt: 'una comedia para ver otra vez',
    anyOf: [G.comedy],
    offersWatched: true,
    watched: ['Toy Story 3', 'Back to the Future'],
  },
  // Questions about a title
  { prompt: 'who directed The Prestige', question: { kind: 'director', title: 'The Prestige' } },
  { prompt: 'who created Breaking Bad?', question: { kind: 'director', title: 'Breaking Bad' } },
  { prompt: 'who is in The Prestige?', question: { kind: 'cast', title: 'The Prestige' } },
  {
    prompt: 'when did The Prestige come out',
    question: { kind: 'released', title: 'The Prestige' },
  },
  { prompt: 'how long is Inception?', question: { kind: 'runtime', title: 'Inception' } },
  {
    prompt: 'how many seasons does Breaking Bad have',
    question: { kind: 'seasons', title: 'Breaking Bad' },
  },
  { prompt: 'is Toy Story ok for kids?', question: { kind: 'kids', title: 'Toy Story' } },
  {
    prompt: 'is The Prestige suitable for children',
    question: { kind: 'kids', title: 'The Prestige' },
  },
  { prompt: 'what is The Prestige about?', question: { kind: 'about', title: 'The Prestige' } },
  { prompt: 'tell me about Chernobyl', question: { kind: 'about', title: 'Chernobyl' } },
  {
    prompt: 'is The Prestige in my vault?',
    vault: ['The Prestige'],
    question: { kind: 'vault', title: 'The Prestige' },
  },
  {
    prompt: 'is Inception in my vault',
    vault: ['Alien'],
    question: { kind: 'vault', title: 'Inception' },
  },
  { prompt: 'who directed Xyzzy Plugh', question: { kind: 'director', title: null } },
  {
    before: ['something like Alien'],
    prompt: 'who directed it?',
    question: { kind: 'director', title: 'last answer' },
  },
  // Questions in the other five languages
  {
    language: 'es',
    prompt: '¿Quién dirigió The Prestige?',
    question: { kind: 'director', title: 'The Prestige' },
  },
  {
    language: 'es',
    prompt: '¿Está The Prestige en mi vault?',
    vault: ['The Prestige'],
    question: { kind: 'vault', title: 'The Prestige' },
  },
  {
    language: 'es',
    prompt: '¿Es Toy Story apta para niños?',
    question: { kind: 'kids', title: 'Toy Story' },
  },
  {
    language: 'es',
    prompt: '¿Cuánto dura Inception?',
    question: { kind: 'runtime', title: 'Inception' },
  },
  {
    language: 'es',
    prompt: '¿De qué trata The Prestige?',
    question: { kind: 'about', title: 'The Prestige' },
  },
  {
    language: 'fr',
    prompt: 'Qui a réalisé The Prestige ?',
    question: { kind: 'director', title: 'The Prestige' },
  },
  {
    language: 'fr',
    prompt: 'The Prestige est-il dans mon vault ?',
    question: { kind: 'vault', title: 'The Prestige' },
  },
  {
    language: 'fr',
    prompt: 'Combien de saisons a Breaking Bad ?',
    question: { kind: 'seasons', title: 'Breaking Bad' },
  },
  {
    language: 'fr',
    prompt: 'Qui joue dans Inception ?',
    question: { kind: 'cast', title: 'Inception' },
  },
  {
    language: 'de',
    prompt: 'Wer hat The Prestige gedreht?',
    question: { kind: 'director', title: 'The Prestige' },
  },
  {
    language: 'de',
    prompt: 'Ist Toy Story für Kinder geeignet?',
    question: { kind: 'kids', title: 'Toy Story' },
  },
  {
    language: 'de',
    prompt: 'Wie lange dauert Inception?',
    question: { kind: 'runtime', title: 'Inception' },
  },
  {
    language: 'de',
    prompt: 'Wann erschien Inception?',
    question: { kind: 'released', title: 'Inception' },
  },
  {
    language: 'pt',
    prompt: 'Quem dirigiu The Prestige?',
    question: { kind: 'director', title: 'The Prestige' },
  },
  {
    language: 'pt',
    prompt: 'Quantas temporadas tem Breaking Bad?',
    question: { kind: 'seasons', title: 'Breaking Bad' },
  },
  {
    language: 'pt',
    prompt: 'Toy Story é adequado para crianças?',
    question: { kind: 'kids', title: 'Toy Story' },
  },
  {
    language: 'it',
    prompt: 'Chi ha diretto The Prestige?',
    question: { kind: 'director', title: 'The Prestige' },
  },
  {
    language: 'it',
    prompt: 'Di cosa parla Chernobyl?',
    question: { kind: 'about', title: 'Chernobyl' },
  },
  {
    language: 'it',
    prompt: 'Quando è uscito Inception?',
    question: { kind: 'released', title: 'Inception' },
  },
  // Moods, follow-ups and formats in the other five languages
  { language: 'es', prompt: 'una película para una cita', ...DATE, exclude: NOT_FOR_A_DATE },
  { language: 'es', before: ['algo como Inception'], prompt: 'más ligera', ...LIGHTER },
  { language: 'es', prompt: 'una serie como Breaking Bad', mediaType: 'tv' },
  { language: 'fr', prompt: 'un film à voir entre amis', ...FRIENDS },
  {
    language: 'fr',
    before: ['une comédie'],
    prompt: 'plus sombre',
    anyOf: DARK_ANY,
    exclude: NOT_DARK,
  },
  { language: 'fr', prompt: 'que regarder après Breaking Bad', mediaType: 'tv' },
  { language: 'de', prompt: 'ein Film für ein Date', ...DATE, exclude: NOT_FOR_A_DATE },
  {
    language: 'de',
    before: ['eine Serie wie Breaking Bad'],
    prompt: 'lustiger',
    mediaType: 'tv',
    anyOf: [G.comedy],
  },
  { language: 'de', prompt: 'eine Miniserie', mediaType: 'tv', miniSeries: true },
  { language: 'pt', prompt: 'um filme para ver com amigos', ...FRIENDS },
  {
    language: 'pt',
    before: ['um filme de ação'],
    prompt: 'mais assustador',
    anyOf: [G.horror, G.thriller],
  },
  { language: 'pt', prompt: 'o que ver depois de Breaking Bad', mediaType: 'tv' },
  { language: 'it', prompt: 'un film da vedere in famiglia', ...FAMILY },
  { language: 'it', before: ['un film come Inception'], prompt: 'più leggero', ...LIGHTER },
  { language: 'it', prompt: 'vorrei una miniserie', mediaType: 'tv', miniSeries: true },
];
