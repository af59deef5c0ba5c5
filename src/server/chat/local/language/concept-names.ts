import type { TranslatedNames } from './phrasebook';

/**
 * Moods and genres by concept key, as answers outside English name them (English keeps the
 * request's own label).
 */
export const CONCEPT_NAMES: TranslatedNames = {
  romance: { es: 'romance', fr: 'romance', de: 'Romantik', pt: 'romance', it: 'sentimentali' },
  horror: { es: 'terror', fr: 'horreur', de: 'Horror', pt: 'terror', it: 'horror' },
  comedy: { es: 'comedia', fr: 'comédie', de: 'Komödie', pt: 'comédia', it: 'commedia' },
  action: { es: 'acción', fr: 'action', de: 'Action', pt: 'ação', it: 'azione' },
  adventure: { es: 'aventura', fr: 'aventure', de: 'Abenteuer', pt: 'aventura', it: 'avventura' },
  smart: {
    es: 'inteligentes',
    fr: 'intelligents',
    de: 'anspruchsvoll',
    pt: 'inteligentes',
    it: 'intelligenti',
  },
  'feel-good': {
    es: 'para sentirse bien',
    fr: 'qui font du bien',
    de: 'gute Laune',
    pt: 'para se sentir bem',
    it: 'di buonumore',
  },
  sad: { es: 'emotivas', fr: 'émouvants', de: 'bewegend', pt: 'emocionantes', it: 'commoventi' },
  family: {
    es: 'familiares',
    fr: 'en famille',
    de: 'für die Familie',
    pt: 'em família',
    it: 'per famiglie',
  },
  animation: {
    es: 'animación',
    fr: 'animation',
    de: 'Animation',
    pt: 'animação',
    it: 'animazione',
  },
  war: { es: 'guerra', fr: 'guerre', de: 'Krieg', pt: 'guerra', it: 'guerra' },
  western: { es: 'western', fr: 'western', de: 'Western', pt: 'faroeste', it: 'western' },
  mystery: { es: 'misterio', fr: 'mystère', de: 'Mystery', pt: 'mistério', it: 'mistero' },
  thriller: { es: 'suspense', fr: 'suspense', de: 'Spannung', pt: 'suspense', it: 'suspense' },
  crime: { es: 'crimen', fr: 'policier', de: 'Krimi', pt: 'policial', it: 'poliziesco' },
  'sci-fi': {
    es: 'ciencia ficción',
    fr: 'science-fiction',
    de: 'Science-Fiction',
    pt: 'ficção científica',
    it: 'fantascienza',
  },
  fantasy: { es: 'fantasía', fr: 'fantastique', de: 'Fantasy', pt: 'fantasia', it: 'fantasy' },
  documentary: {
    es: 'documental',
    fr: 'documentaire',
    de: 'Dokumentation',
    pt: 'documentário',
    it: 'documentario',
  },
  history: { es: 'historia', fr: 'histoire', de: 'Geschichte', pt: 'história', it: 'storia' },
  music: { es: 'musical', fr: 'musique', de: 'Musik', pt: 'musical', it: 'musica' },
  drama: { es: 'drama', fr: 'drame', de: 'Drama', pt: 'drama', it: 'drammatici' },
};
