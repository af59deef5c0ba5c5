import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentNotices, dismissNotice, notify, offerUndo, useNotices } from './notices';

afterEach(() => {
  currentNotices().forEach((notice) => dismissNotice(notice.id));
  vi.useRealTimers();
});

describe('notices', () => {
  it('keeps the four latest, and each goes away by itself after its time', () => {
    vi.useFakeTimers();
    for (let i = 1; i <= 5; i += 1) notify({ message: `n${i}`, durationMs: 1000 * i });
    expect(currentNotices().map((n) => n.message)).toEqual(['n2', 'n3', 'n4', 'n5']);
    vi.advanceTimersByTime(2000);
    expect(currentNotices().map((n) => n.message)).toEqual(['n3', 'n4', 'n5']);
  });

  it('offers Undo for 10 seconds, and a dismissed notice is gone from the store', () => {
    const undo = vi.fn();
    const id = offerUndo('Removed', undo);
    const notice = useNotices.getState().notices.find((n) => n.id === id)!;
    expect(notice).toMatchObject({ durationMs: 10_000, action: { label: 'Undo' } });
    notice.action!.run();
    expect(undo).toHaveBeenCalledTimes(1);
    dismissNotice(id);
    expect(currentNotices()).toEqual([]);
  });
});
