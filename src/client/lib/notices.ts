import { msg } from '@lingui/core/macro';
import { create } from 'zustand';
import { onStorageProblem, type StorageProblem } from './storage';
import { pageText } from './page-text';

/**
 * App-wide notices (toasts): storage problems, undo offers, confirmations. A zustand store, the
 * client's one place for global UI state.
 */
export interface Notice {
  id: number;
  message: string;
  tone: 'info' | 'warn';
  action?: { label: string; run: () => void };
  /** Milliseconds before it goes away by itself. */
  durationMs: number;
}

export const useNotices = create<{ notices: Notice[] }>(() => ({ notices: [] }));
let nextId = 1;

export function notify(input: Omit<Notice, 'id' | 'durationMs' | 'tone'> & Partial<Notice>) {
  const notice: Notice = { tone: 'info', durationMs: 6000, ...input, id: nextId++ };
  useNotices.setState((state) => ({ notices: [...state.notices.slice(-3), notice] }));
  setTimeout(() => dismissNotice(notice.id), notice.durationMs);
  return notice.id;
}

export function dismissNotice(id: number) {
  const { notices } = useNotices.getState();
  if (notices.some((n) => n.id === id))
    useNotices.setState({ notices: notices.filter((n) => n.id !== id) });
}

export const currentNotices = () => useNotices.getState().notices;

/** In the page's language when the notice is made (notices keep the text they are given). */
function storageProblemMessage(problem: StorageProblem): string {
  switch (problem.kind) {
    case 'corrupt': {
      const movedTo = problem.movedTo;
      return pageText(
        msg({
          message: `Some saved data could not be read, so NEXUS set it aside (kept as ${movedTo}) and carried on.`,
          comment: '{movedTo} is the name of a browser storage key, kept as it is',
        }),
      );
    }
    case 'quota':
      return pageText(
        msg`Your browser storage is full, so this change was not saved. Everything saved before is untouched.`,
      );
    case 'unavailable':
      return pageText(
        msg`Your browser is not letting NEXUS save data right now, so this change was not saved.`,
      );
  }
}

// Corrupt data is found while a component reads its snapshot, i.e. during render, where React
// drops updates to other components; the notice is published just after instead.
onStorageProblem((problem) =>
  queueMicrotask(() =>
    notify({ message: storageProblemMessage(problem), tone: 'warn', durationMs: 10_000 }),
  ),
);

/** The undo offer after a removal: 'Undo' for 10 seconds, as for CLEAR VAULT and CLEAR HISTORY. */
export const UNDO_WINDOW_MS = 10_000;

export function offerUndo(message: string, undo: () => void) {
  const label = pageText(msg({ message: 'Undo', comment: 'Notice button: takes the change back' }));
  return notify({ message, action: { label, run: undo }, durationMs: UNDO_WINDOW_MS });
}
