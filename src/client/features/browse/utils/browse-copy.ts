import type { MediaType } from '@/shared/catalog/title-schemas';

/**
 * The product's texts for each browse page (docs/product.md#browse-movies-and-series-pages), so one
 * page component serves both.
 */
export const browseCopy: Record<
  MediaType,
  {
    heading: string;
    noun: string;
    searchLabel: string;
    loadMore: string;
    emptyTitle: string;
    failureText: string;
    showAll: string;
  }
> = {
  movie: {
    heading: 'Movies',
    noun: 'movies',
    searchLabel: 'Search movies',
    loadMore: 'Load More Movies',
    emptyTitle: 'No Movies Found',
    failureText: 'Unable to load movies from the quantum database',
    showAll: 'Show All Movies',
  },
  tv: {
    heading: 'TV Shows',
    noun: 'shows',
    searchLabel: 'Search TV shows',
    loadMore: 'Load More Shows',
    emptyTitle: 'No TV Shows Found',
    failureText: 'Unable to load shows from the neural database',
    showAll: 'Show All Shows',
  },
};
