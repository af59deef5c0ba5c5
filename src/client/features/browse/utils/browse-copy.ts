import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MediaType } from '@/shared/catalog/title-schemas';

/**
 * The product's texts for each browse page (docs/product.md#browse-movies-and-series-pages), so one
 * page component serves both. Each is rendered with the page's translator (`t(copy.heading)`).
 */
export const browseCopy: Record<
  MediaType,
  {
    heading: MessageDescriptor;
    listsLabel: MessageDescriptor;
    /** The offline note's noun: 'showing the last saved {noun}'. */
    noun: string;
    searchLabel: MessageDescriptor;
    searchPlaceholder: MessageDescriptor;
    loadMore: MessageDescriptor;
    loadMoreFailed: MessageDescriptor;
    emptyTitle: MessageDescriptor;
    failureText: MessageDescriptor;
    showAll: MessageDescriptor;
  }
> = {
  movie: {
    heading: msg({ message: 'Movies', comment: 'The films page heading, in capitals' }),
    listsLabel: msg({
      message: 'Movies lists',
      comment: 'The films page tabs: Trending, Popular…',
    }),
    noun: 'movies',
    searchLabel: msg`Search movies`,
    searchPlaceholder: msg`Search movies...`,
    loadMore: msg({ message: 'Load More Movies', comment: 'Button under the grid of films' }),
    loadMoreFailed: msg`Could not load more movies. Please try again.`,
    emptyTitle: msg({ message: 'No Movies Found', comment: 'Heading, in capitals' }),
    failureText: msg`Unable to load movies from the quantum database`,
    showAll: msg({ message: 'Show All Movies', comment: 'Button: leave the search' }),
  },
  tv: {
    heading: msg({ message: 'TV Shows', comment: 'The series page heading, in capitals' }),
    listsLabel: msg({
      message: 'TV Shows lists',
      comment: 'The series page tabs: Trending, Popular…',
    }),
    noun: 'shows',
    searchLabel: msg`Search TV shows`,
    searchPlaceholder: msg`Search TV shows...`,
    loadMore: msg({ message: 'Load More Shows', comment: 'Button under the grid of series' }),
    loadMoreFailed: msg`Could not load more shows. Please try again.`,
    emptyTitle: msg({ message: 'No TV Shows Found', comment: 'Heading, in capitals' }),
    failureText: msg`Unable to load shows from the neural database`,
    showAll: msg({ message: 'Show All Shows', comment: 'Button: leave the search' }),
  },
};
