import { GENRE_IDS } from '@/shared/catalog/genre-names';

/**
 * The words the local recommender understands, mapped to TMDB genre ids with weights: 1 for the
 * genre a word means, less for neighbours that still fit (a "mystery" request is also served by
 * a crime thriller). Film and TV genres differ in TMDB, so each concept lists both.
 */
export interface Concept {
  key: string;
  /** How the answer names the request, e.g. "scary". */
  label: string;
  /** Whole words or phrases, matched on word boundaries. */
  words: string[];
  genres: Record<number, number>;
  /** Genres that should not appear at all when this concept is asked for (a family film is never horror). */
  avoid?: number[];
  /** Whether the request is about quality more than genre ("smart", "tonight"). */
  qualityBoost?: number;
  /** A mood rather than a genre: no title is "filed" under it. */
  mood?: boolean;
}

/** TMDB's genre ids by key, from the one table (shared/catalog/genre-names.ts). */
export const GENRE = GENRE_IDS;

const G = GENRE;

/** Word lists are written as 'a|b|c' to keep the table readable. */
const w = (list: string) => list.split('|');

export const CONCEPTS: Concept[] = [
  {
    key: 'romance',
    label: 'romantic',
    words: w(
      'romantic|romance|romances|love story|love stories|date night|sweet|rom-com|romcom|rom com|in love',
    ),
    genres: { [G.romance]: 1, [G.comedy]: 0.3, [G.drama]: 0.3 },
    avoid: [G.horror],
  },
  {
    key: 'horror',
    label: 'scary',
    words: w(
      'scary|scare|scares|horror|horrors|frightening|terrifying|creepy|spooky|halloween|haunted|ghost|ghosts|zombie|zombies|slasher|nightmare|nightmares|chilling',
    ),
    genres: { [G.horror]: 1, [G.thriller]: 0.5 },
  },
  {
    key: 'comedy',
    label: 'funny',
    words: w(
      'funny|comedy|comedies|laugh|laughs|laughing|hilarious|humor|humour|humorous|silly|lighthearted|light-hearted|witty',
    ),
    genres: { [G.comedy]: 1 },
  },
  {
    key: 'action',
    label: 'action-packed',
    words: w(
      'action|action-packed|explosions|explosive|adrenaline|fight|fights|fighting|shootout|car chase|car chases|high octane|high-octane|blockbuster|blockbusters|superhero|superheroes|martial arts',
    ),
    genres: { [G.action]: 1, [G.adventure]: 0.5, [G.tvActionAdventure]: 1 },
  },
  {
    key: 'adventure',
    label: 'adventurous',
    words: w('adventure|adventures|adventurous|quest|epic|treasure|journey'),
    genres: { [G.adventure]: 1, [G.action]: 0.5, [G.fantasy]: 0.5, [G.tvActionAdventure]: 1 },
  },
  {
    key: 'smart',
    mood: true,
    label: 'smart',
    words: w(
      'smart|clever|intelligent|thought-provoking|thought provoking|mind-bending|mind bending|cerebral|brainy|makes me think|make me think|deep|philosophical|twist|twists|puzzle',
    ),
    genres: {
      [G.mystery]: 1,
      [G.scienceFiction]: 0.9,
      [G.drama]: 0.8,
      [G.thriller]: 0.7,
      [G.documentary]: 0.7,
      [G.history]: 0.6,
      [G.crime]: 0.6,
      [G.tvSciFiFantasy]: 0.8,
    },
    qualityBoost: 0.35,
  },
  {
    key: 'feel-good',
    mood: true,
    label: 'feel-good',
    words: w(
      'feel-good|feel good|feelgood|uplifting|heartwarming|heart-warming|cheerful|happy|cheer me up|wholesome|cozy|cosy|comforting',
    ),
    genres: {
      [G.comedy]: 1,
      [G.family]: 0.9,
      [G.animation]: 0.8,
      [G.music]: 0.8,
      [G.romance]: 0.6,
      [G.adventure]: 0.4,
    },
    avoid: [G.horror, G.war, G.thriller, G.crime],
  },
  {
    key: 'sad',
    mood: true,
    label: 'moving',
    words: w(
      'sad|cry|crying|tearjerker|tear-jerker|tearjerkers|emotional|moving|heartbreaking|melancholy|depressing|touching|bittersweet',
    ),
    genres: { [G.drama]: 1, [G.romance]: 0.6, [G.war]: 0.4 },
    avoid: [G.comedy, G.horror],
  },
  {
    key: 'family',
    label: 'family-friendly',
    words: w(
      'family|families|kids|kid|children|child|kid-friendly|family-friendly|whole family|my son|my daughter|all ages',
    ),
    genres: {
      [G.family]: 1,
      [G.animation]: 0.9,
      [G.tvKids]: 1,
      [G.adventure]: 0.3,
      [G.comedy]: 0.3,
    },
    avoid: [G.horror, G.war, G.crime, G.thriller],
  },
  {
    key: 'animation',
    label: 'animated',
    words: w('animated|animation|animations|cartoon|cartoons|anime|pixar|disney'),
    genres: { [G.animation]: 1, [G.family]: 0.6, [G.tvKids]: 0.6 },
  },
  {
    key: 'war',
    label: 'war',
    words: w('war|wars|wwii|ww2|world war|military|soldier|soldiers|battle|battles|army'),
    genres: { [G.war]: 1, [G.history]: 0.5, [G.tvWarPolitics]: 1 },
  },
  {
    key: 'western',
    label: 'western',
    words: w('western|westerns|cowboy|cowboys|wild west|gunslinger|outlaw|outlaws'),
    genres: { [G.western]: 1 },
  },
  {
    key: 'mystery',
    label: 'mystery',
    words: w(
      'mystery|mysteries|mysterious|whodunit|whodunnit|detective|detectives|sleuth|puzzling',
    ),
    genres: { [G.mystery]: 1, [G.crime]: 0.7, [G.thriller]: 0.6 },
  },
  {
    key: 'thriller',
    label: 'thrilling',
    words: w(
      'thriller|thrillers|thrilling|suspense|suspenseful|tense|edge of my seat|edge of your seat|gripping|psychological',
    ),
    genres: { [G.thriller]: 1, [G.mystery]: 0.6, [G.crime]: 0.5, [G.horror]: 0.3 },
  },
  {
    key: 'crime',
    label: 'crime',
    words: w(
      'crime|crimes|heist|heists|gangster|gangsters|mob|mafia|cop|cops|police|robbery|criminal',
    ),
    genres: { [G.crime]: 1, [G.thriller]: 0.5, [G.mystery]: 0.4 },
  },
  {
    key: 'sci-fi',
    label: 'sci-fi',
    words: w(
      'sci-fi|scifi|sci fi|science fiction|space|outer space|aliens|alien|robot|robots|futuristic|future|time travel|dystopian|dystopia|cyberpunk',
    ),
    genres: { [G.scienceFiction]: 1, [G.tvSciFiFantasy]: 1, [G.fantasy]: 0.3 },
  },
  {
    key: 'fantasy',
    label: 'fantasy',
    words: w('fantasy|magic|magical|wizard|wizards|dragons|dragon|fairy tale|fairytale|mythical'),
    genres: { [G.fantasy]: 1, [G.tvSciFiFantasy]: 1, [G.adventure]: 0.4, [G.scienceFiction]: 0.3 },
  },
  {
    key: 'documentary',
    label: 'documentary',
    words: w('documentary|documentaries|docs|doc|docuseries|non-fiction|nonfiction|real events'),
    genres: { [G.documentary]: 1 },
  },
  {
    key: 'history',
    label: 'historical',
    words: w(
      'history|historical|period piece|period drama|biopic|biopics|true story|based on a true story',
    ),
    genres: { [G.history]: 1, [G.war]: 0.5, [G.drama]: 0.3, [G.documentary]: 0.3 },
  },
  {
    key: 'music',
    label: 'musical',
    words: w('music|musical|musicals|concert|singing|songs|band|dance|dancing'),
    genres: { [G.music]: 1 },
  },
  {
    key: 'drama',
    label: 'dramatic',
    words: w('drama|dramas|dramatic|serious'),
    genres: { [G.drama]: 1 },
  },
];

/** Words that say "a good one, please": they weigh rating more. */
export const QUALITY_WORDS = w(
  'good|great|best|top|acclaimed|masterpiece|masterpieces|must-see|must see|classic|classics|highly rated|top rated|top-rated|award|award-winning|oscar|tonight|watch tonight|recommend',
);

/** Words that ask for series rather than films. */
export const SERIES_WORDS = w(
  'series|shows|tv show|tv|television|binge|binge-watch|episodes|seasons|sitcom|sitcoms|miniseries',
);

/** Words that ask for films explicitly. */
export const FILM_WORDS = w('movie|movies|film|films|flick|flicks|cinema');

/** Words before a concept that turn it into an exclusion ("no horror", "not scary"). */
export const NEGATIONS = w(
  "no|not|without|nothing|except|avoid|skip|minus|never|don't|dont|isn't|isnt|less|hate|anything but|other than",
);

export const SHORT_WORDS = w(
  'short|quick|not too long|nothing too long|not long|under 2 hours|under two hours|short one',
);
