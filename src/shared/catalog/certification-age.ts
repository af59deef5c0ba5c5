/**
 * The age a certification is for, one scale for films (MPA ratings) and series (US TV ratings):
 * 0 all ages (G, TV-Y, TV-Y7, TV-G), 1 parental guidance (PG, TV-PG), 2 teens (PG-13, TV-14),
 * 3 adults (R, NC-17, TV-MA). The chat's moods and shades use it (docs/product.md#moods-and-shades),
 * and so will a kids profile.
 */
// A Map, not an object: a certification is outside text (TMDB's), and 'toString' is no rating.
const AGE_LEVELS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    G: 0,
    'TV-Y': 0,
    'TV-Y7': 0,
    'TV-G': 0,
    PG: 1,
    'TV-PG': 1,
    'PG-13': 2,
    'TV-14': 2,
    R: 3,
    'NC-17': 3,
    'TV-MA': 3,
  }),
);

/** The age level of a certification; null when unknown ('Not Rated', none, anything else). */
export function ageLevelOf(certification: string | null | undefined): number | null {
  return certification ? (AGE_LEVELS.get(certification) ?? null) : null;
}
