import type { AnswerWords } from './answer-words';
import { ANSWER_SENTENCES } from './answer-sentences';
import { CONCEPT_NAMES } from './concept-names';
import type { Language } from './detect-language';
import { GENRE_NAMES } from './genre-names';
import { column } from './phrasebook';
import { PICK_REASON_WORDS } from './pick-reason-words';
import { ERA_WORDS, LIMIT_WORDS, NOUN_WORDS } from './summary-words';

function wordsIn(language: Language): AnswerWords {
  return {
    ...column(ANSWER_SENTENCES, language),
    nouns: column(NOUN_WORDS, language),
    era: column(ERA_WORDS, language),
    limits: column(LIMIT_WORDS, language),
    reason: column(PICK_REASON_WORDS, language),
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
