/** Release-year ranges asked for in the text: "90s", "1980s", "from 2005", "recent", "classic". */
export type Era =
  { kind: 'range'; from: number; to: number; label: string } | { kind: 'recent'; label: string };

const DECADE_WORDS: Record<string, number> = {
  twenties: 1920,
  thirties: 1930,
  forties: 1940,
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
  noughties: 2000,
};

const range = (from: number, to: number, label: string): Era => ({
  kind: 'range',
  from,
  to,
  label,
});

/** Reads the first era in normalized text; null when none is asked for. */
export function parseEra(text: string): Era | null {
  const between = text.match(
    /\b(?:between|from)\s+(19\d\d|20\d\d)\s+(?:and|to|-|until)\s+(19\d\d|20\d\d)\b/,
  );
  if (between) {
    const a = Number(between[1]);
    const b = Number(between[2]);
    return range(Math.min(a, b), Math.max(a, b), `from ${Math.min(a, b)} to ${Math.max(a, b)}`);
  }
  const dashed = text.match(/\b(19\d\d|20\d\d)\s*-\s*(19\d\d|20\d\d)\b/);
  if (dashed)
    return range(Number(dashed[1]), Number(dashed[2]), `from ${dashed[1]} to ${dashed[2]}`);

  const decade = text.match(/(?<![a-z0-9])'?(19|20)?(\d)0'?s\b/);
  if (decade) {
    const digit = Number(decade[2]);
    const century = decade[1] ? Number(decade[1]) * 100 : digit <= 2 ? 2000 : 1900;
    const from = century + digit * 10;
    return range(from, from + 9, `from the ${from}s`);
  }
  for (const [word, from] of Object.entries(DECADE_WORDS)) {
    if (new RegExp(`\\b${word}\\b`).test(text)) return range(from, from + 9, `from the ${from}s`);
  }

  const after = text.match(
    /\b(?:since|after|from|post)\s+(19\d\d|20\d\d)\s*(?:on|onwards?|or later|and later|\+)?/,
  );
  const onward = after && /\b(since|after|post)\b|on(wards?)?\b|later|\+/.test(after[0]);
  if (after && onward) return range(Number(after[1]), 9999, `from ${after[1]} on`);
  const before = text.match(/\b(?:before|until|pre|older than|up to)\s*-?\s*(19\d\d|20\d\d)\b/);
  if (before) return range(0, Number(before[1]) - 1, `before ${before[1]}`);
  const year = text.match(/(?<![\d-])(19[2-9]\d|20[0-4]\d)(?![\d-])/);
  if (year) return range(Number(year[1]), Number(year[1]), `from ${year[1]}`);

  if (/\b(recent|new|newer|newest|latest|modern|fresh|current)\b/.test(text)) {
    return { kind: 'recent', label: 'recent' };
  }
  if (
    /\b(classic|classics|old|older|oldies|vintage|golden age|old-school|old school)\b/.test(text)
  ) {
    return range(0, 1985, 'classic');
  }
  return null;
}
