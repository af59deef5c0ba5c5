import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderRoute } from '@/client/testing/render-route';
import { forgetLocalProfileLibrary, switchToProfile } from '@/client/library/sync/switch-profile';
import { APP_VERSION } from '@/shared/client-config';
import { FIRST_LOCAL_PROFILE } from '../api/local-profiles';
import { ProfilesPage } from './profiles-page';

vi.mock('@/client/library/sync/switch-profile', () => ({
  switchToProfile: vi.fn(() => Promise.resolve()),
  forgetLocalProfileLibrary: vi.fn(),
}));

// Accounts off: no server is asked (fetch fails the test if it is).
const meta = document.createElement('meta');
beforeAll(() => {
  meta.name = 'nexus-config';
  meta.content = JSON.stringify({ authMode: 'anonymous', version: APP_VERSION });
  document.head.append(meta);
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no server with accounts off'));
});
afterAll(() => {
  meta.remove();
  vi.restoreAllMocks();
});

const FIRST = FIRST_LOCAL_PROFILE;
const KIDS = {
  ...FIRST,
  id: 'local-2',
  name: 'Kids',
  avatar: 'avatar:4',
  kids: true,
  first: false,
};

const stored = () =>
  (
    JSON.parse(localStorage.getItem('nexus_local_profiles') ?? '{"profiles":[]}') as {
      profiles: { name: string; kids: boolean; locked: boolean }[];
    }
  ).profiles;

async function addProfile(name: string, kids = false) {
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Add profile' }));
  await u.type(await screen.findByLabelText('Profile name'), name);
  if (kids) await u.click(screen.getByLabelText('Kids profile'));
  await u.click(screen.getByRole('button', { name: 'Add profile' }));
  await screen.findByRole('button', { name: `Edit ${name}` });
}

describe('profiles with accounts off', () => {
  it('keeps profiles in this browser, with no PIN anywhere and unique names', async () => {
    renderRoute('/profiles', '/profiles', <ProfilesPage next="/browse" />);
    expect(await screen.findByRole('button', { name: 'User' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage profiles' }));
    await addProfile('Kids', true);
    expect(stored().map((p) => [p.name, p.kids])).toEqual([
      ['User', false],
      ['Kids', true],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Kids' }));
    await screen.findByLabelText('Profile name');
    expect(screen.queryByRole('button', { name: 'Lock with PIN' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // The same name again is refused here as on the server.
    await userEvent.click(await screen.findByRole('button', { name: 'Add profile' }));
    await userEvent.type(await screen.findByLabelText('Profile name'), 'kids');
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A profile with this name already exists',
    );
  });

  it('stops at five profiles', async () => {
    renderRoute('/profiles', '/profiles', <ProfilesPage next="/browse" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage profiles' }));
    for (const name of ['B', 'C', 'D', 'E']) await addProfile(name);
    expect(stored()).toHaveLength(5);
    expect(screen.getByText('Up to 5 profiles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add profile' })).toBeNull();
    expect(screen.queryByLabelText('Require a PIN to add profiles')).toBeNull();
  });

  it('switching to a profile moves the library with no account', async () => {
    localStorage.setItem('nexus_local_profiles', JSON.stringify({ profiles: [FIRST, KIDS] }));
    renderRoute('/profiles', '/profiles', <ProfilesPage next="/browse" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kids, kids profile' }));
    await waitFor(() => expect(currentUrl()).toBe('/browse'));
    expect(switchToProfile).toHaveBeenCalledWith(null, expect.objectContaining({ id: 'local-2' }));
  });

  it('deleting a profile deletes its library put aside in this browser', async () => {
    localStorage.setItem('nexus_local_profiles', JSON.stringify({ profiles: [FIRST, KIDS] }));
    renderRoute('/profiles', '/profiles', <ProfilesPage next="/browse" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage profiles' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Kids' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'Manage profiles' });
    expect(stored().map((p) => p.name)).toEqual(['User']);
    expect(forgetLocalProfileLibrary).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'local-2' }),
    );
  });
});
