import type { AnswerWords } from './answer-words';
import { ANSWER_WORDS_DE } from './answer-words-de';
import { ANSWER_WORDS_EN } from './answer-words-en';
import { ANSWER_WORDS_ES } from './answer-words-es';
import { ANSWER_WORDS_FR } from './answer-words-fr';
import { ANSWER_WORDS_IT } from './answer-words-it';
import { ANSWER_WORDS_PT } from './answer-words-pt';
import type { Language } from './detect-language';

const BY_LANGUAGE: Record<Language, AnswerWords> = {
  en: ANSWER_WORDS_EN,
  es: ANSWER_WORDS_ES,
  fr: ANSWER_WORDS_FR,
  de: ANSWER_WORDS_DE,
  pt: ANSWER_WORDS_PT,
  it: ANSWER_WORDS_IT,
};

export function answerWordsFor(language: Language): AnswerWords {
  return BY_LANGUAGE[language];
}
