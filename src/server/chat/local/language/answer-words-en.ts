import type { AnswerWords } from './answer-words';
import { LANGUAGE_LIST } from './answer-words';

/** English: the default, and the words the answers had before other languages were read. */
export const ANSWER_WORDS_EN: AnswerWords = {
  nouns: { movie: 'movies', tv: 'series', titles: 'titles' },
  genres: {},
  concepts: {},
  or: ' or ',
  era: {
    decade: (from) => `from the ${from}s`,
    range: (from, to) => `from ${from} to ${to}`,
    before: (year) => `before ${year}`,
    since: (year) => `from ${year} on`,
    year: (year) => `from ${year}`,
    recent: 'from recent years',
    classic: 'from the classic years',
  },
  limits: {
    maxRuntime: (m) => `under ${m} minutes`,
    minRuntime: (m) => `over ${m} minutes`,
    minRating: (r, above) => `rated ${above ? 'above' : 'at least'} ${r}`,
    hiddenGems: 'that are hidden gems (rated 7+ by fewer than 10,000 voters)',
    kids: 'for kids (rated G or PG)',
    family: 'for the family (rated G or PG)',
    gentle: 'that are not too violent (rated PG-13 or milder, no horror or war)',
    noSequels: 'that are not sequels',
    unwatched: "that you haven't watched",
    director: (name) => `by ${name}`,
    without: (names) => `without ${names}`,
  },
  picks: [
    (n, phrase) => `Here are ${n} ${phrase} worth your time:`,
    (_n, phrase) => `Try these ${phrase}:`,
    (n, phrase) => `My ${n} picks of ${phrase}:`,
  ],
  list: (n, phrase) => `Here are ${n} ${phrase}:`,
  one: (phrase) => `The one match for ${phrase}:`,
  since: (title, n) => `Since you liked ${title}, try ${n === 1 ? 'this' : 'these'}:`,
  none: (phrase) =>
    `I couldn't find any ${phrase} in our catalogue. Try another mood, genre or decade, for example "a funny 90s movie" or "something like Alien".`,
  closest: (names) => `(Nothing here is filed as ${names}, so these are the closest matches.)`,
  reason: {
    from: (d) => ` from ${d}`,
    on: (n) => ` on ${n}`,
    rated: (r) => `, rated ${r}/10`,
    film: 'film',
    series: 'series',
  },
  fewer: (n, asked) =>
    `You asked for ${asked}, but only ${n} ${n === 1 ? 'title fits' : 'titles fit'} everything you asked in our catalogue.`,
  removedBy: (limit) =>
    `Nothing left once I keep to "${limit}": that is the limit that rules everything out.`,
  runtimeUnknown: (known, total) =>
    `(Running times are known for ${known} of our ${total} films; the others are left out rather than guessed.)`,
  certificationOnly:
    '(Judged by the MPAA rating; films without one, and series, which carry none here, are left out.)',
  noCast: (actor) =>
    `(Our catalogue has no cast lists, so I can't check who appears in a film: nothing here is chosen for ${actor}.)`,
  noHistory: '(I have no watch history from you yet, so nothing was left out as already watched.)',
  dropped: (t) =>
    `(Left out, as they break what you asked for: ${t}. Titles from our catalogue that keep it take their place.)`,
  notUnderstood: `Sorry, I didn't understand that request. I read ${LANGUAGE_LIST}.`,
  popular: 'In case it helps, here are popular picks as a suggestion:',
  otherLanguage: `(I read requests in ${LANGUAGE_LIST}; I may have missed part of this one.)`,
};
