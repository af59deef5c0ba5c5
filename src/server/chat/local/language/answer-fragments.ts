import type { AnswerWords } from './answer-words';
import type { Phrasebook } from './phrasebook';

// The words an answer builds its phrases from, around the facts it fills in: the request as the
// answer repeats it ("scary movies from the 1990s under 90 minutes") and why each pick fits
// ("thriller from Ridley Scott, rated 8/10").

/** What the media type is called: "movies", "series", or "titles" for a mix of both. */
export const NOUN_WORDS: Phrasebook<AnswerWords['nouns']> = {
  movie: {
    en: 'movies',
    es: 'películas',
    fr: 'films',
    de: 'Filme',
    pt: 'filmes',
    it: 'film',
  },
  tv: {
    en: 'series',
    es: 'series',
    fr: 'séries',
    de: 'Serien',
    pt: 'séries',
    it: 'serie',
  },
  titles: {
    en: 'titles',
    es: 'títulos',
    fr: 'titres',
    de: 'Titel',
    pt: 'títulos',
    it: 'titoli',
  },
};

/** The years a request asked for, as its summary repeats them. */
export const ERA_WORDS: Phrasebook<AnswerWords['era']> = {
  decade: {
    en: (from) => `from the ${from}s`,
    es: (from) => `de los años ${from}`,
    fr: (from) => `des années ${from}`,
    de: (from) => `aus den ${from}ern`,
    pt: (from) => `dos anos ${from}`,
    it: (from) => `degli anni ${from}`,
  },
  range: {
    en: (from, to) => `from ${from} to ${to}`,
    es: (from, to) => `de ${from} a ${to}`,
    fr: (from, to) => `de ${from} à ${to}`,
    de: (from, to) => `von ${from} bis ${to}`,
    pt: (from, to) => `de ${from} a ${to}`,
    it: (from, to) => `dal ${from} al ${to}`,
  },
  before: {
    en: (year) => `before ${year}`,
    es: (year) => `anteriores a ${year}`,
    fr: (year) => `d'avant ${year}`,
    de: (year) => `vor ${year}`,
    pt: (year) => `anteriores a ${year}`,
    it: (year) => `prima del ${year}`,
  },
  since: {
    en: (year) => `from ${year} on`,
    es: (year) => `desde ${year}`,
    fr: (year) => `depuis ${year}`,
    de: (year) => `seit ${year}`,
    pt: (year) => `desde ${year}`,
    it: (year) => `dal ${year}`,
  },
  year: {
    en: (year) => `from ${year}`,
    es: (year) => `de ${year}`,
    fr: (year) => `de ${year}`,
    de: (year) => `aus ${year}`,
    pt: (year) => `de ${year}`,
    it: (year) => `del ${year}`,
  },
  recent: {
    en: 'from recent years',
    es: 'recientes',
    fr: 'récents',
    de: 'aus den letzten Jahren',
    pt: 'recentes',
    it: 'recenti',
  },
  classic: {
    en: 'from the classic years',
    es: 'clásicas',
    fr: 'classiques',
    de: 'Klassiker',
    pt: 'clássicos',
    it: 'classici',
  },
};

/** The limits a request set, as its summary repeats them. */
export const LIMIT_WORDS: Phrasebook<AnswerWords['limits']> = {
  maxRuntime: {
    en: (m) => `under ${m} minutes`,
    es: (m) => `de menos de ${m} minutos`,
    fr: (m) => `de moins de ${m} minutes`,
    de: (m) => `unter ${m} Minuten`,
    pt: (m) => `de menos de ${m} minutos`,
    it: (m) => `di meno di ${m} minuti`,
  },
  minRuntime: {
    en: (m) => `over ${m} minutes`,
    es: (m) => `de más de ${m} minutos`,
    fr: (m) => `de plus de ${m} minutes`,
    de: (m) => `über ${m} Minuten`,
    pt: (m) => `de mais de ${m} minutos`,
    it: (m) => `di più di ${m} minuti`,
  },
  minRating: {
    en: (r, above) => `rated ${above ? 'above' : 'at least'} ${r}`,
    es: (r, above) => `con nota ${above ? 'superior a' : 'de al menos'} ${r}`,
    fr: (r, above) => `notés ${above ? 'plus de' : 'au moins'} ${r}`,
    de: (r, above) => `Bewertung ${above ? 'über' : 'mindestens'} ${r}`,
    pt: (r, above) => `com nota ${above ? 'acima de' : 'de pelo menos'} ${r}`,
    it: (r, above) => `con voto ${above ? 'superiore a' : 'di almeno'} ${r}`,
  },
  hiddenGems: {
    en: 'that are hidden gems (rated 7+ by fewer than 10,000 voters)',
    es: 'joyas ocultas (nota 7+ con menos de 10.000 votos)',
    fr: 'pépites méconnues (note 7+ et moins de 10 000 votes)',
    de: 'Geheimtipps (Bewertung 7+ bei weniger als 10.000 Stimmen)',
    pt: 'joias escondidas (nota 7+ com menos de 10.000 votos)',
    it: 'gemme nascoste (voto 7+ con meno di 10.000 voti)',
  },
  kids: {
    en: 'for kids (rated G or PG)',
    es: 'para niños (calificación G o PG)',
    fr: 'pour enfants (classés G ou PG)',
    de: 'für Kinder (Freigabe G oder PG)',
    pt: 'para crianças (classificação G ou PG)',
    it: 'per bambini (classificati G o PG)',
  },
  family: {
    en: 'for the family (rated G or PG)',
    es: 'para la familia (calificación G o PG)',
    fr: 'en famille (classés G ou PG)',
    de: 'für die Familie (Freigabe G oder PG)',
    pt: 'para a família (classificação G ou PG)',
    it: 'per la famiglia (classificati G o PG)',
  },
  gentle: {
    en: 'that are not too violent (rated PG-13 or milder, no horror or war)',
    es: 'no muy violentas (PG-13 o menos, sin terror ni guerra)',
    fr: 'pas trop violents (PG-13 au plus, ni horreur ni guerre)',
    de: 'nicht zu brutal (höchstens PG-13, kein Horror, kein Krieg)',
    pt: 'não muito violentos (até PG-13, sem terror nem guerra)',
    it: 'non troppo violenti (al massimo PG-13, niente horror né guerra)',
  },
  noSequels: {
    en: 'that are not sequels',
    es: 'que no sean secuelas',
    fr: 'qui ne sont pas des suites',
    de: 'keine Fortsetzungen',
    pt: 'que não sejam continuações',
    it: 'che non siano sequel',
  },
  unwatched: {
    en: "that you haven't watched",
    es: 'que no hayas visto',
    fr: 'que vous n’avez pas vus',
    de: 'noch nicht gesehen',
    pt: 'que você ainda não viu',
    it: 'che non hai visto',
  },
  director: {
    en: (name) => `by ${name}`,
    es: (name) => `de ${name}`,
    fr: (name) => `de ${name}`,
    de: (name) => `von ${name}`,
    pt: (name) => `de ${name}`,
    it: (name) => `di ${name}`,
  },
  actor: {
    en: (name) => `with ${name}`,
    es: (name) => `con ${name}`,
    fr: (name) => `avec ${name}`,
    de: (name) => `mit ${name}`,
    pt: (name) => `com ${name}`,
    it: (name) => `con ${name}`,
  },
  without: {
    en: (names) => `without ${names}`,
    es: (names) => `sin ${names}`,
    fr: (names) => `sans ${names}`,
    de: (names) => `ohne ${names}`,
    pt: (names) => `sem ${names}`,
    it: (names) => `senza ${names}`,
  },
};

/** Why a pick fits: who made it or where it runs, and its rating. */
export const PICK_REASON_WORDS: Phrasebook<AnswerWords['reason']> = {
  from: {
    en: (d) => ` from ${d}`,
    es: (d) => `, de ${d}`,
    fr: (d) => `, de ${d}`,
    de: (d) => `, von ${d}`,
    pt: (d) => `, de ${d}`,
    it: (d) => `, di ${d}`,
  },
  on: {
    en: (n) => ` on ${n}`,
    es: (n) => `, en ${n}`,
    fr: (n) => `, sur ${n}`,
    de: (n) => `, auf ${n}`,
    pt: (n) => `, na ${n}`,
    it: (n) => `, su ${n}`,
  },
  rated: {
    en: (r) => `, rated ${r}/10`,
    es: (r) => `, nota ${r}/10`,
    fr: (r) => `, noté ${r}/10`,
    de: (r) => `, Bewertung ${r}/10`,
    pt: (r) => `, nota ${r}/10`,
    it: (r) => `, voto ${r}/10`,
  },
  film: {
    en: 'film',
    es: 'película',
    fr: 'film',
    de: 'Film',
    pt: 'filme',
    it: 'film',
  },
  series: {
    en: 'series',
    es: 'serie',
    fr: 'série',
    de: 'Serie',
    pt: 'série',
    it: 'serie',
  },
};
