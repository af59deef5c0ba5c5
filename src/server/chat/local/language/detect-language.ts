import { phraseRegex } from '../text-match';
import { CONCEPTS, FILM_WORDS, QUALITY_WORDS, SERIES_WORDS } from '../vocabulary';
import type { Language as InterfaceLanguage } from '@/shared/i18n/languages';
import { REQUEST_WORDS, type RequestLanguage } from './request-words';

export type Language = 'en' | RequestLanguage;

/** What the request's language was taken to be; `other` is one we do not read. */
export type DetectedLanguage = Language | 'other';

const ENGLISH_WORDS = [
  ..."the|a|an|i|i'm|want|something|some|with|and|of|for|me|to|is|like|please|give|show|from|about|that|not|no|but|my|what|should|watch|tonight|recommend|any|anything|one|need|looking|tell|suggest|under|over|minutes|hours|short|long|rated|without".split(
    '|',
  ),
  ...CONCEPTS.flatMap((c) => c.words),
  ...QUALITY_WORDS,
  ...SERIES_WORDS,
  ...FILM_WORDS,
];

/**
 * Everyday words of languages we do not read, so "ik wil een griezelige film" gets a note rather
 * than a shrug. Not a translation: only enough to tell that the request is in one of them.
 */
const OTHER_WORDS =
  'een|het|ik|wil|graag|iets|voor|mij|leuke|jag|vill|och|inte|nagot|jeg|ikke|noget|noe|ett|chce|cos|dla|mnie|jakis|prosze|istiyorum|bana|icin|saya|ingin|untuk|yang|dan|bitte'.split(
    '|',
  );

/** The language the answer is written in for an interface language (its tag, `pt-BR` reads pt). */
export function answerLanguageOf(tag: InterfaceLanguage): Language {
  return tag === 'pt-BR' ? 'pt' : tag;
}

const keysOf = (phrases: string) => phrases.split('|').map((entry) => entry.split('=')[0]!);

const SCORERS: { language: Language; regex: RegExp }[] = [
  { language: 'en', regex: phraseRegex(ENGLISH_WORDS) },
  ...(Object.keys(REQUEST_WORDS) as RequestLanguage[]).map((language) => ({
    language,
    regex: phraseRegex([
      ...REQUEST_WORDS[language].markers.split('|'),
      ...keysOf(REQUEST_WORDS[language].phrases),
    ]),
  })),
];
const otherRegex = phraseRegex(OTHER_WORDS);

/**
 * The language of a normalized request: the one whose words it uses most. English wins a tie,
 * since it is the default. Letters outside the Latin script (dropped by normalizing) mean a
 * language we do not read when nothing else is recognised. When no word of any language is
 * there ("ok", "👍", a title alone), the language is `unclear`: the interface's, English when
 * the client does not say (issue 33).
 */
export function detectLanguage(
  text: string,
  rawText: string,
  unclear: Language = 'en',
): DetectedLanguage {
  return readLanguage(text, rawText) ?? unclear;
}

/** The language a normalized request is written in, or null when it cannot be told. */
export function readLanguage(text: string, rawText: string): DetectedLanguage | null {
  // "donne-moi" is two words here; elsewhere a hyphen keeps a word whole ("sci-fi").
  const spaced = text.replace(/-/g, ' ');
  const found = SCORERS.map(({ language, regex }) => ({
    language,
    words: [...spaced.matchAll(regex)].map((m) => m[0]),
  }));
  // A word several languages share ("western", "drama", "un") tells them apart less.
  const shared = new Map<string, number>();
  for (const { words } of found)
    for (const word of new Set(words)) shared.set(word, (shared.get(word) ?? 0) + 1);
  let best: Language = 'en';
  let bestScore = 0;
  for (const { language, words } of found) {
    // A phrase of the language ("mais antigos") says more than a word it shares ("mais").
    const score = words.reduce((sum, word) => sum + word.split(' ').length / shared.get(word)!, 0);
    if (score > bestScore + 1e-9) {
      best = language;
      bestScore = score;
    }
  }
  const other = [...spaced.matchAll(otherRegex)].length;
  if (other > 0 && other >= bestScore) return 'other';
  if (bestScore === 0 && /[^\p{Script=Latin}\p{P}\p{N}\p{S}\s]/u.test(rawText)) return 'other';
  return bestScore === 0 ? null : best;
}
