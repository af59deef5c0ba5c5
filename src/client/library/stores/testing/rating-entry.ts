import type { RatingEntry } from '@/client/library/stores/ratings-store';

/** Test support: a rating of film `id`, in half stars, given at `ratedAt` (epoch ms). */
export const ratingEntry = (id: number, stars: number, ratedAt: number): RatingEntry => ({
  id,
  media_type: 'movie',
  rating: stars,
  ratedAt,
  title: `Film ${id}`,
});
