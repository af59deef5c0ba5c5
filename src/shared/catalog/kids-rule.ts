import type { MediaType } from './title-schemas';

/*
 * The kids rule (docs/product.md#profiles): what a kids profile may see, one rule for the server
 * (lists, search, details, the chat) and the client. A film passes with a US certification of G
 * or PG; a series with a US TV Parental Guidelines rating of TV-Y, TV-Y7, TV-G or TV-PG. These are
 * the age levels 0 and 1 of certification-age.ts, each on its own scale: a film's rating says
 * nothing of a series and the reverse, so a film marked 'TV-G' (which no US film is) does not
 * pass.
 *
 * An unknown or missing certification fails: 'Not Rated', 'Unrated' and a blank are what the
 * data gives for unrated cuts and for titles nobody rated, which is not the same as "for
 * everyone", and the rule only ever errs on the side of leaving a title out.
 */

/** US film certifications (MPA) a kids profile sees. */
export const KIDS_FILM_CERTIFICATIONS: ReadonlySet<string> = new Set(['G', 'PG']);
/** US TV ratings a kids profile sees. */
export const KIDS_SERIES_RATINGS: ReadonlySet<string> = new Set(['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG']);

/** Whether a title of this kind with this US certification is for children. */
export function isForKids(media: MediaType, certification: string | null | undefined): boolean {
  if (!certification) return false;
  const rating = certification.trim().toUpperCase();
  return (media === 'movie' ? KIDS_FILM_CERTIFICATIONS : KIDS_SERIES_RATINGS).has(rating);
}
