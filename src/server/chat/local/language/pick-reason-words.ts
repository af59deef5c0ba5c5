import type { AnswerWords } from './answer-words';
import type { Phrasebook } from './phrasebook';

/** The words around the facts that say why a pick fits: "thriller from Ridley Scott, rated 8/10" */
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
