import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionUser } from '@/client/lib/session-user-store';
import { validationMessages } from '@/shared/auth/credential-rules';
import { resetAuthState } from '../hooks/auth-state';
import { AuthForm } from './auth-form';

const GOOD = 'Neural-Link-2049';
const requests: Array<{ path: string; body: unknown }> = [];
const server = setupServer();
const user = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' };

function answer(path: string, status: number, body: object, wait = 0) {
  server.use(
    http.post(`*/api/auth/${path}`, async ({ request }) => {
      requests.push({ path, body: await request.json() });
      if (wait) await delay(wait);
      return HttpResponse.json(body, { status });
    }),
  );
}
const failWith = (path: string, status: number, code: string, message = 'nope') =>
  answer(path, status, { error: { code, message } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  requests.length = 0;
  resetAuthState();
});
afterEach(() => server.resetHandlers());

function setup() {
  const onSuccess = vi.fn();
  render(<AuthForm onSuccess={onSuccess} />);
  const ui = userEvent.setup();
  // Typing key by key is slow in jsdom; a change event per field is what matters here.
  const fill = async (email: string, password: string) => {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  };
  const submit = (name: 'Sign In' | 'Create Account') =>
    ui.click(screen.getByRole('button', { name }));
  return { ui, onSuccess, fill, submit };
}

describe('AuthForm', () => {
  it('starts in sign-in mode; full name appears only when creating an account', async () => {
    const { ui } = setup();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
  });

  it('shows the password hint panel', () => {
    setup();
    for (const hint of [
      '8-32 characters',
      'one number',
      'one lowercase letter',
      'one uppercase letter',
    ]) {
      expect(screen.getByText(hint)).toBeInTheDocument();
    }
  });

  it('shows the validation messages in the spec order and sends nothing', async () => {
    const { fill, submit } = setup();
    const cases: Array<[string, string, string]> = [
      ['not-an-email', GOOD, validationMessages.email],
      ['ada@example.com', '', 'Password is required'],
      ['ada@example.com', 'aB1', 'Password must be at least 8 characters long'],
      [
        'ada@example.com',
        'aB1'.padEnd(33, 'x'),
        'Password must be no more than 32 characters long',
      ],
      ['ada@example.com', 'abcdefgH', 'Password must contain at least one number (0-9)'],
      ['ada@example.com', 'ABCDEFG1', 'Password must contain at least one lowercase letter (a-z)'],
      ['ada@example.com', 'abcdefg1', 'Password must contain at least one uppercase letter (A-Z)'],
    ];
    for (const [email, password, message] of cases) {
      await fill(email, password);
      await submit('Sign In');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(requests).toHaveLength(0);
  }, 20_000);

  it('toggling the mode clears the error', async () => {
    const { ui, fill, submit } = setup();
    await fill('nope', GOOD);
    await submit('Sign In');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'PROCESSING...' while the request runs, then stores the user and leaves", async () => {
    answer('sign-up/email', 200, { user }, 150);
    const { ui, fill, onSuccess } = setup();
    await ui.click(screen.getByRole('button', { name: 'Create Account' }));
    await ui.type(screen.getByLabelText('Full name'), '  Ada Lovelace ');
    await fill('ada@example.com', GOOD);
    await ui.click(screen.getByLabelText('Remember me'));
    await ui.click(screen.getAllByRole('button', { name: 'Create Account' })[0]!);
    expect(await screen.findByRole('button', { name: 'PROCESSING...' })).toBeDisabled();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests[0]).toEqual({
      path: 'sign-up/email',
      body: { email: 'ada@example.com', password: GOOD, rememberMe: true, name: 'Ada Lovelace' },
    });
    expect(useSessionUser.getState()).toMatchObject({
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      name: 'Ada Lovelace',
    });
  });

  it.each([
    [401, 'invalid-credential', 'Invalid email or password. Please check your credentials.'],
    [429, 'too-many-requests', 'Too many failed attempts. Please try again later.'],
    [403, 'user-disabled', 'This account has been disabled. Please contact support.'],
    [500, 'internal', 'Sign In Failed: Something broke'],
  ])('sign-in answered %i %s shows the spec message', async (status, code, message) => {
    failWith('sign-in/email', status, code, 'Something broke');
    const { fill, submit, onSuccess } = setup();
    await fill('ada@example.com', GOOD);
    await submit('Sign In');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('after email-already-in-use it switches to sign-in 2000 ms later', async () => {
    failWith('sign-up/email', 409, 'email-already-in-use');
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const { ui, fill } = setup();
    await ui.click(screen.getByRole('button', { name: 'Create Account' }));
    await fill('ada@example.com', GOOD);
    await ui.click(screen.getAllByRole('button', { name: 'Create Account' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please sign in instead or use a different email.',
    );
    // Still in sign-up right after the message; the switch is scheduled for 2000 ms.
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 2000);
    await screen.findByText(
      'Switched to Sign In - this email is already registered.',
      {},
      { timeout: 10_000 },
    );
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy only while its own request is in flight, even when it stays on screen after a success', async () => {
    answer('sign-in/email', 200, { user, session: {} }, 50);
    // The page keeps this form mounted after the success (as when a sign-out lands in the same
    // render and the session is cleared again): the button must not stay on 'PROCESSING...'.
    const { fill, submit, onSuccess } = setup();
    await fill('ada@example.com', GOOD);
    await submit('Sign In');
    expect(screen.getByRole('button', { name: 'PROCESSING...' })).toBeDisabled();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    act(() => useSessionUser.getState().removeUser());
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
    // Nothing of the signed-in person's password is left in the form it leaves behind.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await fill('ada@example.com', GOOD);
    await submit('Sign In');
    await waitFor(() => expect(requests).toHaveLength(2));
  });
});
