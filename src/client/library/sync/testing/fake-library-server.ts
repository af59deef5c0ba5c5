import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { LIBRARY_PATHS } from '@/shared/library/library-api';
import { PROFILE_HEADER } from '@/shared/profiles/profile-api';
import { applyOps, clampOp, type LibraryItem } from '@/shared/library/library-merge';
import type { LibraryOp } from '@/shared/library/library-ops';
import { stopLibrarySync } from '@/client/library/sync/library-sync';

/**
 * An account's library as the server keeps it, for MSW: the shared merge rules, a change
 * counter, and switches for an unreachable server and an ended session.
 */
function fakeLibraryServer() {
  const state = {
    items: new Map<string, LibraryItem & { seq: number }>(),
    seq: 0,
    pushes: [] as LibraryOp[][],
    down: false,
    signedOut: false,
    /** Protocols the pushes came with (undefined: none, an older page). */
    protocols: [] as Array<number | undefined>,
    /** The library's epoch, named in every pull answer; undefined: a server older than it. */
    epoch: undefined as string | undefined,
    /** The profile each call named (`x-nexus-profile`; null: none). */
    profiles: [] as Array<string | null>,
    /** The device chose another profile meanwhile: every call answers 409 `profile-changed`. */
    profileChanged: false,
    /** The account's refusal of one operation (a limit), or null to take it. */
    refuse: (_op: LibraryOp): { code: string; message: string } | null => null,
  };
  const refuse = (request: Request) => {
    state.profiles.push(request.headers.get(PROFILE_HEADER));
    return state.profileChanged
      ? HttpResponse.json(
          { error: { code: 'profile-changed', message: 'another profile' } },
          { status: 409 },
        )
      : refuseAccount();
  };
  const refuseAccount = () =>
    state.signedOut
      ? HttpResponse.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 })
      : state.down
        ? HttpResponse.error()
        : null;

  const store = (ops: LibraryOp[]) => {
    const current = new Map([...state.items].map(([key, item]) => [key, item as LibraryItem]));
    const { changed } = applyOps(current, ops);
    for (const item of changed) state.items.set(item.key, { ...item, seq: (state.seq += 1) });
    return changed;
  };

  const handlers = [
    http.get(`*${LIBRARY_PATHS.changes}`, ({ request }) => {
      const refusal = refuse(request);
      if (refusal) return refusal;
      const since = Number(new URL(request.url).searchParams.get('since'));
      const items = [...state.items.values()]
        .filter((item) => item.seq > since)
        .sort((x, y) => x.seq - y.seq)
        .map(({ seq: _seq, ...item }) => item);
      const epoch = state.epoch === undefined ? {} : { epoch: state.epoch };
      return HttpResponse.json({ items, cursor: state.seq, more: false, reset: false, ...epoch });
    }),
    http.post(`*${LIBRARY_PATHS.push}`, async ({ request }) => {
      const refusal = refuse(request);
      if (refusal) return refusal;
      const { ops, protocol } = (await request.json()) as { ops: LibraryOp[]; protocol?: number };
      state.pushes.push(ops);
      state.protocols.push(protocol);
      const refusals = new Map(ops.map((op) => [op.opId, state.refuse(op)]));
      const firstRefusal = [...refusals.values()].find((refusal) => refusal !== null);
      // Without a protocol (an older page), all or nothing, as the server answers it.
      if (protocol === undefined && firstRefusal) {
        return HttpResponse.json({ error: firstRefusal }, { status: 422 });
      }
      const taken = ops.filter((op) => !refusals.get(op.opId));
      const clamped = taken.map((op) => clampOp(op, Date.now()));
      store(clamped);
      const items = [...new Set(taken.map((op) => op.key))].map((key) => {
        const { seq: _seq, ...item } = state.items.get(key)!;
        return item;
      });
      const results = ops.map((op) => {
        const refusal = refusals.get(op.opId);
        if (refusal) return { opId: op.opId, outcome: 'rejected', error: refusal };
        return {
          opId: op.opId,
          outcome: 'applied',
          at: clamped.find((c) => c.opId === op.opId)!.at,
        };
      });
      return HttpResponse.json({ cursor: state.seq, results, items });
    }),
  ];

  return {
    state,
    handlers,
    /** A change made on another device of the account. */
    storeFromElsewhere: (ops: LibraryOp[]) => store(ops),
    value: (key: string) => state.items.get(key)?.value ?? null,
    /**
     * The server restored from a backup that held only `keys` of what it has now: the others
     * are gone, the change counter starts again from the backup's items, and a new epoch begins.
     */
    restoreBackup: (keys: string[], epoch: string) => {
      const kept = [...state.items.values()].filter((item) => keys.includes(item.key));
      state.items.clear();
      state.seq = 0;
      for (const item of kept) state.items.set(item.key, { ...item, seq: (state.seq += 1) });
      state.epoch = epoch;
    },
  };
}

/**
 * A fresh fake server around every test of the calling file, served through MSW (unhandled
 * requests fail); the page's sync stops after each test. Read `.server` at call time.
 */
export function installFakeLibraryServer(afterEachTest: () => void = () => {}) {
  const current = { server: fakeLibraryServer() };
  const msw = setupServer();
  beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => msw.close());
  beforeEach(() => {
    current.server = fakeLibraryServer();
    msw.use(...current.server.handlers);
  });
  afterEach(() => {
    stopLibrarySync();
    afterEachTest();
    msw.resetHandlers();
  });
  return current;
}

export const vaultItem = (id: number, addedAt = '2026-01-02T03:04:05.000Z') => ({
  id,
  type: 'tv' as const,
  media_type: 'tv',
  name: `Series ${id}`,
  addedAt,
});

export const progressRecord = (id: number, lastWatched = 1_700_000_000_000) => ({
  id,
  title: `Film ${id}`,
  type: 'movie' as const,
  progress: 42,
  lastWatched,
});
