import {
  ERA_WORDS,
  LIMIT_WORDS,
  NOUN_WORDS,
  PICK_REASON_WORDS,
  SHADE_WORDS,
} from './answer-fragments';
import type { AnswerWords } from './answer-words';
import { ANSWER_SENTENCES } from './answer-sentences';
import type { Language } from './detect-language';
import { column } from './phrasebook';
import { CONCEPT_NAMES, GENRE_NAMES } from './translated-names';

function wordsIn(language: Language): AnswerWords {
  return {
    ...column(ANSWER_SENTENCES, language),
    nouns: column(NOUN_WORDS, language),
    era: column(ERA_WORDS, language),
    limits: column(LIMIT_WORDS, language),
    reason: column(PICK_REASON_WORDS, language),
    shades: column(SHADE_WORDS, language),
    genres: language === 'en' ? {} : column(GENRE_NAMES, language),
    concepts: language === 'en' ? {} : column(CONCEPT_NAMES, language),
  };
}

// Built once, not per answer: compose-answer tells English apart by its concept names' identity.
const BY_LANGUAGE: Record<Language, AnswerWords> = {
  en: wordsIn('en'),
  es: wordsIn('es'),
  fr: wordsIn('fr'),
  de: wordsIn('de'),
  pt: wordsIn('pt'),
  it: wordsIn('it'),
};

export function answerWordsFor(language: Language): AnswerWords {
  return BY_LANGUAGE[language];
}
