/**
 * The only code that touches localStorage. Every read is validated; corrupt or foreign data is
 * moved aside under `nexus_corrupt_{key}_{timestamp}` (never deleted) and reported once; a write
 * that overflows the quota fails visibly and leaves what is stored untouched; every change is
 * announced to this tab's subscribers, and other tabs hear it through `storage` events.
 *
 * It takes any validator with `safeParse` (zod or zod/mini schemas both fit) so this file, which
 * the header loads on first paint, does not pull a schema library into the entry chunk.
 */
export interface Validator<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

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

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access can throw when storage is disabled
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
export function readStored<T>(key: string, validator: Validator<T>, fallback: T): T {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    moveAside(key, raw);
    return fallback;
  }
  const result = validator.safeParse(parsed);
  if (result.success) return result.data;
  moveAside(key, raw);
  return fallback;
}

/**
 * Reads a list key entry by entry: valid entries survive, invalid ones are kept in a moved-aside
 * copy of the original text and dropped from the live list, so one bad entry costs nothing else.
 */
export function readStoredList<T>(key: string, item: Validator<T>): T[] {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    moveAside(key, raw);
    return [];
  }
  if (!Array.isArray(parsed)) {
    moveAside(key, raw);
    return [];
  }
  const valid: T[] = [];
  for (const entry of parsed) {
    const result = item.safeParse(entry);
    if (result.success) valid.push(result.data);
  }
  if (valid.length < parsed.length) {
    moveAside(key, raw, false);
    writeStored(key, valid);
  }
  return valid;
}

/** Writes JSON; on failure nothing already stored changes and subscribers hear of the problem. */
export function writeStored(key: string, value: unknown): WriteResult {
  const storage = store();
  if (!storage) return fail({ kind: 'unavailable', key });
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    return fail({ kind: isQuotaError(error) ? 'quota' : 'unavailable', key });
  }
  emitChange(key);
  return { ok: true };
}

export function removeStored(key: string) {
  store()?.removeItem(key);
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
  return store()?.getItem(key) ?? null;
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

function moveAside(key: string, raw: string, removeOriginal = true) {
  const storage = store();
  const movedTo = `nexus_corrupt_${key}_${Date.now()}`;
  try {
    storage?.setItem(movedTo, raw);
    if (removeOriginal) storage?.removeItem(key);
  } catch {
    // Full storage: leave the original in place rather than lose it; it is skipped on read.
    return;
  }
  if (!reportedCorrupt.has(key)) {
    reportedCorrupt.add(key);
    emitProblem({ kind: 'corrupt', key, movedTo });
  }
}

function fail(problem: StorageProblem): WriteResult {
  emitProblem(problem);
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
