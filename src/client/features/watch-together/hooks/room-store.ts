import { create } from 'zustand';
import type {
  Invite,
  RoomCommand,
  RoomState,
  RoomTitle,
} from '@/shared/watch-together/room-schemas';
import { forgetRoom, keepRoom } from '../utils/room-tab-record';

/*
 * This tab's room, if any: what the panel shows and the sync follows. The browser's alone: it is
 * filled only from effects and handlers, never while the server renders a page, so no visitor's
 * room is ever kept in the server's module state. The player reads `session` to know whether to
 * load the room's code at all (it stays out of the first paint).
 */

export type RoomStatus =
  /** The event stream is open. */
  | 'live'
  /** The stream dropped; it reconnects and resumes from the room's state. */
  | 'reconnecting'
  /** The host ended the room, or it ended idle. */
  | 'ended'
  /** The host removed this member. */
  | 'removed'
  /** The room is gone (expired or unknown) when the stream came back. */
  | 'lost';

export interface ShownReaction {
  key: number;
  memberId: string;
  emoji: string;
}

export interface RoomSession {
  roomId: string;
  memberId: string;
  room: RoomState;
  /** The latest link and code (the host's; a guest has none to show). */
  invite: Invite | null;
  status: RoomStatus;
  reactions: ShownReaction[];
}

interface RoomStore {
  session: RoomSession | null;
}

export const useRoomStore = create<RoomStore>(() => ({ session: null }));

type CommandListener = (command: RoomCommand) => void;
const commandListeners = new Set<CommandListener>();

/** The sync hears commands as they arrive (the store keeps only the resulting playback). */
export function onRoomCommand(listener: CommandListener) {
  commandListeners.add(listener);
  return () => void commandListeners.delete(listener);
}

function update(change: (session: RoomSession) => Partial<RoomSession>) {
  const { session } = useRoomStore.getState();
  if (session) useRoomStore.setState({ session: { ...session, ...change(session) } });
}

export const roomActions = {
  start(room: RoomState, memberId: string, invite: Invite | null) {
    useRoomStore.setState({
      session: { roomId: room.id, memberId, room, invite, status: 'live', reactions: [] },
    });
    keepRoom(room.id);
  },
  state(room: RoomState) {
    update((session) => {
      if (session.roomId !== room.id) return {};
      if (room.ended) {
        forgetRoom();
        return { room, status: 'ended' };
      }
      // A state after a drop means the stream is back; an ending stays final.
      return { room, status: session.status === 'reconnecting' ? 'live' : session.status };
    });
  },
  /** A command moves the room's playback at once (members apply it at its moment). */
  command(command: RoomCommand) {
    update((session) => {
      if (command.seq <= session.room.playback.seq) return {};
      const playing =
        command.action === 'seek' ? session.room.playback.playing : command.action === 'play';
      const playback = { playing, position: command.position, at: command.at, seq: command.seq };
      return { room: { ...session.room, playback } };
    });
    commandListeners.forEach((listener) => listener(command));
  },
  invite(invite: Invite) {
    update(() => ({ invite }));
  },
  status(status: RoomStatus) {
    // Ended, removed or lost: a reload must not try the room again.
    if (status !== 'live' && status !== 'reconnecting') forgetRoom();
    update((session) =>
      // An ending is final: a late reconnect must not make the room look alive again.
      session.status === 'live' || session.status === 'reconnecting' ? { status } : {},
    );
  },
  reaction(reaction: ShownReaction) {
    update((session) => ({ reactions: [...session.reactions.slice(-11), reaction] }));
  },
  unreact(key: number) {
    update((session) => ({ reactions: session.reactions.filter((r) => r.key !== key) }));
  },
  clear() {
    useRoomStore.setState({ session: null });
    forgetRoom();
  },
};

/** Whether a room is about this title (and, for a series, this episode). */
export function isRoomTitle(
  title: RoomTitle,
  target: { type: 'movie' | 'tv'; id: number; season: number | null; episode: number | null },
): boolean {
  if (title.type !== target.type || title.id !== target.id) return false;
  return (
    title.type === 'movie' || (title.season === target.season && title.episode === target.episode)
  );
}
