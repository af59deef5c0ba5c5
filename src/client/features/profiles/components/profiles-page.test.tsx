import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderRoute } from '@/client/testing/render-route';
import { switchToProfile } from '@/client/library/sync/switch-profile';
import { PROFILE_ERROR_CODES } from '@/shared/profiles/profile-api';
import { ada, installFakeProfilesServer, PASSWORD, tim } from '../testing/fake-profiles-server';
import { ProfilesPage } from './profiles-page';

vi.mock('@/client/library/sync/switch-profile', () => ({
  switchToProfile: vi.fn(() => Promise.resolve()),
  forgetLocalProfileLibrary: vi.fn(),
}));

const fake = installFakeProfilesServer();

afterEach(() => {
  vi.mocked(switchToProfile).mockClear();
  vi.restoreAllMocks();
  // The query client's own online state follows the events, not the mocked property.
  window.dispatchEvent(new Event('online'));
});

function renderPage() {
  return renderRoute('/profiles', '/profiles', <ProfilesPage next="/vault" />);
}
const user = () => userEvent.setup();

describe("Who's watching?", () => {
  it('shows each profile as a button with its name, lock and Kids marks', async () => {
    fake.pins[ada.id] = '1234';
    renderPage();
    expect(await screen.findByRole('heading', { name: "Who's watching?" })).toBeInTheDocument();
    const ada_ = await screen.findByRole('button', { name: 'Ada, locked' });
    const tim_ = screen.getByRole('button', { name: 'Tim, kids profile' });
    expect(ada_.closest('[data-nav="grid"]')).toBe(tim_.closest('[data-nav="grid"]'));
    expect(screen.getByRole('button', { name: 'Manage profiles' })).toBeInTheDocument();
  });

  it('opens a profile without a PIN at once, switches the library to it and goes on', async () => {
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Tim, kids profile' }));
    await waitFor(() => expect(currentUrl()).toBe('/vault'));
    expect(fake.current).toBe(tim.id);
    expect(switchToProfile).toHaveBeenCalledWith(expect.any(String), tim);
  });

  it("a locked profile asks 'Enter PIN': a wrong PIN is refused in the dialog, the right one opens it", async () => {
    fake.pins[ada.id] = '1234';
    renderPage();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Ada, locked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter PIN' });
    const pin = within(dialog).getByLabelText('PIN');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'off');
    expect(pin).toHaveFocus();
    await u.keyboard('9999');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong PIN');
    expect(currentUrl()).toBe('/profiles');
    await waitFor(() => expect(pin).toHaveFocus());
    await u.keyboard('1234');
    await waitFor(() => expect(currentUrl()).toBe('/vault'));
    expect(fake.calls.filter((c) => c.path.endsWith('/choose')).map((c) => c.body)).toEqual([
      { pin: '9999' },
      { pin: '1234' },
    ]);
  });

  it('after five wrong PINs it says to wait five minutes', async () => {
    fake.pins[ada.id] = '1234';
    fake.chooseFails = { status: 429, code: PROFILE_ERROR_CODES.pinWait };
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Ada, locked' }));
    await user().keyboard('1111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries. Try again in 5 minutes.',
    );
  });

  it("a PIN locked for the day offers 'Forgot PIN?': the account password removes the lock and opens the profile", async () => {
    fake.pins[ada.id] = '1234';
    fake.chooseFails = { status: 423, code: PROFILE_ERROR_CODES.pinLocked };
    renderPage();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Ada, locked' }));
    await u.keyboard('1111');
    const dialog = await screen.findByRole('dialog', { name: 'Forgot PIN?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Forgot PIN?');
    await u.type(within(dialog).getByLabelText('Account password'), 'wrong');
    await u.click(within(dialog).getByRole('button', { name: 'Remove PIN' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Wrong password'),
    );
    await u.type(within(dialog).getByLabelText('Account password'), PASSWORD);
    await u.click(within(dialog).getByRole('button', { name: 'Remove PIN' }));
    await waitFor(() => expect(currentUrl()).toBe('/vault'));
    expect(fake.pins).toEqual({});
    expect(fake.current).toBe(ada.id);
  });

  it('offline, choosing a profile says it needs a connection and stays', async () => {
    renderPage();
    const button = await screen.findByRole('button', { name: 'Tim, kids profile' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await user().click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Switching profile needs a connection',
    );
    expect(fake.calls).toEqual([]);
    expect(currentUrl()).toBe('/profiles');
  });

  it("a kids profile has no 'Manage profiles'", async () => {
    fake.current = tim.id;
    renderPage();
    await screen.findByRole('button', { name: 'Tim, kids profile' });
    expect(screen.queryByRole('button', { name: 'Manage profiles' })).toBeNull();
  });
});

describe('Manage profiles', () => {
  async function openManage() {
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Manage profiles' }));
    await screen.findByRole('heading', { name: 'Manage profiles' });
  }

  it('adds a kids profile with a chosen generated avatar', async () => {
    await openManage();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add profile' }));
    await u.type(await screen.findByLabelText('Profile name'), 'Lou');
    await u.click(screen.getByLabelText('Kids profile'));
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    await u.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    await u.click(screen.getByRole('button', { name: 'Add profile' }));
    await screen.findByRole('heading', { name: 'Manage profiles' });
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/profiles',
      body: { name: 'Lou', kids: true, avatar: 'avatar:2' },
    });
    expect(await screen.findByRole('button', { name: 'Edit Lou' })).toBeInTheDocument();
  });

  it('says when the name is taken, and checks the name before sending', async () => {
    await openManage();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add profile' }));
    await u.click(await screen.findByRole('button', { name: 'Add profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a profile name.');
    await u.type(screen.getByLabelText('Profile name'), 'Tim');
    await u.click(screen.getByRole('button', { name: 'Add profile' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'A profile with this name already exists',
      ),
    );
    expect(fake.calls).toHaveLength(1);
  });

  it("with 'Require a PIN to add profiles' on, adding asks the main profile's PIN", async () => {
    fake.pins[ada.id] = '1234';
    fake.requirePinToAdd = true;
    await openManage();
    const u = user();
    expect(screen.getByLabelText('Require a PIN to add profiles')).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Add profile' }));
    await u.type(await screen.findByLabelText('Profile name'), 'Lou');
    await u.type(screen.getByLabelText('PIN of the main profile'), '1234');
    await u.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(await screen.findByRole('button', { name: 'Edit Lou' })).toBeInTheDocument();
    expect(fake.calls.at(-1)?.body).toMatchObject({ name: 'Lou', pin: '1234' });
  });

  it("hides 'Add profile' at five profiles and says 'Up to 5 profiles'", async () => {
    fake.profiles.push(
      { ...tim, id: 'p3', name: 'C' },
      { ...tim, id: 'p4', name: 'D' },
      { ...tim, id: 'p5', name: 'E' },
    );
    await openManage();
    expect(screen.getByText('Up to 5 profiles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add profile' })).toBeNull();
  });

  it("locks a profile with a PIN after the account password, then offers 'Require a PIN to add profiles'", async () => {
    await openManage();
    const u = user();
    expect(screen.queryByLabelText('Require a PIN to add profiles')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Edit Ada' }));
    // The first profile is never a kids profile.
    expect(await screen.findByLabelText('Kids profile')).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Lock with PIN' }));
    await u.type(screen.getByLabelText('Account password'), PASSWORD);
    await u.type(screen.getByLabelText('New PIN (4 digits)'), '12a34');
    await u.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Ada is locked with a PIN.')).toHaveRole('status');
    expect(fake.pins).toEqual({ [ada.id]: '1234' });
    expect(screen.getByRole('button', { name: 'Change PIN' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await u.click(await screen.findByLabelText('Require a PIN to add profiles'));
    await u.type(screen.getByLabelText('Account password'), PASSWORD);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.requirePinToAdd).toBe(true));
  });

  it('deletes a profile only after the confirmation that names what goes with it', async () => {
    await openManage();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Tim' }));
    await u.click(await screen.findByRole('button', { name: 'Delete profile' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Delete profile Tim? Its vault, history and ratings are deleted too.',
    );
    expect(fake.profiles).toHaveLength(2);
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'Manage profiles' });
    expect(fake.profiles.map((p) => p.name)).toEqual(['Ada']);
    expect(screen.queryByRole('button', { name: 'Edit Tim' })).toBeNull();
  });

  it('the first profile has no delete button', async () => {
    await openManage();
    await user().click(screen.getByRole('button', { name: 'Edit Ada' }));
    await screen.findByLabelText('Profile name');
    expect(screen.queryByRole('button', { name: 'Delete profile' })).toBeNull();
  });
});
