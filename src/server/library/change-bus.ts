/**
 * Carries "this user's library changed, here is the new cursor" from the push that made the
 * change to that user's open live streams. In-process for now: every stream of a user must then
 * be served by the process that took the push. With several server processes a Postgres
 * LISTEN/NOTIFY bus takes its place behind this same interface (publish = NOTIFY, and one
 * LISTEN connection per process feeding its local subscribers).
 */
export interface ChangeBus {
  publish(userId: string, cursor: number): void;
  /** Calls `listener` with each new cursor of this user; returns the unsubscribe. */
  subscribe(userId: string, listener: (cursor: number) => void): () => void;
}

export function memoryChangeBus(): ChangeBus {
  const listeners = new Map<string, Set<(cursor: number) => void>>();
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
  };
}
