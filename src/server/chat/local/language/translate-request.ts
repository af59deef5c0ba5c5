import { phraseRegex } from '../text-match';
import { REQUEST_WORDS, type RequestLanguage } from './request-words';

interface Translator {
  regex: RegExp;
  english: Map<string, string>;
}

const translators = new Map<RequestLanguage, Translator>(
  (Object.keys(REQUEST_WORDS) as RequestLanguage[]).map((language) => {
    const pairs = REQUEST_WORDS[language].phrases
      .split('|')
      .map((entry) => entry.split('=') as [string, string]);
    return [
      language,
      { regex: phraseRegex(pairs.map(([foreign]) => foreign)), english: new Map(pairs) },
    ];
  }),
);

/**
 * Turns a normalized request in Spanish, French, German, Portuguese or Italian into the English
 * the parser reads ("peliculas de terror de los 90" → "movies horror 90s"). Words it does not
 * know stay as they are, so a title after "como" is still found.
 */
export function translateRequest(text: string, language: RequestLanguage): string {
  const { regex, english } = translators.get(language)!;
  return decadesInEnglish(text.replace(regex, (phrase) => ` ${english.get(phrase) ?? phrase} `))
    .replace(/\s+/g, ' ')
    .trim();
}

/** "anos 90", "annees 80", "anni '70", "90er jahre", "los 90" → "90s". */
function decadesInEnglish(text: string) {
  return text
    .replace(
      /\b(?:(?:de |dos |des |degli |negli )?(?:los |les |gli |os )?(?:anos|annees|anni|decada de|decennio|jahre)|los|les|gli|os|der)\s+'?((?:19|20)?\d0)\b(?!\d)/g,
      ' $1s ',
    )
    .replace(/\b((?:19|20)?\d0)ern?(?: jahre| jahren)?\b/g, ' $1s ');
}
