import { parseCount } from './count';
import { parseEra, type Era } from './era';
import { detectLanguage, type DetectedLanguage, type Language } from './language/detect-language';
import { translateRequest } from './language/translate-request';
import { hasLimits, type Limits } from './limits';
import { parseLimits } from './parse-limits';
import { readShades, type Shade } from './shades';
import { normalize, phraseRegex } from './text-match';
import {
  CONCEPTS,
  FILM_WORDS,
  NEGATIONS,
  QUALITY_WORDS,
  SERIES_WORDS,
  SHORT_WORDS,
  type Concept,
} from './vocabulary';

/** What a chat message asks for, read without any AI. */
export interface Intent {
  /** Moods and genres asked for, in the order they appear. */
  concepts: Concept[];
  /** Moods and genres the user does not want ("no horror", "not scary"). */
  excluded: Concept[];
  /** A list size, or null for a one-off answer of 2-3 titles. */
  count: number | null;
  era: Era | null;
  /** The title named after "like …", when it exists in the catalogue. */
  similarTo: TitleRef | null;
  /** The director (or a series' creator) named after "by …" / "directed by …", when known. */
  director: string | null;
  /** The actor named after "with …" / "starring …", when the catalogue's cast lists know them. */
  actor: string | null;
  mediaType: 'movie' | 'tv' | null;
  /** "a mini-series": series of one season. */
  miniSeries: boolean;
  /** Moods and shades ("lighter", "for a date"): rules a title keeps, and genres it prefers. */
  shades: Shade[];
  /** Extra weight on rating, from words such as "good", "best", "smart", "tonight". */
  qualityBoost: number;
  /** Hard limits: runtime, rating, audience, sequels, watched, a named actor. */
  limits: Limits;
  /** The language of the request; answers are written in it ('other' answers in English). */
  language: DetectedLanguage;
  /** Whether anything in the request was read at all ("asdfgh qwerty" is not). */
  understood: boolean;
  /** The text as read: normalized, and in English when the request was in another language. */
  english: string;
}

export interface TitleRef {
  key: string;
  title: string;
}

/** Catalogue lookups the parser needs; injected so the parser stays pure and testable. */
export interface IntentLookups {
  /** Finds a title by the start of a phrase ("alien but newer" → Alien); returns the words used. */
  findTitle(words: string[]): { ref: TitleRef; wordsUsed: number } | null;
  findDirector(words: string[]): { name: string; wordsUsed: number } | null;
  findActor(words: string[]): { name: string; wordsUsed: number } | null;
}

const SIMILAR =
  /(?:\b(?:like|similar to|such as|in the vein of|reminds? me of|along the lines of|same vibe as|fans? of|i (?:loved|liked|enjoyed)|(?:watch|see|try|binge) (?:next )?after|after (?:finishing|watching|bingeing|binging|loving|enjoying)|now that i(?:'ve| have)? (?:finished|seen|watched))|^after)\s+(?:the (?:movie|film|show|series) )?/g;
const BY_DIRECTOR = /\b(?:directed by|by director|from director|by)\s+/g;
const CLAUSE_BREAK = /[,;.!?]|\bbut\b|\bhowever\b|\bthough\b/g;
const NEGATION_PHRASE =
  /(?:not in the mood for|tired of|sick of|anything but|other than|rather not have|don't want|do not want|don't like|no more|nothing too)\s+(?:[a-z'-]+\s+){0,2}$/;
const negationRegex = phraseRegex(NEGATIONS, '');
const shortRegex = phraseRegex(SHORT_WORDS);
const conceptRegexes = CONCEPTS.map((concept) => ({ concept, regex: phraseRegex(concept.words) }));
// Compiled once here: building a regex from a word list on every request is wasted CPU.
const seriesRegex = phraseRegex(SERIES_WORDS, '');
const filmRegex = phraseRegex(FILM_WORDS, '');
const qualityRegex = phraseRegex(QUALITY_WORDS, '');
const MINI_SERIES = /\b(?:mini-?series|mini series|limited series)\b/;
/** "a show like …" asks for a series; "show me" does not. */
const A_SHOW = /\bshow\b(?! (?:me|us)\b)/;

/**
 * How many "like …" and "by …" phrases one message may ask the catalogue about. Each lookup
 * scans the title or director index; a message of "like like like …" once made a hundred of
 * them (about 80 ms of CPU). People name one or two titles; the rest are ignored.
 */
export const MAX_LOOKUPS_PER_KIND = 3;

/**
 * The text as the parser reads it: normalized, and translated when in a language we read.
 * `unclear` is the language taken when the text's own cannot be told (the interface's).
 */
export function readAsEnglish(rawText: string, unclear?: Language) {
  const normalized = normalize(rawText);
  const language = detectLanguage(normalized, rawText, unclear);
  const text =
    language === 'en' || language === 'other' ? normalized : translateRequest(normalized, language);
  return { text, language };
}

export function parseIntent(
  rawText: string,
  lookups: IntentLookups,
  /** The text already read (readAsEnglish), when the caller has it. */
  read = readAsEnglish(rawText),
): Intent {
  const { language } = read;
  let text = read.text;
  const named = findActor(rawText, lookups);
  const actor = named ? (lookups.findActor(normalize(named).split(' '))?.name ?? null) : null;
  const english = text;

  let similarTo: TitleRef | null = null;
  for (const match of firstMatches(text, SIMILAR)) {
    const start = match.index + match[0].length;
    const words = text.slice(start).split(' ');
    const found = lookups.findTitle(words);
    if (!found) continue;
    similarTo = found.ref;
    const used = words.slice(0, found.wordsUsed).join(' ');
    // The title's own words ("Alien", "The Ghost Writer") must not read as moods or eras.
    text = `${text.slice(0, start)} ${text.slice(start + used.length)}`;
    break;
  }

  let director: string | null = null;
  for (const match of firstMatches(text, BY_DIRECTOR)) {
    const found = lookups.findDirector(text.slice(match.index + match[0].length).split(' '));
    if (found) {
      director = found.name;
      break;
    }
  }
  // A name the catalogue does not know is said to be unknown, never quietly ignored.
  const unknownPerson =
    named && !actor ? properName(named) : director ? null : unknownDirector(rawText, lookups);

  const limits = parseLimits(text, unknownPerson);
  // "not too long" and "not too violent" are limits; their "not" must not negate a genre.
  const conceptText = text.replace(shortRegex, ' short ').replace(LIMIT_NEGATIONS, ' ');
  const { concepts, excluded } = readConcepts(conceptText);
  const shades = readShades(conceptText);
  const miniSeries = MINI_SERIES.test(text);
  const wantsSeries = seriesRegex.test(text) || miniSeries || A_SHOW.test(text);
  const wantsFilms = filmRegex.test(text);
  const qualityWords = qualityRegex.test(text) ? 0.25 : 0;
  const conceptQuality = Math.max(0, ...concepts.map((c) => c.qualityBoost ?? 0));
  const count = parseCount(text);
  const era = parseEra(text);

  const intent: Intent = {
    concepts,
    excluded,
    count,
    era,
    similarTo,
    director,
    actor,
    // The format follows the request: its own words first, else the title it names.
    mediaType:
      wantsSeries && !wantsFilms
        ? 'tv'
        : wantsFilms && !wantsSeries
          ? 'movie'
          : (seedType(similarTo) ?? null),
    miniSeries,
    shades,
    qualityBoost: qualityWords + conceptQuality,
    limits,
    language,
    understood: false,
    english,
  };
  intent.understood = readSomething(intent) || generalRegex.test(text);
  return intent;
}

/** Whether the parse found anything to act on. */
function readSomething(intent: Intent) {
  return (
    intent.concepts.length > 0 ||
    intent.excluded.length > 0 ||
    intent.count !== null ||
    intent.era !== null ||
    intent.similarTo !== null ||
    intent.director !== null ||
    intent.actor !== null ||
    intent.mediaType !== null ||
    intent.shades.length > 0 ||
    intent.qualityBoost > 0 ||
    hasLimits(intent.limits)
  );
}

const seedType = (ref: TitleRef | null) =>
  ref ? (ref.key.startsWith('tv:') ? ('tv' as const) : ('movie' as const)) : null;

/** Words of a general request ("what should I watch?"): understood, answered with good picks. */
const generalRegex = phraseRegex(
  'watch|watching|movie|movies|film|films|show|shows|something|anything|recommend|recommendation|recommendations|suggest|suggestion|suggestions|tonight|pick|picks|see|bored|surprise me|what should|give me|looking for'.split(
    '|',
  ),
  '',
);

/** Limits that start with "not" or "no", removed before genres are read. */
const LIMIT_NEGATIONS =
  /\b(?:not too violent|not violent|nothing violent|no violence|not gory|no gore|not too graphic|nothing graphic|not a sequel|no sequels?|not sequels|nothing i(?:'ve| have)? (?:already )?(?:watched|seen)|not (?:already )?(?:seen|watched))\b/g;

/**
 * The name of an actor the request names ("starring Tom Hanks", "with Meryl Streep"), as
 * written; the caller looks it up in the cast lists. A known title after "with" is not an actor.
 */
function findActor(rawText: string, lookups: IntentLookups): string | null {
  const strong = rawText.match(
    /\b(?:starring|featuring|acted by|protagonizada por|protagonizado por|avec l'acteur|avec l'actrice|mit dem schauspieler|mit der schauspielerin|com o ator|com a atriz|con l'attore|con l'attrice|con el actor|con la actriz)\s+([\p{L}'.-]+(?:\s+[\p{L}'.-]+){0,2})/iu,
  );
  const weak = rawText.match(
    /\b(?:with|con|avec|mit|com)\s+(\p{Lu}[\p{L}'.-]+(?:\s+\p{Lu}[\p{L}'.-]+)+)/u,
  );
  const name = (strong ?? weak)?.[1]?.trim();
  if (!name) return null;
  if (!strong && lookups.findTitle(normalize(name).split(' '))) return null;
  return name;
}

/**
 * A director the request names who is not in the catalogue: after "directed by" any name, after
 * a bare "by" only a capitalised name of two words or more ("by Greta Gerwig", not "stand by me").
 */
function unknownDirector(rawText: string, lookups: IntentLookups): string | null {
  const strong = rawText.match(
    /\b(?:directed by|by director|from director|dirigida por|dirigidas por|del director|réalisé par|regie von|dirigido por|diretto da)\s+([\p{L}'.-]+(?:\s+[\p{L}'.-]+){0,2})/iu,
  );
  const weak = rawText.match(/\bby\s+(\p{Lu}[\p{L}'.-]+(?:\s+\p{Lu}[\p{L}'.-]+)+)/u);
  const name = (strong ?? weak)?.[1]?.trim();
  // "directed by a woman" names nobody: only a capitalised name is taken for a person.
  if (!name || !/^\p{Lu}/u.test(name)) return null;
  const words = normalize(name).split(' ');
  if (lookups.findDirector(words) || lookups.findTitle(words)) return null;
  return properName(name);
}

/** The capitalised words a name starts with: "Meryl Streep from" → "Meryl Streep". */
function properName(name: string): string {
  const words = name.split(/\s+/);
  if (!/^\p{Lu}/u.test(words[0] ?? '')) return name;
  const end = words.findIndex((w) => !/^\p{Lu}/u.test(w));
  return words.slice(0, end === -1 ? words.length : end).join(' ');
}

/** The first few matches of a phrase, however often the message repeats it. */
function firstMatches(text: string, regex: RegExp): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  for (const match of text.matchAll(regex)) {
    found.push(match);
    if (found.length === MAX_LOOKUPS_PER_KIND) break;
  }
  return found;
}

/** Finds every concept word, and sorts each into wanted or excluded by what comes before it. */
function readConcepts(text: string) {
  const matches = conceptRegexes
    .flatMap(({ concept, regex }) =>
      [...text.matchAll(regex)].map((m) => ({
        concept,
        at: m.index,
        end: m.index + m[0].length,
      })),
    )
    .sort((a, b) => a.at - b.at);
  const wanted = new Map<string, Concept>();
  const excluded = new Map<string, Concept>();
  let previousEnd = 0;
  for (const { concept, at, end } of matches) {
    // A negation belongs to the nearest concept after it: "not scary for date night" keeps romance.
    if (isNegated(text.slice(previousEnd, at))) excluded.set(concept.key, concept);
    else if (!wanted.has(concept.key)) wanted.set(concept.key, concept);
    previousEnd = Math.max(previousEnd, end);
  }
  for (const key of excluded.keys()) wanted.delete(key);
  return { concepts: [...wanted.values()], excluded: [...excluded.values()] };
}

/** Whether the words just before a match negate it, within the same clause. */
function isNegated(before: string): boolean {
  if (NEGATION_PHRASE.test(before)) return true;
  const clauses = before.split(CLAUSE_BREAK);
  const clause = clauses[clauses.length - 1] ?? '';
  const lastWords = clause.trim().split(' ').slice(-3).join(' ');
  return negationRegex.test(lastWords);
}
