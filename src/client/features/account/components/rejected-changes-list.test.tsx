import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { recordRejected } from '@/client/library/sync/rejected-changes';
import { readSnapshot } from '@/client/library/sync/sync-state';
import { RejectedChangesList } from './rejected-changes-list';

const saveOp = (id: number, title: string) => ({
  opId: `op-${id}-abcdefgh`,
  key: `vault:movie:${id}`,
  value: { id, type: 'movie' as const, title, addedAt: '2026-01-01T00:00:00.000Z' },
  at: 1,
});

describe("the account's refused changes", () => {
  it('lists each refused change of the owning account, what and why, until dismissed', async () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    render(<RejectedChangesList />);
    expect(screen.queryByRole('region')).toBeNull();

    act(() =>
      recordRejected('u1', [
        { op: saveOp(603, 'The Matrix'), why: 'A library keeps at most 10,000 saved titles.' },
        { op: { ...saveOp(604, 'Gone'), value: null }, why: 'Your library is full (64 MB).' },
      ]),
    );
    const list = screen.getByRole('region', { name: 'Changes your account could not save' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Saved title “The Matrix” — A library keeps at most 10,000 saved titles. (just now)',
      'Saved title (removed) — Your library is full (64 MB). (just now)',
    ]);

    await userEvent.click(within(list).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region')).toBeNull();
    // Only the list goes: the snapshot that keeps them from being sent again stays.
    expect(readSnapshot('u1').owner).toBe('u1');
    expect(readSnapshot('u1').rejected).toBeUndefined();
  });

  it("shows nothing of another account's", () => {
    localStorage.setItem(storageKeys.libraryOwner, 'u1');
    recordRejected('u1', [{ op: saveOp(1, 'Mine'), why: 'No room.' }]);
    localStorage.setItem(storageKeys.libraryOwner, 'u2');
    render(<RejectedChangesList />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
