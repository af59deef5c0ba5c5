import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { renderWithQueries } from '../testing/render-account';
import { TwoFactorPanel } from './two-factor-panel';

const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const calls: string[] = [];
const server = setupServer(
  http.post('*/api/auth/two-factor/enable', async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    calls.push(`enable:${password}`);
    if (password !== 'right-password')
      return apiError(403, 'wrong-password', 'That password is not right.');
    return HttpResponse.json({
      totpURI: 'otpauth://totp/NEXUS:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=NEXUS',
      backupCodes: codes,
    });
  }),
  http.post('*/api/auth/two-factor/verify-totp', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    calls.push(`verify:${code}`);
    if (code !== '123456')
      return apiError(400, 'invalid-code', 'That code is not right. Please try again.');
    return HttpResponse.json({ user: { id: 'u', email: 'ada@example.com', name: 'Ada' } });
  }),
  http.post('*/api/auth/two-factor/disable', () => {
    calls.push('disable');
    return HttpResponse.json({ success: true });
  }),
  http.get('*/api/auth/security', () =>
    HttpResponse.json({ twoFactorEnabled: true, libraryBytes: 0, passkeys: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

describe('two-factor panel', () => {
  it('sets up after the password: the secret, ten backup codes, then a code turns it on', async () => {
    renderWithQueries(<TwoFactorPanel enabled={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set up' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    await userEvent.clear(screen.getByLabelText('Your password'));
    await userEvent.type(screen.getByLabelText('Your password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    // A code to scan: a version-4 symbol at least (the link is 70 characters), with its quiet zone.
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    const side = Number(qr.getAttribute('viewBox')!.split(' ')[2]);
    expect(side).toBeGreaterThanOrEqual(33 + 8);
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(1000);
    const list = screen.getByRole('list', { name: 'Backup codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const input = screen.getByLabelText('3. Enter the code from your authenticator app');
    await userEvent.type(input, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await userEvent.clear(input);
    await userEvent.type(input, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two-factor is on.');
    expect(calls).toEqual([
      'enable:wrong',
      'enable:right-password',
      'verify:000000',
      'verify:123456',
    ]);
  });

  it('turns off only after the password', async () => {
    renderWithQueries(<TwoFactorPanel enabled />);
    expect(screen.getByRole('heading', { name: 'Two-Factor Auth: Active' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(calls).toEqual([]);
    await userEvent.type(screen.getByLabelText('Your password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two-factor is off.');
    expect(calls).toEqual(['disable']);
  });
});
