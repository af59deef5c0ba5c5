import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@/client/lib/router/router';
import { Route, Routes, useParams } from '@/client/lib/router/routes';

/** Shows the current URL, so tests can assert on navigation and search parameters. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function WithId({ page }: { page: (id: string | undefined) => ReactNode }) {
  const { id } = useParams();
  return <>{page(id)}</>;
}

/** Renders a detail page under `/{kind}/:id` at a URL, with a fresh query client (no retries). */
export function renderPage(
  kind: 'movie' | 'tv',
  url: string,
  page: (id: string | undefined) => ReactNode,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={`/${kind}/:id`}
            element={
              <>
                <WithId page={page} />
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** The URL the probe shows. */
export const currentUrl = (container: ParentNode = document) =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';
