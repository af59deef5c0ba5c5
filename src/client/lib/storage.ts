/**
 * The only code that touches localStorage (sessionStorage: tab-storage.ts). Every read is validated; corrupt or foreign data is
 * moved aside under `nexus_corrupt_{key}_{timestamp}` (never deleted) and reported once; a write
 * that overflows the quota fails visibly and leaves what is stored untouched; every change is
 * announced to this tab's subscribers, and other tabs hear it through `storage` events.
 * Every read goes through the record's one valibot schema (src/shared/library/record-schemas.ts).
 */
import { safeParse, type GenericSchema, type InferOutput } from 'valibot';
import { storageKeys } from './storage-keys';

export type StorageProblem =
  | { kind: 'corrupt'; key: string; movedTo: string }
  | { kind: 'quota'; key: string }
  | { kind: 'unavailable'; key: string };

export type WriteResult = { ok: true } | { ok: false; problem: StorageProblem };

type ChangeListener = (key: string | null) => void;
type ProblemListener = (problem: StorageProblem) => void;

const changeListeners = new Set<ChangeListener>();
const problemListeners = new Set<ProblemListener>();
const reportedCorrupt = new Set<string>();
/**
 * Corrupt text that could not be moved aside (storage full). It stays under its key and a
 * write to that key first retries the move, so a later save can never overwrite it unseen.
 */
const stuckCorrupt = new Map<string, string>();

/**
 * True while a component reads the value the server rendered with (readAsOnServer): the server
 * has no storage, so a page hydrates from the empty value and shows what is stored right after.
 */
let hidden = false;

/** Runs `read` as if nothing were stored, as it runs on the server. */
export function readAsOnServer<T>(read: () => T): T {
  hidden = true;
  try {
    return read();
  } finally {
    hidden = false;
  }
}

function store(): Storage | null {
  if (hidden) return null;
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

function getItem(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function emitChange(key: string | null) {
  changeListeners.forEach((listener) => listener(key));
}

function emitProblem(problem: StorageProblem) {
  problemListeners.forEach((listener) => listener(problem));
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === null || event.storageArea === store()) emitChange(event.key);
  });
}

/** Reads and validates a key; missing gives the fallback, invalid is moved aside first. */
export function readStored<S extends GenericSchema, F>(
  key: string,
  schema: S,
  fallback: F,
): InferOutput<S> | F {
  const raw = getItem(key);
  if (raw === null) return fallback;
  const parsed = parseJson(raw);
  if (parsed.ok) {
    const result = safeParse(schema, parsed.value);
    if (result.success) return result.output;
  }
  moveAside(key, raw);
  return fallback;
}

/**
 * Reads a key whose value is not JSON (the profile image is a bare data URL): `parse` gives the
 * value, or undefined for text no reading accepts, which is moved aside as in `readStored`.
 */
export function readStoredText<T>(
  key: string,
  parse: (raw: string) => T | undefined,
  fallback: T,
): T {
  const raw = getItem(key);
  if (raw === null) return fallback;
  const value = parse(raw);
  if (value !== undefined) return value;
  moveAside(key, raw);
  return fallback;
}

/**
 * Reads a list key entry by entry: valid entries survive, invalid ones are kept in a moved-aside
 * copy of the original text and dropped from the live list, so one bad entry costs nothing else.
 */
export function readStoredList<S extends GenericSchema>(key: string, item: S): InferOutput<S>[] {
  const raw = getItem(key);
  if (raw === null) return [];
  const parsed = parseJson(raw);
  if (!parsed.ok || !Array.isArray(parsed.value)) {
    moveAside(key, raw);
    return [];
  }
  const valid: InferOutput<S>[] = [];
  for (const entry of parsed.value as unknown[]) {
    const result = safeParse(item, entry);
    if (result.success) valid.push(result.output);
  }
  // Only rewrite the live list once the full original is safe in its moved-aside copy.
  if (valid.length < parsed.value.length && moveAside(key, raw, false)) {
    trySet(key, JSON.stringify(valid)); // silent: callers are reading, possibly during render
  }
  return valid;
}

/**
 * Writes JSON; on failure nothing already stored changes and subscribers hear of the problem.
 * `quiet` is for disposable data (the response caches): a failure is silent, and such data is
 * dropped when user data needs the room.
 */
export function writeStored(
  key: string,
  value: unknown,
  options: { quiet?: boolean } = {},
): WriteResult {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return failWith({ kind: 'unavailable', key }, options.quiet);
  }
  return writeStoredText(key, text, options);
}

/** Writes text as it is (not as JSON), with the same guarantees as `writeStored`. */
export function writeStoredText(
  key: string,
  text: string,
  options: { quiet?: boolean } = {},
): WriteResult {
  const fail = (problem: StorageProblem) => failWith(problem, options.quiet);
  const storage = store();
  if (!storage) return fail({ kind: 'unavailable', key });
  const stuck = stuckCorrupt.get(key);
  if (stuck !== undefined) {
    if (!moveAside(key, stuck, false)) return fail({ kind: 'quota', key });
    stuckCorrupt.delete(key);
  }
  let error = trySet(key, text);
  // User data keeps the quota: a disposable cache makes room for it, then the write retries.
  if (error && isQuotaError(error) && !options.quiet && dropDisposableCaches(key)) {
    error = trySet(key, text);
  }
  if (error) return fail({ kind: isQuotaError(error) ? 'quota' : 'unavailable', key });
  emitChange(key);
  return { ok: true };
}

export function removeStored(key: string) {
  try {
    store()?.removeItem(key);
  } catch {
    return;
  }
  stuckCorrupt.delete(key);
  emitChange(key);
}

/** Keys that start with a prefix, e.g. every `watch_progress_` record. */
export function storedKeys(prefix: string): string[] {
  const storage = store();
  if (!storage) return [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Raw text of a key, for export and for moved-aside copies; no validation. */
export function readRaw(key: string): string | null {
  return getItem(key);
}

/** Called with the changed key (null: everything may have changed) in this and other tabs. */
export function subscribeStorage(listener: ChangeListener) {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}

export function onStorageProblem(listener: ProblemListener) {
  problemListeners.add(listener);
  return () => void problemListeners.delete(listener);
}

/** Copies the raw text to a fresh `nexus_corrupt_` key; true when the copy is safely stored. */
function moveAside(key: string, raw: string, removeOriginal = true): boolean {
  const storage = store();
  if (!storage) return false;
  const stamp = Date.now();
  let movedTo = `nexus_corrupt_${key}_${stamp}`;
  // Two moves in one millisecond must not overwrite each other's copy.
  for (let n = 1; getItem(movedTo) !== null && getItem(movedTo) !== raw; n += 1) {
    movedTo = `nexus_corrupt_${key}_${stamp}-${n}`;
  }
  if (trySet(movedTo, raw)) {
    stuckCorrupt.set(key, raw);
    return false;
  }
  if (removeOriginal) {
    try {
      storage.removeItem(key);
    } catch {
      // The copy exists; a stale original is harmless because it is checked on every read.
    }
  }
  stuckCorrupt.delete(key);
  if (!reportedCorrupt.has(key)) {
    reportedCorrupt.add(key);
    emitProblem({ kind: 'corrupt', key, movedTo });
  }
  return true;
}

/** Removes the response caches (never user data); true when one was there to remove. */
function dropDisposableCaches(except: string): boolean {
  let dropped = false;
  for (const key of storageKeys.disposable) {
    if (key === except || getItem(key) === null) continue;
    try {
      store()?.removeItem(key);
      dropped = true;
      emitChange(key);
    } catch {
      // Nothing more can be freed; the caller reports the full storage.
    }
  }
  return dropped;
}

/** Sets raw text; returns the error instead of throwing. */
function trySet(key: string, text: string): unknown {
  try {
    store()?.setItem(key, text);
    return undefined;
  } catch (error) {
    return error ?? new Error('setItem failed');
  }
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

function failWith(problem: StorageProblem, quiet = false): WriteResult {
  if (!quiet) emitProblem(problem);
  return { ok: false, problem };
}

function isQuotaError(error: unknown) {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' ||
      error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
      error.code === 22 ||
      error.code === 1014)
  );
}
