import * as v from 'valibot';
import { storageKeys } from '@/client/lib/storage-keys';
import { readTabRaw, removeTabStored, writeTabRaw } from '@/client/lib/tab-storage';

/*
 * This tab's room, as a reload finds it (room-resume.ts): only its id, in this tab's
 * sessionStorage, never localStorage, so another tab, another window or the next person at the
 * browser never inherits it. Kept as the tab joins or creates a room; forgotten as it leaves,
 * the room ends or it is removed (room-store.ts), and as the session ends (offline-account.ts).
 */

const KEY = storageKeys.watchRoom;
const keptSchema = v.object({ roomId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

/** Remembers this tab's room (called as the tab joins or creates one). */
export function keepRoom(roomId: string) {
  writeTabRaw(KEY, JSON.stringify({ roomId }));
}

/** Forgets it: left, ended, removed, or gone. */
export function forgetRoom() {
  removeTabStored(KEY);
}

export function keptRoom(): string | null {
  try {
    const parsed = v.safeParse(keptSchema, JSON.parse(readTabRaw(KEY) ?? 'null'));
    return parsed.success ? parsed.output.roomId : null;
  } catch {
    return null;
  }
}
