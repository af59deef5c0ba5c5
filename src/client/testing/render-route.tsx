import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';

/** Shows the current URL, so tests can assert on navigation and search parameters. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `element` on the route `path` (e.g. `/tv/:id`) at `url`, with a fresh query client
 * (no retries, so a failing answer shows at once) and the URL in `data-testid="location"`,
 * which stays readable after a navigation away from the route.
 */
export function renderRoute(url: string, path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
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
