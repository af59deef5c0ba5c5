import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from '@/client/lib/router/router';
import { createQueryClient } from '@/client/lib/query-client';
import { AppRoutes } from './router';
import { lazyRouteComponents } from './route-modules';
import { APP_VERSION } from '@/shared/client-config';

// With accounts off the app must not ask the server about a session at all.
let sessionChecks = 0;
const server = setupServer(
  http.get('*/api/auth/get-session', () => {
    sessionChecks += 1;
    return HttpResponse.json({ user: null });
  }),
  // The home view's rows: empty is enough here.
  http.get('*/api/catalog/*', () =>
    HttpResponse.json({ page: 1, results: [], total_pages: 0, total_results: 0 }),
  ),
);

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

// Route pages load lazily; the first transform of a chunk can take seconds on a busy machine.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = 'nexus-config';
  meta.content = JSON.stringify({ authMode: 'anonymous', version: APP_VERSION });
  document.head.append(meta);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('AUTH_MODE=anonymous', () => {
  it('/ leads to /browse with the full navigation and no sign-out', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes pages={lazyRouteComponents()} />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/browse'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText('Authenticating...')).not.toBeInTheDocument();
    // The menu code arrives after first paint; Radix's trigger carries data-state.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open profile menu' })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile Matrix' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'System Settings' })).toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: 'Disconnect Neural Link Sign out' }),
    ).not.toBeInTheDocument();
    expect(sessionChecks).toBe(0);
  });
});
