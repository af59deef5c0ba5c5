import type { Language as InterfaceLanguage } from '@/shared/i18n/languages';
import { answerLanguageOf, readLanguage } from './local/language/detect-language';
import type { Language } from './local/language/detect-language';
import { normalize } from './local/text-match';

/**
 * The note above an answer our own recommender gave because a daily AI cap was reached
 * (docs/product.md#chat), in the answer's language: the message's own, else the interface's
 * (issue 33). English is the product's text, to the letter.
 */
const NOTES: Record<Language, readonly [string, string, string]> = {
  en: [
    "You have reached today's limit of AI answers, so NEXUS's own recommender answered this one.",
    "Your network has reached today's limit of AI answers, so NEXUS's own recommender answered this one.",
    "Today's AI answers on this server have run out, so NEXUS's own recommender answered this one.",
  ],
  es: [
    'Has llegado al límite de respuestas de IA de hoy, así que esta te la da el recomendador propio de NEXUS.',
    'Tu red ha llegado al límite de respuestas de IA de hoy, así que esta te la da el recomendador propio de NEXUS.',
    'Las respuestas de IA de hoy en este servidor se han agotado, así que esta te la da el recomendador propio de NEXUS.',
  ],
  fr: [
    "Vous avez atteint la limite de réponses IA du jour : c'est le moteur de recommandation de NEXUS qui répond.",
    "Votre réseau a atteint la limite de réponses IA du jour : c'est le moteur de recommandation de NEXUS qui répond.",
    "Les réponses IA du jour sont épuisées sur ce serveur : c'est le moteur de recommandation de NEXUS qui répond.",
  ],
  de: [
    'Du hast das heutige Limit an KI-Antworten erreicht, daher antwortet hier die eigene Empfehlung von NEXUS.',
    'Dein Netzwerk hat das heutige Limit an KI-Antworten erreicht, daher antwortet hier die eigene Empfehlung von NEXUS.',
    'Die KI-Antworten dieses Servers sind für heute aufgebraucht, daher antwortet hier die eigene Empfehlung von NEXUS.',
  ],
  pt: [
    'Você atingiu o limite de respostas de IA de hoje, então o recomendador do próprio NEXUS respondeu esta.',
    'Sua rede atingiu o limite de respostas de IA de hoje, então o recomendador do próprio NEXUS respondeu esta.',
    'As respostas de IA de hoje neste servidor acabaram, então o recomendador do próprio NEXUS respondeu esta.',
  ],
  it: [
    'Hai raggiunto il limite di risposte IA di oggi, quindi risponde il sistema di consigli di NEXUS.',
    'La tua rete ha raggiunto il limite di risposte IA di oggi, quindi risponde il sistema di consigli di NEXUS.',
    'Le risposte IA di oggi su questo server sono finite, quindi risponde il sistema di consigli di NEXUS.',
  ],
};

/** Which cap refused: the person's, the address's, the server's. */
export type DailyCap = 0 | 1 | 2;

export const DAILY_CAP_NOTE = NOTES.en[0];
export const ADDRESS_DAILY_CAP_NOTE = NOTES.en[1];
export const TOTAL_DAILY_CAP_NOTE = NOTES.en[2];

export function dailyCapNote(cap: DailyCap, text: string, interfaceLanguage?: InterfaceLanguage) {
  const read = readLanguage(normalize(text), text);
  const language: Language =
    read && read !== 'other'
      ? read
      : read === null && interfaceLanguage
        ? answerLanguageOf(interfaceLanguage)
        : 'en';
  return NOTES[language][cap];
}
