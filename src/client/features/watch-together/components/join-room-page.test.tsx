import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { MemoryRouter } from '@/client/lib/router/router';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import { roomActions } from '../hooks/room-store';
import { JoinRoomPage } from './join-room-page';

const server = setupServer();
const tried: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  tried.length = 0;
  roomActions.clear();
});

function refuse(status: number, code: string) {
  server.use(
    http.post(`*${ROOM_PATHS.join}`, async ({ request }) => {
      tried.push(await request.json());
      return apiError(status, code, 'English from the server');
    }),
  );
}

async function enter(code: string) {
  render(
    <MemoryRouter initialEntries={['/watch-together']}>
      <JoinRoomPage />
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('Room code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
}

describe('Join a room', () => {
  it('refuses what cannot be a code without asking the server', async () => {
    refuse(404, 'room-not-found');
    await enter('ABC0');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is not a room code: 8 letters and digits.',
    );
    expect(screen.getByLabelText('Room code')).toHaveAttribute('aria-invalid', 'true');
    expect(tried).toEqual([]);
  });

  it.each([
    [404, 'room-not-found', 'This watch-together link is unknown or has expired.'],
    [409, 'room-full', 'This room is full: 8 people are already watching.'],
    [410, 'room-ended', 'This room has ended.'],
    [403, 'kids-not-allowed', 'This title is not available on a kids profile.'],
    [429, 'too-many-tries', 'Too many codes tried. Wait a few minutes and try again.'],
  ])('answers %i %s with its own text', async (status, code, text) => {
    refuse(status, code);
    await enter('abcd-2345');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // Case, spaces and dashes do not matter: the server gets the code itself.
    expect(tried).toEqual([{ code: 'ABCD2345' }]);
  });
});
