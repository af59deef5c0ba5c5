import { useGenreName } from './genre-messages';

/** A genre's name in the page's language (genre-messages.ts), as text. */
export function GenreName({ genre }: { genre: { id: number; name: string } | string }) {
  return useGenreName()(genre);
}
