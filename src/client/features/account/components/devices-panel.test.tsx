import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import type { DeviceSession } from '@/shared/auth/device-sessions';
import { renderWithQueries } from '../testing/render-account';
import { DevicesPanel } from './devices-panel';

const LINUX_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const session = (id: string, userAgent: string, current = false): DeviceSession => ({
  id,
  userAgent,
  signedInAt: hoursAgo(48),
  lastActiveAt: hoursAgo(id === 'phone' ? 5 : 2),
  current,
});

let sessions: DeviceSession[] = [];
const revoked: string[] = [];
const server = setupServer(
  http.get('*/api/auth/list-sessions', () => HttpResponse.json({ sessions })),
  http.post('*/api/auth/revoke-session', async ({ request }) => {
    const { id } = (await request.json()) as { id: string };
    revoked.push(id);
    sessions = sessions.filter((s) => s.id !== id);
    return HttpResponse.json({ success: true });
  }),
  http.post('*/api/auth/revoke-other-sessions', () => {
    revoked.push('others');
    sessions = sessions.filter((s) => s.current);
    return HttpResponse.json({ success: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  revoked.length = 0;
});
afterAll(() => server.close());

const list = () => screen.getByRole('list', { name: 'Signed-in devices' });

describe('devices panel', () => {
  it('lists the devices by name, this one marked, and signs another out', async () => {
    sessions = [
      session('here', LINUX_CHROME, true),
      session('laptop', WINDOWS_FIREFOX),
      session('phone', IPHONE_SAFARI),
    ];
    renderWithQueries(<DevicesPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading devices…');
    const rows = await within(await screen.findByRole('list')).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('Active now');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Firefox on WindowsLast active 2 hours ago');
    expect(rows[2]).toHaveTextContent('Safari on iOS');
    // Never a token on the page, only what a person recognises.
    expect(document.body.textContent).not.toContain('laptop');

    await userEvent.click(
      screen.getByRole('button', { name: 'Sign out Firefox on Windows, last active 2 hours ago' }),
    );
    expect(await screen.findByText('Firefox on Windows is signed out.')).toBeInTheDocument();
    expect(revoked).toEqual(['laptop']);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Devices' })).toHaveFocus();
  });

  it('signs out of all other devices, then offers it no more', async () => {
    sessions = [session('here', LINUX_CHROME, true), session('laptop', WINDOWS_FIREFOX)];
    renderWithQueries(<DevicesPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out of all other devices' }),
    );
    expect(await screen.findByText('Signed out of 1 other device.')).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(revoked).toEqual(['others']);
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it('says so when a sign-out fails, and keeps the device listed', async () => {
    sessions = [session('here', LINUX_CHROME, true), session('laptop', WINDOWS_FIREFOX)];
    server.use(
      http.post('*/api/auth/revoke-session', () =>
        apiError(404, 'unknown-device', 'That device is already signed out.'),
      ),
    );
    renderWithQueries(<DevicesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Sign out Firefox/ }));
    expect(
      await screen.findByText(
        'Could not sign Firefox on Windows out: That device is already signed out.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    sessions = [session('here', LINUX_CHROME, true)];
    server.use(http.get('*/api/auth/list-sessions', () => HttpResponse.error(), { once: true }));
    renderWithQueries(<DevicesPanel />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load your devices');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });

  it('refuses an answer of the wrong shape as an error, not a crash', async () => {
    server.use(
      http.get('*/api/auth/list-sessions', () => HttpResponse.json({ sessions: [{ id: 1 }] })),
    );
    renderWithQueries(<DevicesPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load your devices');
  });

  it('has an empty state', async () => {
    sessions = [];
    renderWithQueries(<DevicesPanel />);
    expect(await screen.findByText('No device is signed in to your account.')).toBeInTheDocument();
  });
});
