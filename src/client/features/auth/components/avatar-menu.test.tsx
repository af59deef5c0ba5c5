import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from '@/client/lib/router/router';
import { useNotices } from '@/client/lib/notices';
import { useSessionUser } from '@/client/lib/session-user-store';
import { applySession } from '../hooks/auth-state';
import { installSignOutServer } from '../testing/sign-out-server';
import { kidsProfile, watchAs } from '@/client/testing/profile-fixtures';
import { AvatarMenu } from './avatar-menu';

const fake = installSignOutServer();

function Probe() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{useLocation().pathname}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderMenu(
  name: string,
  onSwitchProfile: () => Promise<'offline' | 'ask'> = () => Promise.resolve('ask'),
) {
  applySession({ user: { id: 'u1', email: 'ada@example.com', name } });
  render(
    <MemoryRouter initialEntries={['/start', '/browse']}>
      <AvatarMenu
        defaultOpen
        focusOnMount={false}
        anonymous={false}
        onSwitchProfile={onSwitchProfile}
      />
      <Probe />
    </MemoryRouter>,
  );
}
const where = () => screen.getByTestId('where').textContent;

describe('AvatarMenu', () => {
  it('shows the display name, the email and the four actions', async () => {
    renderMenu('Ada Lovelace');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@example.com');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual([
      'Profile Matrix',
      'System Settings',
      'Switch profile',
      // The spec's words, with the plain ones under them (issue 39).
      'Disconnect Neural Link Sign out',
    ]);
  });

  it("'Switch profile' goes to \"Who's watching?\"", async () => {
    const start = vi.fn(() => Promise.resolve<'offline' | 'ask'>('ask'));
    renderMenu('Ada Lovelace', start);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Switch profile' }));
    await waitFor(() => expect(where()).toBe('/profiles'));
    expect(start).toHaveBeenCalledOnce();
  });

  it("offline, 'Switch profile' says it needs a connection and the page stays", async () => {
    renderMenu('Ada Lovelace', () => Promise.resolve('offline'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Switch profile' }));
    await waitFor(() =>
      expect(useNotices.getState().notices.map((n) => n.message)).toContain(
        'Switching profile needs a connection',
      ),
    );
    expect(where()).toBe('/browse');
  });

  it("a kids profile's menu has no 'System Settings' (no way to the account)", async () => {
    watchAs(kidsProfile);
    renderMenu('Ada Lovelace');
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual([
      'Profile Matrix',
      'Switch profile',
      'Disconnect Neural Link Sign out',
    ]);
  });

  it('shows the email in place of a missing display name', async () => {
    renderMenu('');
    const menu = await screen.findByRole('menu');
    const lines = [...menu.querySelectorAll('p')].map((p) => p.textContent);
    expect(lines).toEqual(['ada@example.com', 'ada@example.com']);
  });

  it("'Disconnect Neural Link' signs out on the server, clears the user and replaces the page with /", async () => {
    renderMenu('Ada Lovelace');
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Disconnect Neural Link Sign out' }),
    );
    await waitFor(() => expect(where()).toBe('/'));
    expect(fake.signOuts).toBe(1);
    expect(useNotices.getState().notices.map((n) => n.message)).toContain('You have signed out');
    expect(useSessionUser.getState()).toMatchObject({ uid: '', name: '', email: '' });
    // Replaced, not pushed: going back skips the signed-in page.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe('/start');
  });

  it('goes to /error when the sign-out fails', async () => {
    fake.status = 500;
    renderMenu('Ada Lovelace');
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Disconnect Neural Link Sign out' }),
    );
    await waitFor(() => expect(where()).toBe('/error'));
    expect(fake.signOuts).toBe(1);
  });

  /** Ada's vault holds a title the account (unreachable here) has not got yet, and she signs out. */
  async function signOutWithAWaitingChange() {
    localStorage.setItem('nexus_library_owner', 'u1');
    const saved = [{ id: 7, type: 'tv', name: 'Aurora', addedAt: '2026-01-01T00:00:00.000Z' }];
    localStorage.setItem('nexus_vault', JSON.stringify(saved));
    renderMenu('Ada Lovelace');
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Disconnect Neural Link Sign out' }),
    );
  }

  it('asks before signing out with changes that have not reached the account, and Stay keeps everything', async () => {
    await signOutWithAWaitingChange();
    const dialog = await screen.findByRole('dialog', {
      name: '1 change has not reached your account yet. Sign out anyway?',
    });
    expect(fake.signOuts).toBe(0);
    // Keyboard: the safe choice has the focus, and Escape stays.
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.signOuts).toBe(0);
    expect(useSessionUser.getState().name).toBe('Ada Lovelace');
    expect(localStorage.getItem('nexus_vault')).not.toBeNull();
  });

  it("'Sign out anyway' signs out, removes the library from this browser and keeps the waiting change", async () => {
    await signOutWithAWaitingChange();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(fake.signOuts).toBe(1);
    expect(localStorage.getItem('nexus_vault')).toBeNull();
    expect(localStorage.getItem('nexus_library_owner')).toBeNull();
    expect(JSON.parse(localStorage.getItem('nexus_library_queue_u1')!)).toEqual([
      expect.objectContaining({ key: 'vault:tv:7' }),
    ]);
  });
});
