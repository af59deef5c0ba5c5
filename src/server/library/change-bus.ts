/**
 * Carries "this user's library changed, here is the new cursor" from the push that made the
 * change to that user's open live streams. In one process (SQLite) the memory bus below does it;
 * with Postgres, several server processes share one bus through LISTEN/NOTIFY
 * (postgres-change-bus.ts), so a push taken by one server reaches streams held by another.
 */
export interface ChangeBus {
  publish(userId: string, cursor: number): void;
  /** Calls `listener` with each new cursor of this user; returns the unsubscribe. */
  subscribe(userId: string, listener: (cursor: number) => void): () => void;
  /**
   * Sessions of this user ended through the app (sign-out, a device signed out from another):
   * every server's streams of that user check their session at once.
   */
  publishSessionsEnded(userId: string): void;
  /** Calls `listener` with each user some of whose sessions ended; returns the unsubscribe. */
  subscribeSessionsEnded(listener: (userId: string) => void): () => void;
}

export type MemoryChangeBus = ChangeBus & {
  /** The users with at least one listener here (a bus that missed notices tells them again). */
  subscribedUsers(): string[];
};

export function memoryChangeBus(): MemoryChangeBus {
  const listeners = new Map<string, Set<(cursor: number) => void>>();
  const endedListeners = new Set<(userId: string) => void>();
  return {
    publish(userId, cursor) {
      for (const listener of listeners.get(userId) ?? []) listener(cursor);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    publishSessionsEnded(userId) {
      for (const listener of endedListeners) listener(userId);
    },
    subscribeSessionsEnded(listener) {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },
    subscribedUsers: () => [...listeners.keys()],
  };
}
