import type { MatchCandidate } from '@/shared/catalog/match-schemas';

/** A catalogue title as the match endpoint answers it. */
export const candidate = (
  id: number,
  title: string,
  year: number,
  media_type: 'movie' | 'tv' = 'movie',
): MatchCandidate => ({
  id,
  media_type,
  title,
  year,
  poster_path: `/api/art/poster/${id}.svg`,
  backdrop_path: null,
  vote_average: 7.5,
  genre_ids: [18],
});
