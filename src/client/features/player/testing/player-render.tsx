import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';
import { PlayerOverlaySlot } from '../components/player-overlay-slot';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * A title route at `url` with the player slot, a text input (to type in) and the current
 * location in `data-testid="location"`, as the overlay tests need it.
 */
export function renderPlayerAt(url: string, type: 'movie' | 'tv', id: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={`/${type}/:id`}
            element={
              <>
                <input aria-label="Search" />
                <PlayerOverlaySlot type={type} id={id} />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
