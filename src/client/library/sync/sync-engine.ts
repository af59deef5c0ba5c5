import * as v from 'valibot';
import { changeNoticeSchema, type PushResponse } from '@/shared/library/library-api';
import type { LibraryItem } from '@/shared/library/library-merge';
import type { LibraryOp } from '@/shared/library/library-ops';
import { ApiError } from '@/client/lib/api-client';
import { storageKeys } from '@/client/lib/storage-keys';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { subscribeStorage } from '@/client/lib/storage';
import { applyRemote } from './apply-remote';
import { nextBatch } from './batch-ops';
import { captureLocalChanges, HISTORY_REMOVAL_DELAY_MS } from './capture-local-changes';
import { pullChanges, pushOps, streamPath } from './library-requests';
import { writeLocalChanges } from './local-library';
import { forgetRejected, recordRejected } from './rejected-changes';
import {
  queueKey,
  readLibraryOwner,
  readQueue,
  readSnapshot,
  writeQueue,
  writeSnapshot,
} from './sync-state';
import { useSyncStatus, type SyncPhase } from './sync-status';
import { refusalReason } from './refusal-reason';

/** The fallback pull where the live stream cannot connect (docs/product.md#library-sync). */
const PULL_EVERY_MS = 30_000;
/** Several quick edits (a progress write, then a history write) go up in one push. */
const CAPTURE_DELAY_MS = 300;
const LOCK_NAME = 'nexus-library-sync';

export interface SyncEngine {
  /** Pushes what is pending, within `timeoutMs`; resolves with what is still waiting. */
  flush(timeoutMs: number): Promise<number>;
  /** A push and a pull now. */
  syncNow(): Promise<void>;
  stop(): void;
}

const isLibraryKey = (key: string) =>
  key === storageKeys.vault ||
  key === storageKeys.watchHistory ||
  key === storageKeys.profileImage ||
  key === watchStateKeys.marks ||
  key === watchStateKeys.rowRemoved ||
  key === storageKeys.ratings ||
  key.startsWith(storageKeys.watchProgressPrefix);

/**
 * The sync engine of one signed-in account: local-first, the product's keys stay the working
 * copy. Local changes become queued operations and are pushed; the account's changes are pulled
 * on start, focus, reconnect, each live notice and every 30 s. One tab at a time syncs (a Web
 * Lock); the others see its writes through storage events. A 401 stops it: the session ended.
 */
export function createSyncEngine(
  uid: string,
  options: { profileId: string | null; onProfileLost: () => void } = {
    profileId: null,
    onProfileLost: () => {},
  },
): SyncEngine {
  const { profileId } = options;
  let stopped = false;
  let leader = false;
  let running: Promise<void> | null = null;
  let again: 'push' | 'full' | null = null;
  let captureTimer: ReturnType<typeof setTimeout> | undefined;
  let releaseLock = () => {};
  const cleanups: (() => void)[] = [];

  const setPhase = (phase: SyncPhase) =>
    useSyncStatus.setState({ phase, pending: readQueue(uid).length });

  async function pushAll() {
    for (;;) {
      const batch = nextBatch(readQueue(uid));
      if (batch.length === 0 || stopped) return;
      let answer;
      try {
        answer = await pushOps(batch, profileId);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        // Refused whole (only a body over the limits, which nextBatch keeps within): it would be
        // refused forever and hold up every later change, so it is dropped and said; the
        // records stay in this browser.
        const refused = new Set(batch.map((op) => op.opId));
        writeQueue(
          uid,
          readQueue(uid).filter((op) => !refused.has(op.opId)),
        );
        recordRejected(
          uid,
          batch.map((op) => ({ op, why: error.message })),
        );
        continue;
      }
      capture(); // edits made while waiting stay pending, so they win below
      settleOutcomes(batch, answer.results);
      const sent = new Set(batch.map((op) => op.opId));
      adopt(
        answer.items,
        readQueue(uid).filter((op) => !sent.has(op.opId)),
      );
    }
  }

  /**
   * Protocol 2: the operations the account rejected leave the queue with the others sent (the
   * snapshot already counts them, so they are not sent again) and are recorded and told; a key
   * the account accepted is no longer listed as refused.
   */
  function settleOutcomes(batch: LibraryOp[], results: PushResponse['results']) {
    const byId = new Map(batch.map((op) => [op.opId, op]));
    const refused: Array<{ op: LibraryOp; why: string }> = [];
    const accepted: string[] = [];
    for (const result of results) {
      const op = byId.get(result.opId);
      if (!op) continue;
      if (result.outcome !== 'rejected') accepted.push(op.key);
      else refused.push({ op, why: refusalReason(result.error) });
    }
    forgetRejected(uid, accepted);
    recordRejected(uid, refused);
  }

  async function pullAll(afresh = false): Promise<void> {
    const start = readSnapshot(uid);
    const items: LibraryItem[] = [];
    let cursor = start.cursor;
    let reset = false;
    let epoch: string | undefined;
    // Pages are gathered first: after a reset, the keys missing from ALL pages were deleted.
    for (let page = 0; ; page += 1) {
      const answer = await pullChanges(cursor, profileId);
      if (page === 0) {
        epoch = answer.epoch;
        // Once only: a snapshot that could not be written (a full storage) does not loop.
        const restored = epoch !== undefined && start.epoch !== undefined && epoch !== start.epoch;
        if (restored && !afresh) {
          await startEpoch(epoch!);
          return stopped ? undefined : pullAll(true);
        }
        reset = answer.reset;
      }
      items.push(...answer.items);
      cursor = answer.cursor;
      if (!answer.more || stopped) break;
    }
    if (stopped) return;
    capture();
    adopt(items, readQueue(uid), { reset, cursor, epoch });
  }

  /**
   * The account was restored from a backup (a new epoch): what this browser last had in sync
   * may be missing there, and its cursor means nothing. Every item held here is pushed as a
   * change (the merge rules decide against the backup's), then everything is pulled from 0.
   */
  async function startEpoch(epoch: string) {
    capture(); // changes made since the last sync are queued against the old snapshot first
    // Signed out in another tab meanwhile: the library here is no longer this account's.
    if (readLibraryOwner() !== uid) return stop();
    writeSnapshot({ ...readSnapshot(uid), cursor: 0, values: {}, epoch });
    capture();
    await pushAll();
  }

  function adopt(
    items: LibraryItem[],
    queue: ReturnType<typeof readQueue>,
    options: { reset?: boolean; cursor?: number; epoch?: string } = {},
  ) {
    // Signed out in another tab while this answer was on its way: it is no longer ours to write.
    if (readLibraryOwner() !== uid) {
      stop();
      return;
    }
    const snapshot = readSnapshot(uid);
    const outcome = applyRemote(items, snapshot.values, queue, options);
    writeQueue(uid, outcome.queue);
    // The snapshot first: the writes below then read as "no local change".
    writeSnapshot({
      ...snapshot,
      cursor: options.cursor ?? snapshot.cursor,
      values: outcome.values,
      epoch: options.epoch ?? snapshot.epoch,
    });
    writeLocalChanges(outcome.writes);
  }

  let heldTimer: ReturnType<typeof setTimeout> | undefined;
  function capture() {
    const ops = captureLocalChanges(uid);
    if (ops.held && heldTimer === undefined) {
      heldTimer = setTimeout(() => {
        heldTimer = undefined;
        schedule('push');
      }, HISTORY_REMOVAL_DELAY_MS + 100);
    }
  }

  async function cycle(kind: 'push' | 'full') {
    setPhase('syncing');
    try {
      capture();
      await pushAll();
      if (kind === 'full') await pullAll();
      if (!stopped) setPhase('synced');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) stop();
      else if (isProfileLost(error)) {
        // This device now watches as another profile (chosen in another tab or window), or its
        // choice ended: this library is not the one to sync any more.
        stop();
        options.onProfileLost();
      } else if (!stopped) setPhase(isOffline(error) ? 'offline' : 'synced');
    }
  }

  function schedule(kind: 'push' | 'full') {
    if (stopped || !leader) return;
    if (running) {
      again = again === 'full' || kind === 'full' ? 'full' : 'push';
      return;
    }
    running = cycle(kind).finally(() => {
      running = null;
      const next = again;
      again = null;
      if (next) schedule(next);
    });
  }

  function lead() {
    leader = true;
    schedule('full');
    const pull = () => schedule('full');
    window.addEventListener('focus', pull);
    window.addEventListener('online', pull);
    const timer = setInterval(pull, PULL_EVERY_MS);
    cleanups.push(() => {
      window.removeEventListener('focus', pull);
      window.removeEventListener('online', pull);
      clearInterval(timer);
    });
    if (typeof EventSource === 'function') {
      const stream = new EventSource(streamPath(profileId));
      stream.addEventListener('change', (event) => {
        const notice = v.safeParse(changeNoticeSchema, safeJson((event as MessageEvent).data));
        const known = readSnapshot(uid).cursor;
        if (!notice.success || notice.output.cursor > known) pull();
      });
      // The session ended (signed out from another device, the account disabled): the server
      // says so and ends the stream, or refuses to reopen it. A pull then meets the 401 that
      // signs this page out and clears the library (auth-state.ts).
      stream.addEventListener('session-ended', pull);
      stream.addEventListener('error', () => {
        if (stream.readyState === EventSource.CLOSED) pull();
      });
      cleanups.push(() => stream.close());
    }
  }

  // Every tab follows the queue (for its status); the leader also captures and talks to the server.
  cleanups.push(
    subscribeStorage((key) => {
      if (key === queueKey(uid)) {
        useSyncStatus.setState({ pending: readQueue(uid).length });
      }
      if (!leader || (key !== null && !isLibraryKey(key))) return;
      clearTimeout(captureTimer);
      captureTimer = setTimeout(() => schedule('push'), CAPTURE_DELAY_MS);
    }),
  );
  const onOffline = () => setPhase('offline');
  const onHide = () => captureLocalChanges(uid);
  window.addEventListener('offline', onOffline);
  window.addEventListener('pagehide', onHide);
  cleanups.push(() => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('pagehide', onHide);
    clearTimeout(captureTimer);
    clearTimeout(heldTimer);
  });
  setPhase(navigator.onLine === false ? 'offline' : 'syncing');

  if (navigator.locks) {
    void navigator.locks.request(LOCK_NAME, () => {
      if (stopped) return undefined;
      lead();
      // Held until this engine stops; then another tab takes over.
      return new Promise<void>((resolve) => (releaseLock = resolve));
    });
  } else {
    lead();
  }

  function stop() {
    if (stopped) return;
    stopped = true;
    cleanups.forEach((cleanup) => cleanup());
    releaseLock();
  }

  return {
    async flush(timeoutMs) {
      const unsaved = captureLocalChanges(uid, { all: true }).unsaved ?? 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      // Any tab may flush (pushes are idempotent), not only the one that holds the lock.
      await Promise.race([pushAll().catch(() => undefined), timeout]);
      clearTimeout(timer);
      return readQueue(uid).length + unsaved;
    },
    async syncNow() {
      schedule('full');
      while (running) await running;
    },
    stop,
  };
}

function isOffline(error: unknown) {
  return (
    (error instanceof ApiError && (error.status === 0 || error.code === 'timeout')) ||
    navigator.onLine === false
  );
}

const isProfileLost = (error: unknown) =>
  error instanceof ApiError && ['profile-changed', 'profile-locked'].includes(error.code);

const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 413, 422].includes(error.status);

function safeJson(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
