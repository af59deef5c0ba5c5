import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionUser } from '@/client/lib/session-user-store';
import { resetAuthState } from '../hooks/auth-state';
import { AuthForm } from './auth-form';

/** The sign-in's code step (docs/product.md#two-factor-and-passkeys). */
const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' };
const requests: Array<{ path: string; body: unknown }> = [];
const server = setupServer(
  http.post('*/api/auth/sign-in/email', async ({ request }) => {
    requests.push({ path: 'sign-in', body: await request.json() });
    return HttpResponse.json({ twoFactorRequired: true });
  }),
  http.post('*/api/auth/two-factor/:kind', async ({ request, params }) => {
    const { code } = (await request.json()) as { code: string };
    requests.push({ path: String(params.kind), body: { code } });
    if (code === '123456' || code === 'abcde-12345') return HttpResponse.json({ user });
    return HttpResponse.json(
      { error: { code: 'invalid-code', message: 'That code is not right. Please try again.' } },
      { status: 400 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  requests.length = 0;
  resetAuthState();
});
afterEach(() => server.resetHandlers());

async function passwordStep() {
  const onSuccess = vi.fn();
  render(<AuthForm onSuccess={onSuccess} />);
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Neural-Link-2049' } });
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument();
  return onSuccess;
}

describe('sign-in with two-factor', () => {
  it('asks for the code after a right password, and signs in only with a right one', async () => {
    const onSuccess = await passwordStep();
    // No session yet: nobody is taken as signed in.
    expect(useSessionUser.getState().uid).toBeFalsy();
    expect(screen.getByLabelText('Password')).not.toBeVisible();
    const input = screen.getByLabelText('Authenticator code');
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6 digits');
    expect(requests.map((r) => r.path)).toEqual(['sign-in']);
    await userEvent.clear(input);
    await userEvent.type(input, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(onSuccess).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(useSessionUser.getState().uid).toBe('u1');
  });

  it('takes a backup code instead', async () => {
    const onSuccess = await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup code' }));
    await userEvent.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(requests.at(-1)).toEqual({ path: 'verify-backup-code', body: { code: 'abcde-12345' } });
  });

  it('starts over from email and password', async () => {
    await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
