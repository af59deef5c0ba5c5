/** How many titles the text asks for; null means a one-off answer of 2-3 titles. */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const NOUNS =
  'movies|movie|films|film|titles|picks|shows|series|recommendations|suggestions|options|ideas|comedies|dramas|thrillers|westerns|documentaries|musicals|romances|horrors|cartoons|classics|gems|hidden gems|adventures|mysteries|blockbusters';

const LIST_MAX = 10;
/** The product's list rule (docs/product.md#who-answers): "list" or "many" without "10" gives 8. */
const LIST_DEFAULT = 8;

// Compiled once, not on every request.
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const TOP_N = new RegExp(`\\btop\\s+${NUMBER}\\b`);
const N_TITLES = new RegExp(`\\b${NUMBER}\\s+(?:[a-z-]+\\s+){0,2}(?:${NOUNS})\\b`);

export function parseCount(text: string): number | null {
  // The product's rule first: any "10" means a list of ten.
  if (/(?<![\d.])10(?![\d.])/.test(text)) return LIST_MAX;
  const explicit = text.match(TOP_N) ?? text.match(N_TITLES);
  if (explicit?.[1]) {
    const n = NUMBER_WORDS[explicit[1]] ?? Number(explicit[1]);
    if (n >= 1) return Math.min(n, LIST_MAX);
  }
  if (/\b(list|lists|many|lots|bunch|plenty)\b/.test(text)) return LIST_DEFAULT;
  if (/\ba couple\b/.test(text)) return 2;
  return null;
}
