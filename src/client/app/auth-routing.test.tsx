import { QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { MemoryRouter, useLocation } from '@/client/lib/router/router';
import { resetAuthState } from '@/client/features/auth/hooks/auth-state';
import { createQueryClient } from '@/client/lib/query-client';
import { AppRoutes } from './router';
import { lazyRouteComponents } from './route-modules';

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' };
let sessionUser: typeof user | null = null;
const server = setupServer(
  http.get('*/api/auth/get-session', () => HttpResponse.json({ user: sessionUser })),
  // The pages behind the guard load catalogue data; an unknown title or empty rows will do.
  http.get('*/api/catalog/*', () => apiError(404, 'not-found', 'No such title')),
  http.post('*/api/auth/sign-in/email', () => {
    sessionUser = user;
    return HttpResponse.json({ user });
  }),
);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes pages={lazyRouteComponents()} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const location = () => screen.getByTestId('location').textContent;

// Route pages load lazily; the first transform of a chunk can take seconds on a busy machine.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sessionUser = null;
  resetAuthState();
});
afterEach(() => server.resetHandlers());

describe('access to the routes', () => {
  it("a protected deep link shows 'Authenticating...', then the sign-in, then returns there", async () => {
    renderAt('/movie/42?tab=cast');
    expect(screen.getByText('Authenticating...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toBe('/');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Neural-Link-2049' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/movie/42?tab=cast'));
    expect(screen.getByRole('button', { name: 'Open profile menu' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor from / to /browse', async () => {
    sessionUser = user;
    renderAt('/');
    expect(screen.getByText('Loading NEXUS...')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/browse'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("shows 'Neural Access' to a signed-out visitor off `/`, and not on `/`", async () => {
    renderAt('/error');
    const button = await screen.findByRole('link', { name: 'Neural Access' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Neural Access' })).not.toBeInTheDocument();
  });
});
