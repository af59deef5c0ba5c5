import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';
import { useSessionUser } from '@/client/lib/session-user-store';
import { applySession } from '../hooks/auth-state';
import { installSignOutServer } from '../testing/sign-out-server';
import { SignOutButton } from './sign-out-button';

const fake = installSignOutServer();
beforeEach(() => applySession({ user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } }));

function renderProfileWithLogout() {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<SignOutButton className="">LOGOUT</SignOutButton>} />
        <Route path="/" element={<p>landing page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
const logout = () => userEvent.click(screen.getByRole('button', { name: 'LOGOUT' }));

describe('SignOutButton (the profile LOGOUT)', () => {
  it('only signs out: the route guard, not the button, leaves the page', async () => {
    renderProfileWithLogout();
    await logout();
    await waitFor(() => expect(useSessionUser.getState().uid).toBe(''));
    expect(fake.signOuts).toBe(1);
    expect(screen.queryByText('landing page')).not.toBeInTheDocument();
  });

  it('says so when sign-out fails, and the visitor stays signed in', async () => {
    fake.status = 500;
    renderProfileWithLogout();
    await logout();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-out failed');
    expect(useSessionUser.getState().uid).toBe('u1');
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeEnabled();
  });

  it('asks first when changes have not reached the account, like the avatar menu', async () => {
    localStorage.setItem('nexus_library_owner', 'u1');
    localStorage.setItem(
      'nexus_vault',
      JSON.stringify([{ id: 7, type: 'tv', name: 'Aurora', addedAt: '2026-01-01T00:00:00.000Z' }]),
    );
    renderProfileWithLogout();
    await logout();
    await screen.findByRole('dialog', {
      name: '1 change has not reached your account yet. Sign out anyway?',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.signOuts).toBe(0);
    expect(useSessionUser.getState().uid).toBe('u1');
    expect(localStorage.getItem('nexus_vault')).toContain('Aurora');
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeEnabled();
  });
});
