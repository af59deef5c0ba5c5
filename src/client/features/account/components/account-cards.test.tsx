import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityStatus } from '@/shared/auth/account-security';
import { renderWithQueries } from '../testing/render-account';
import { AccountCards } from './account-cards';

let status: SecurityStatus = { twoFactorEnabled: false, libraryBytes: 0, passkeys: [] };
const server = setupServer(
  http.get('*/api/auth/security', () => HttpResponse.json(status)),
  http.get('*/api/auth/list-sessions', () =>
    HttpResponse.json({
      sessions: ['a', 'b'].map((id) => ({
        id,
        userAgent: '',
        signedInAt: '2026-01-01T00:00:00Z',
        lastActiveAt: '2026-01-01T00:00:00Z',
        current: id === 'a',
      })),
    }),
  ),
  http.get('*/healthz', () => HttpResponse.json({ status: 'ok', uptime: 3 * 3600 + 12 * 60 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = (label: string) => screen.getByText(label).closest('li')!;

describe('account cards', () => {
  it('say Off on a fresh account, with the way to set each up, and real figures', async () => {
    status = { twoFactorEnabled: false, libraryBytes: 1536, passkeys: [] };
    renderWithQueries(<AccountCards />);
    const usage = screen.getByRole('region', { name: 'Usage Statistics' });
    expect(await within(usage).findByText('1.5 KB')).toBeInTheDocument();
    expect(within(row('Two-Factor Auth')).getByText('Off')).toBeInTheDocument();
    expect(
      within(row('Two-Factor Auth')).getByRole('link', { name: 'Set up' }),
    ).toBeInTheDocument();
    expect(within(row('Biometric Lock')).getByText('Off')).toBeInTheDocument();
    expect(
      within(row('Biometric Lock')).getByRole('link', { name: 'Add a passkey' }),
    ).toBeInTheDocument();
    // jsdom serves the page over http: the connection is not claimed to be encrypted.
    expect(within(row('Neural Encryption')).getByText('Not encrypted')).toBeInTheDocument();
    expect(within(row('Neural Encryption')).getByText(/scrypt hashes/)).toBeInTheDocument();
    expect(within(usage).getByText('Neural Sessions').nextSibling).toHaveTextContent('2');
    expect(await within(usage).findByText('3h 12m')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it('say Active only for what is on', async () => {
    status = {
      twoFactorEnabled: true,
      libraryBytes: 0,
      passkeys: [{ id: 'p1', name: 'Laptop', createdAt: '2026-01-01T00:00:00.000Z' }],
    };
    renderWithQueries(<AccountCards />);
    expect(await within(row('Two-Factor Auth')).findByText('Active')).toBeInTheDocument();
    expect(within(row('Biometric Lock')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Neural Encryption')).queryByText('Active')).not.toBeInTheDocument();
  });
});
