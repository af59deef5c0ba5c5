import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@/client/lib/router/router';
import type { MovieSummary, TvSummary } from '@/shared/catalog/title-schemas';

/** TMDB v3 shaped fixtures for the home view's tests. */
export function movie(id: number, title = `Movie ${id}`, popularity = 10): MovieSummary {
  return {
    media_type: 'movie',
    id,
    title,
    overview: `${title} is a film.`,
    poster_path: `/api/images/poster/movie/${id}.svg`,
    backdrop_path: null,
    release_date: '1999-03-31',
    vote_average: 7.25,
    vote_count: 100,
    genre_ids: [28],
    adult: false,
    original_language: 'en',
    popularity,
  };
}

export function show(id: number, name = `Show ${id}`, popularity = 10): TvSummary {
  return {
    media_type: 'tv',
    id,
    name,
    overview: `${name} is a series.`,
    poster_path: null,
    backdrop_path: null,
    first_air_date: '2008-01-20',
    vote_average: 8.5,
    vote_count: 100,
    genre_ids: [18],
    adult: false,
    original_language: 'en',
    popularity,
  };
}

export function paged<T>(results: T[], page = 1, totalPages = 1) {
  return { page, results, total_pages: totalPages, total_results: results.length * totalPages };
}

/** Every list endpoint of the home rows answers an empty page unless a test says otherwise. */
export const emptyListHandlers = [
  http.get('*/api/catalog/trending/:media/week', () => HttpResponse.json(paged([]))),
  http.get('*/api/catalog/:media/:kind', () => HttpResponse.json(paged([]))),
];

export function renderWithProviders(ui: ReactNode, path = '/browse') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A controllable IntersectionObserver: tests decide when an element comes into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element as intersecting. */
  enter() {
    const entries = [...this.elements].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}
