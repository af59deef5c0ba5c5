import { GENRE as G } from '../vocabulary';
import type { TableCase } from './recommender-table';

const HORROR = [G.horror, G.thriller];
const ACTION = [G.action, G.adventure];
const SCIFI = [G.scienceFiction, G.fantasy];
const FAMILY = [G.family, G.animation, G.adventure, G.comedy, G.fantasy];

/** Requests in Spanish, French, German, Portuguese and Italian: read, and answered in kind. */
export const TABLE_LANGUAGES: TableCase[] = [
  // Spanish
  { language: 'es', prompt: 'película de terror', anyOf: HORROR },
  {
    language: 'es',
    prompt: 'quiero una comedia romántica de los 2000',
    anyOf: [G.comedy, G.romance],
    era: [2000, 2009],
  },
  {
    language: 'es',
    prompt: 'dame 5 películas de acción de menos de 2 horas',
    anyOf: ACTION,
    count: 5,
    maxRuntime: 119,
  },
  { language: 'es', prompt: 'algo como Toy Story', similarTo: 'Toy Story', anyOf: FAMILY },
  { language: 'es', prompt: 'una película para niños', audience: 'kids' },
  {
    language: 'es',
    prompt: 'películas de ciencia ficción de los años 80',
    anyOf: SCIFI,
    era: [1980, 1989],
  },
  { language: 'es', prompt: 'un drama con nota superior a 8', anyOf: [G.drama], minRating: 8.01 },
  { language: 'es', prompt: 'una comedia sin romance', anyOf: [G.comedy], exclude: [G.romance] },
  {
    language: 'es',
    prompt: 'películas dirigidas por Steven Spielberg',
    director: 'Steven Spielberg',
  },
  {
    language: 'es',
    prompt: 'una película de acción que no sea una secuela',
    anyOf: ACTION,
    noSequels: true,
  },
  { language: 'es', prompt: 'joyas ocultas de los 90', hiddenGems: true, era: [1990, 1999] },
  {
    language: 'es',
    prompt: 'una lista de westerns clásicos',
    anyOf: [G.western],
    era: [0, 1985],
    maxCount: 8,
  },
  { language: 'es', prompt: 'algo de miedo pero no muy violento', audience: 'gentle' },
  // French
  { language: 'fr', prompt: "un film d'horreur", anyOf: HORROR },
  { language: 'fr', prompt: 'une comédie pour les enfants', anyOf: [G.comedy], audience: 'kids' },
  {
    language: 'fr',
    prompt: 'je veux un film comme Alien',
    similarTo: 'Alien',
    anyOf: [G.horror, G.scienceFiction],
  },
  {
    language: 'fr',
    prompt: 'des films de science-fiction des années 90',
    anyOf: SCIFI,
    era: [1990, 1999],
  },
  { language: 'fr', prompt: 'un film court de moins de 90 minutes', maxRuntime: 89 },
  { language: 'fr', prompt: 'donne-moi 5 comédies', anyOf: [G.comedy], count: 5 },
  { language: 'fr', prompt: "un film d'action sans horreur", anyOf: ACTION, exclude: [G.horror] },
  { language: 'fr', prompt: 'un drame noté plus de 8', anyOf: [G.drama], minRating: 8.01 },
  { language: 'fr', prompt: 'un western classique', anyOf: [G.western], era: [0, 1985] },
  { language: 'fr', prompt: 'des pépites méconnues', hiddenGems: true },
  { language: 'fr', prompt: 'un film réalisé par Ridley Scott', director: 'Ridley Scott' },
  {
    language: 'fr',
    prompt: 'un film romantique entre 1995 et 2005',
    anyOf: [G.romance],
    era: [1995, 2005],
  },
  { language: 'fr', prompt: 'un film pas trop violent pour ce soir', audience: 'gentle' },
  // German
  {
    language: 'de',
    prompt: 'ein lustiger Film aus den 90ern',
    anyOf: [G.comedy],
    era: [1990, 1999],
  },
  { language: 'de', prompt: 'ein Horrorfilm', anyOf: HORROR },
  {
    language: 'de',
    prompt: 'Filme wie Alien, aber keine Fortsetzung',
    similarTo: 'Alien',
    noSequels: true,
  },
  {
    language: 'de',
    prompt: 'drei Filme von Steven Spielberg',
    director: 'Steven Spielberg',
    count: 3,
  },
  { language: 'de', prompt: 'ein Film für Kinder', audience: 'kids' },
  {
    language: 'de',
    prompt: 'ein kurzer Actionfilm unter 100 Minuten',
    anyOf: ACTION,
    maxRuntime: 99,
  },
  { language: 'de', prompt: 'eine romantische Komödie', anyOf: [G.romance, G.comedy] },
  {
    language: 'de',
    prompt: 'Science-Fiction aus den achtziger Jahren',
    anyOf: SCIFI,
    era: [1980, 1989],
  },
  { language: 'de', prompt: 'ein Drama mit Bewertung über 8', anyOf: [G.drama], minRating: 8.01 },
  { language: 'de', prompt: 'ein Western vor 1980', anyOf: [G.western], era: [0, 1979] },
  { language: 'de', prompt: 'Geheimtipps', hiddenGems: true },
  { language: 'de', prompt: 'ein langer Film über 3 Stunden', minRuntime: 181 },
  { language: 'de', prompt: 'eine Komödie ohne Romantik', anyOf: [G.comedy], exclude: [G.romance] },
  // Portuguese
  { language: 'pt', prompt: 'filmes de terror dos anos 80', anyOf: HORROR, era: [1980, 1989] },
  { language: 'pt', prompt: 'um filme com nota acima de 8', minRating: 8.01 },
  { language: 'pt', prompt: 'uma comédia para crianças', anyOf: [G.comedy], audience: 'kids' },
  { language: 'pt', prompt: 'algo parecido com Titanic', similarTo: 'Titanic' },
  { language: 'pt', prompt: 'me dá 5 filmes de ação', anyOf: ACTION, count: 5 },
  { language: 'pt', prompt: 'um filme de ficção científica recente', anyOf: SCIFI, era: 'recent' },
  { language: 'pt', prompt: 'um filme curto de menos de 90 minutos', maxRuntime: 89 },
  { language: 'pt', prompt: 'um drama sem romance', anyOf: [G.drama], exclude: [G.romance] },
  {
    language: 'pt',
    prompt: 'filmes dirigidos por Christopher Nolan',
    director: 'Christopher Nolan',
  },
  { language: 'pt', prompt: 'um faroeste clássico', anyOf: [G.western], era: [0, 1985] },
  { language: 'pt', prompt: 'joias escondidas', hiddenGems: true },
  {
    language: 'pt',
    prompt: 'um filme de aventura que não seja uma sequência',
    anyOf: ACTION,
    noSequels: true,
  },
  // Italian
  {
    language: 'it',
    prompt: "un film d'azione degli anni 90 di meno di 2 ore",
    anyOf: ACTION,
    era: [1990, 1999],
    maxRuntime: 119,
  },
  { language: 'it', prompt: 'un film horror', anyOf: HORROR },
  { language: 'it', prompt: 'una commedia per bambini', anyOf: [G.comedy], audience: 'kids' },
  { language: 'it', prompt: 'qualcosa come Inception', similarTo: 'Inception' },
  { language: 'it', prompt: 'dammi 5 film di fantascienza', anyOf: SCIFI, count: 5 },
  { language: 'it', prompt: 'un film romantico recente', anyOf: [G.romance], era: 'recent' },
  { language: 'it', prompt: 'un film horror con voto sopra 7', anyOf: HORROR, minRating: 7.01 },
  { language: 'it', prompt: 'una commedia senza romanticismo', anyOf: [G.comedy] },
  { language: 'it', prompt: 'film diretti da Steven Spielberg', director: 'Steven Spielberg' },
  { language: 'it', prompt: 'un western classico', anyOf: [G.western], era: [0, 1985] },
  { language: 'it', prompt: 'gemme nascoste degli anni 80', hiddenGems: true, era: [1980, 1989] },
  { language: 'it', prompt: 'un film lungo più di 3 ore', minRuntime: 181 },
];
