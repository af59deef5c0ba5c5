import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoomSession } from '../hooks/room-store';
import { roomOfTwo, sessionOf } from '../testing/room-fixtures';
import { RoomPanelView } from './room-panel-view';

function renderPanel(session: RoomSession, extra: { embedded?: boolean; far?: boolean } = {}) {
  const actions = {
    onJump: vi.fn(),
    onCopy: vi.fn(),
    onNewCode: vi.fn(),
    onMakeHost: vi.fn(),
    onRemove: vi.fn(),
    onReact: vi.fn(),
    onLeave: vi.fn(),
    onEnd: vi.fn(),
    onClose: vi.fn(),
  };
  render(
    <RoomPanelView
      session={session}
      embedded={extra.embedded ?? false}
      far={extra.far ?? false}
      busy={false}
      error={null}
      {...actions}
    />,
  );
  return actions;
}

const members = () => screen.getByRole('list', { name: 'People in this room' });

describe('the room panel', () => {
  it("shows the host the code, the members' actions, End room and Leave", async () => {
    const actions = renderPanel(sessionOf(roomOfTwo('ada')));
    expect(screen.getByRole('region', { name: 'Watch together' })).toBeInTheDocument();
    expect(screen.getByTestId('room-code')).toHaveTextContent('ABCD 2345');
    expect(within(members()).getByText('Ada').parentElement).toHaveTextContent('Ada (host) (you)');
    await userEvent.click(screen.getByRole('button', { name: 'Make Grace the host' }));
    expect(actions.onMakeHost).toHaveBeenCalledWith(expect.objectContaining({ id: 'grace' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Grace from the room' }));
    expect(actions.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'grace' }));
    expect(screen.getByRole('button', { name: 'End room' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the room' })).toBeInTheDocument();
    expect(screen.getByTestId('room-status')).toHaveTextContent('Playing');
  });

  it('gives a guest no host actions, and reactions with names for everyone', async () => {
    const actions = renderPanel(sessionOf(roomOfTwo('grace')));
    expect(screen.queryByTestId('room-code')).toBeNull();
    expect(screen.queryByRole('button', { name: /Make .* the host/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End room' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the room' })).toBeInTheDocument();
    const reactions = screen.getByRole('group', { name: 'React' });
    expect(within(reactions).getAllByRole('button')).toHaveLength(6);
    await userEvent.click(within(reactions).getByRole('button', { name: 'Celebrate' }));
    expect(actions.onReact).toHaveBeenCalledWith('🎉');
  });

  it('says who the room waits for, and reads a reaction out politely', () => {
    const room = roomOfTwo('ada');
    room.members[1]!.buffering = true;
    renderPanel(sessionOf(room, { reactions: [{ key: 1, memberId: 'grace', emoji: '😂' }] }));
    expect(screen.getByTestId('room-status')).toHaveTextContent('Waiting for Grace…');
    expect(within(members()).getByText('buffering…')).toBeInTheDocument();
    const shown = screen.getByTestId('room-reactions');
    expect(shown).toHaveAttribute('aria-live', 'polite');
    expect(shown).toHaveTextContent('Grace: Laughing');
  });

  it("offers an embedded guest 'Jump to host' and says when the host paused", async () => {
    const room = roomOfTwo('grace', { playback: { playing: false, position: 30, at: 1, seq: 3 } });
    const actions = renderPanel(sessionOf(room), { embedded: true, far: true });
    expect(screen.getByTestId('host-paused')).toHaveTextContent('Host paused');
    await userEvent.click(screen.getByRole('button', { name: 'Jump to host' }));
    expect(actions.onJump).toHaveBeenCalled();
  });

  it.each([
    ['ended', 'This room has ended.'],
    ['removed', 'The host removed you from this room.'],
    ['lost', 'This watch-together link is unknown or has expired.'],
  ] as const)('a room that is %s says so and can be put away', async (status, text) => {
    const actions = renderPanel(sessionOf(roomOfTwo('grace'), { status }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Leave the room' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(actions.onClose).toHaveBeenCalled();
  });
});
