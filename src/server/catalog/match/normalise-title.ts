/**
 * How titles from another service's export are compared with ours
 * (docs/product.md#importing-from-other-services): accents, case and punctuation do not count,
 * `&` reads as `and`, and a leading article in one of the languages the catalogue's titles come
 * in is dropped, as is one moved to the end ("Matrix, The"). Letters of every script are kept,
 * so a title in Japanese or Greek still compares.
 */
const ARTICLES = new Set([
  // English, French, Spanish, Italian, Portuguese, German, Dutch, Scandinavian
  'the', 'a', 'an',
  'le', 'la', 'les', 'l', 'un', 'une',
  'el', 'los', 'las', 'una',
  'il', 'lo', 'gli', 'uno',
  'o', 'os', 'as', 'um', 'uma',
  'der', 'die', 'das', 'ein', 'eine',
  'de', 'het', 'een',
  'en', 'et',
]); // prettier-ignore

/** Accents, case, punctuation and spacing removed: the title's words, joined by one space. */
export function foldTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The key two titles must share to be the same work: folded, without a leading or trailing
 * article. A title that is only an article ("A") keeps it, so it still has a key.
 */
export function titleKey(title: string): string {
  const folded = foldTitle(title);
  const trailing = /^(.*) (\p{L}+)$/u.exec(folded);
  // "Matrix, The" is the same title as "The Matrix": only with the comma, which `foldTitle` drops.
  const moved = trailing && /,\s*\p{L}+\s*$/u.test(title) && ARTICLES.has(trailing[2]!);
  const base = moved ? trailing[1]! : folded;
  const space = base.indexOf(' ');
  if (space > 0 && ARTICLES.has(base.slice(0, space))) return base.slice(space + 1);
  return base;
}
