import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { matrix } from '@/client/testing/tmdb-fixtures';
import { movieDetailQueryOptions } from '@/client/api/catalog/title-details';
import { titleListQueryOptions } from '@/client/api/catalog/title-list';
import { catalogListPath, titleDetailPath } from '@/shared/catalog/api-paths';
import { seedPageAnswer } from './page-answers';

it("seeds an answer asked in the page's language under that language's key (issue 33)", () => {
  const client = new QueryClient();
  const french = { ...matrix, title: 'Matrix' };
  expect(seedPageAnswer(client, titleDetailPath('movie', 603, 'fr'), french)).toEqual(
    movieDetailQueryOptions(603, 'fr').queryKey,
  );
  expect(client.getQueryData(movieDetailQueryOptions(603, 'fr').queryKey)?.title).toBe('Matrix');
  expect(client.getQueryData(movieDetailQueryOptions(603, 'en').queryKey)).toBeUndefined();

  const list = { page: 1, results: [], total_pages: 1, total_results: 0 };
  expect(seedPageAnswer(client, catalogListPath('movie', 'trending', 1, 'de'), list)).toEqual(
    titleListQueryOptions('movie', 'trending', 'de').queryKey,
  );
  expect(seedPageAnswer(client, titleDetailPath('movie', 603), matrix)).toEqual(
    movieDetailQueryOptions(603, 'en').queryKey,
  );
  // A language that is not ours is no page's answer.
  expect(seedPageAnswer(client, '/api/catalog/movie/603?language=xx', matrix)).toBeNull();
});
