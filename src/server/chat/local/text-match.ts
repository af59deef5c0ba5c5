/** Small text helpers shared by the intent parser and the title matcher. */

/**
 * Lower case, straight quotes, accents removed, symbols dropped ("Alien³" → "alien3"); clause
 * punctuation stays, because "nothing scary, something funny" is two requests.
 */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9' ,.;:!?-]+/g, ' ')
      // "7.5" and "7,5" stay numbers; elsewhere punctuation is spaced out as its own token.
      .replace(/([,.;:!?])(?!\d)/g, '$1 ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A title reduced for lookup: no leading article, no apostrophes or hyphens. */
export function titleKey(title: string): string {
  return normalize(title)
    .replace(/[,.;:!?]/g, ' ')
    .replace(/['-]/g, '')
    .replace(/^(the|a|an) /, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex for any of the phrases, matched as whole words (a hyphen counts as part of a word). */
export function phraseRegex(phrases: string[], flags = 'g'): RegExp {
  const sorted = [...phrases].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![a-z0-9'-])(?:${sorted.join('|')})(?![a-z0-9-])`, flags);
}
