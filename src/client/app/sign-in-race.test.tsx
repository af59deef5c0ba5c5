import { QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, lazy, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';
import { createQueryClient } from '@/client/lib/query-client';
import { resetAuthState } from '@/client/features/auth/hooks/auth-state';
import { signOut } from '@/client/features/auth/api/sign-out';
import { ProtectedLayout } from './layouts/protected-layout';
import LandingRoute from './routes/landing-route';

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' };
const server = setupServer(
  http.get('*/api/auth/get-session', () => HttpResponse.json({ user: null })),
  http.post('*/api/auth/sign-in/email', () => HttpResponse.json({ user })),
  http.post('*/api/auth/sign-out', () => HttpResponse.json({ success: true })),
);
configure({ asyncUtilTimeout: 5_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetAuthState());
afterEach(() => server.resetHandlers());

/**
 * The header's 'Disconnect Neural Link' (sign out, then `/` replacing history, as the avatar
 * menu does), outside the pages' Suspense boundary as in the app.
 */
function DisconnectButton() {
  const navigate = useNavigate();
  const disconnect = async () => {
    await signOut();
    navigate('/', { replace: true });
  };
  return (
    <button type="button" onClick={() => void disconnect()}>
      Disconnect Neural Link
    </button>
  );
}
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

describe('sign-in after a quick sign-out', () => {
  it('the form is not left busy when the sign-out comes before the next page has loaded', async () => {
    // The page the sign-in leads to is still loading (a slow chunk on a busy machine): React
    // keeps the sign-in screen mounted, hidden, until it arrives. We decide when it does.
    let release!: (module: { default: ComponentType }) => void;
    const SlowPage = lazy(
      () => new Promise<{ default: ComponentType }>((resolve) => (release = resolve)),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <DisconnectButton />
          <LocationProbe />
          <Suspense fallback={<p>Loading page</p>}>
            <Routes>
              <Route path="/" element={<LandingRoute />} />
              <Route element={<ProtectedLayout />}>
                <Route path="/browse" element={<SlowPage />} />
              </Route>
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Neural-Link-2049' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Loading page');
    expect(screen.getByTestId('location')).toHaveTextContent('/browse');

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Neural Link' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const submit = await screen.findByRole('button', { name: 'Sign In' });
    expect(submit).toBeEnabled();
    expect(screen.queryByText('PROCESSING...')).not.toBeInTheDocument();
    // Nothing of the previous sign-in is left in the form.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    release({ default: () => <p>Browse page</p> });
  });
});
