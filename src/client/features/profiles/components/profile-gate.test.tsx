import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionUser } from '@/client/lib/session-user-store';
import { MemoryRouter, useLocation } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';
import { switchToProfile } from '@/client/library/sync/switch-profile';
import { writeCurrentProfile } from '@/client/library/stores/current-profile-store';
import { ada, installFakeProfilesServer, tim } from '../testing/fake-profiles-server';
import { watchAs } from '@/client/testing/profile-fixtures';
import { ProfileGate } from './profile-gate';

vi.mock('@/client/library/sync/switch-profile', () => ({
  switchToProfile: vi.fn(() => Promise.resolve()),
  forgetLocalProfileLibrary: vi.fn(),
}));

const fake = installFakeProfilesServer();
// Before each test: a gate still mounted at the end of the last one may yet finish its work.
beforeEach(() => vi.mocked(switchToProfile).mockClear());

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname}
      {location.state ? ` from ${(location.state as { from: string }).from}` : ''}
    </output>
  );
}

function renderGate(url = '/vault?sort=title') {
  useSessionUser.getState().setUser({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/profiles" element={<Where />} />
          <Route
            path="*"
            element={
              <>
                <ProfileGate />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const where = () => screen.getByTestId('where').textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the profile gate', () => {
  it('asks "Who\'s watching?" on a device with no choice when there are two profiles, then returns to the page', async () => {
    renderGate();
    await waitFor(() => expect(where()).toBe('/profiles from /vault?sort=title'));
    expect(switchToProfile).not.toHaveBeenCalled();
  });

  it('takes the only profile as chosen without asking', async () => {
    fake.profiles = [ada];
    renderGate();
    await waitFor(() => expect(switchToProfile).toHaveBeenCalledWith('u1', ada));
    expect(fake.current).toBe(ada.id);
    expect(where()).toBe('/vault');
  });

  it('asks for the only profile when it is locked', async () => {
    fake.profiles = [ada];
    fake.pins[ada.id] = '1234';
    renderGate();
    await waitFor(() => expect(where()).toBe('/profiles from /vault?sort=title'));
  });

  it("brings the device's choice to this browser's copy, and stays on the page", async () => {
    fake.current = tim.id;
    renderGate();
    await waitFor(() => expect(switchToProfile).toHaveBeenCalledWith('u1', tim));
    await settle();
    expect(where()).toBe('/vault');
  });

  it('does nothing more when the copy already matches', async () => {
    fake.current = tim.id;
    watchAs(tim);
    renderGate();
    await settle();
    expect(switchToProfile).not.toHaveBeenCalled();
    expect(where()).toBe('/vault');
  });
});

describe('the profile gate, when the sync leaves a profile', () => {
  it('asks again with a fresh answer once this browser no longer watches as any profile', async () => {
    fake.current = tim.id;
    watchAs(tim);
    renderGate();
    await settle();
    expect(where()).toBe('/vault');
    // This device's choice ended on the server, and the sync took the library out
    // (library-sync.ts leaveProfileLibrary).
    fake.current = null;
    act(() => writeCurrentProfile(null));
    await waitFor(() => expect(where()).toBe('/profiles from /vault?sort=title'));
    expect(switchToProfile).not.toHaveBeenCalled();
  });
});
