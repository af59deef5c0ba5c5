import { LONG_MINUTES, NO_LIMITS, SHORT_MINUTES, type Audience, type Limits } from './limits';

const NUMBER = '(\\d{1,3}(?:\\.\\d)?|an|a|one|two|three|four|one and a half|an hour and a half)';
const WORD_NUMBERS: Record<string, number> = { an: 1, a: 1, one: 1, two: 2, three: 3, four: 4 };
const UNIT = '(hours?|hrs?|h|minutes?|mins?|m)\\b(?: and a half)?';
const LESS =
  '(?:under|less than|shorter than|below|at most|max|maximum|no more than|no longer than|up to|within|<)';
const MORE = '(?:over|more than|longer than|above|at least|minimum|min|>)';

const LESS_RUNTIME = new RegExp(`\\b${LESS}\\s*${NUMBER}\\s*${UNIT}`);
const MORE_RUNTIME = new RegExp(`(?<!\\bno |\\bnot )\\b${MORE}\\s*${NUMBER}\\s*${UNIT}`);
// "1h30", "1 h 30", "an hour and a half"
const HOURS_MINUTES = /\b(\d)\s*h\s*(\d\d)\b/;

const SHORT = /\b(?:short|quick|brief|not too long|nothing too long|not long|short one)\b/;
const LONG = /(?<!not too |not |nothing too |too )\b(?:long|lengthy|epic length)\b(?! ago)/;

const RATING =
  /\b(?:rated|rating|score|scored|scoring|ranked|imdb)\s*(?:of\s+)?(above|over|more than|higher than|at least|greater than|>=?|\+)?\s*(\d(?:[.,]\d)?)(\s*\+|\s*or (?:more|higher|above|better)|\s*\/\s*10)?/;
const RATING_AFTER =
  /\b(\d(?:\.\d)?)\s*(\+|or (?:more|higher|above|better))\s*(?:\/\s*10\s*)?(?:rating|rated|stars?)\b/;

const GEMS =
  /\b(?:hidden gems?|gems?|underrated|under-rated|lesser known|lesser-known|little known|little-known|obscure|under the radar|overlooked|not so well known|few people (?:know|have seen))\b/;

const AUDIENCE: [Audience, RegExp][] = [
  [
    'gentle',
    /\b(?:not too violent|not violent|nothing violent|non-violent|nonviolent|no violence|without violence|less violent|not gory|no gore|without gore|not too graphic|nothing graphic|gentle)\b/,
  ],
  [
    'kids',
    /\b(?:for kids|kids|kid|for children|children|child|my son|my daughter|toddlers?|little ones|young kids|kid-friendly)\b/,
  ],
  ['family', /\b(?:family|families|whole family|all ages|family-friendly|family friendly)\b/],
];

const NO_SEQUELS =
  /\b(?:not a sequel|no sequels?|not sequels|without sequels?|nothing that is a sequel|no follow-ups?|originals? only|only originals?|not part of a (?:series|franchise)|no franchises?|standalone)\b/;

const UNWATCHED =
  /\b(?:nothing i(?:'ve| have)? (?:already )?(?:watched|seen)|not (?:something )?i(?:'ve| have)? (?:already )?(?:watched|seen)|haven't (?:seen|watched)|have not (?:seen|watched)|not (?:already )?(?:seen|watched)|unseen|unwatched|new to me|i haven't seen|skip what i(?:'ve| have)? (?:seen|watched)|not in my history)\b/;

/** "again", "rewatch": titles already seen may come back (they are left out by default). */
const REWATCH =
  /\b(?:again|rewatch|re-watch|rewatching|seen before|watched before|i(?:'ve| have) (?:already )?(?:seen|watched)|revisit|one more time)\b/;

/** Reads the hard limits from normalized English text (other languages are translated first). */
export function parseLimits(text: string, unknownPerson: string | null): Limits {
  const limits: Limits = { ...NO_LIMITS, unknownPerson };
  const less = text.match(LESS_RUNTIME);
  const more = text.match(MORE_RUNTIME);
  const hm = text.match(HOURS_MINUTES);
  if (less) limits.maxRuntime = minutes(less[1]!, less[2]!, less[0], 'max');
  else if (hm && /\b(?:under|less|at most|max|up to|within)\b/.test(text))
    limits.maxRuntime = Number(hm[1]) * 60 + Number(hm[2]);
  else if (SHORT.test(text)) limits.maxRuntime = SHORT_MINUTES - 1;
  if (more) limits.minRuntime = minutes(more[1]!, more[2]!, more[0], 'min');
  else if (LONG.test(text)) limits.minRuntime = LONG_MINUTES + 1;

  const rating = text.match(RATING);
  const after = text.match(RATING_AFTER);
  if (rating && decimal(rating[2]!) <= 10 && (rating[1] || rating[3])) {
    const value = decimal(rating[2]!);
    const strict = /above|over|more|higher|greater|^>$/.test(rating[1] ?? '');
    limits.minRating = strict ? value + 0.01 : value;
  } else if (after && decimal(after[1]!) <= 10) {
    limits.minRating = decimal(after[1]!);
  }
  limits.hiddenGems = GEMS.test(text);
  limits.audience = AUDIENCE.find(([, regex]) => regex.test(text))?.[0] ?? null;
  limits.noSequels = NO_SEQUELS.test(text);
  limits.unwatched = UNWATCHED.test(text);
  limits.rewatch = !limits.unwatched && REWATCH.test(text);
  return limits;
}

/** "7.5" or, as most of Europe writes it, "7,5". */
const decimal = (text: string) => Number(text.replace(',', '.'));

/** Minutes from "90 minutes", "2 hours", "an hour and a half", "1.5 hours", as a bound. */
function minutes(amount: string, unit: string, phrase: string, bound: 'max' | 'min') {
  const n = /half/.test(phrase) ? 1.5 : (WORD_NUMBERS[amount] ?? Number(amount));
  const value = Math.round(unit.startsWith('h') ? n * 60 : n);
  // "under 90 minutes" means shorter than 90: a 90-minute film is not under it. "At most",
  // "up to" and "no longer than" include the number.
  const comparator = phrase.replace(/\b(?:minutes?|mins?)\b/, '');
  const inclusive = /at most|max|up to|within|no more|no longer|at least|min/.test(comparator);
  if (inclusive) return value;
  return bound === 'max' ? value - 1 : value + 1;
}
