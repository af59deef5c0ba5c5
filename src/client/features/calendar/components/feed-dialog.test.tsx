import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { renderRoute } from '@/client/testing/render-route';
import { serveCalendar } from '../testing/calendar-fixtures';
import { FeedDialog } from './feed-dialog';

const calendar = serveCalendar();

async function openDialog(access: 'signed-in' | 'signed-out' = 'signed-in') {
  const user = userEvent.setup();
  renderRoute('/calendar', '/calendar', <FeedDialog access={access} />);
  await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add to calendar' }) };
}

const linkField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Feed link' });

describe("'Add to calendar'", () => {
  it('creates the link, shows it once with Copy link and the privacy note', async () => {
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Feed link' })).toHaveValue(
      'http://nexus.test/api/calendar/token-1.ics',
    );
    expect(linkField(dialog)).toHaveAttribute('readonly');
    expect(
      within(dialog).getByText(/anyone with it sees the\s+names of your series/),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/calendar apps fetch it on their own\s+schedule/),
    ).toBeVisible();

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://nexus.test/api/calendar/token-1.ics');
    expect(await within(dialog).findByText('Link copied.')).toBeVisible();

    // Closed and opened again: the link was shown once; the feed is still there.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    const again = await screen.findByRole('dialog', { name: 'Add to calendar' });
    expect(await within(again).findByText(/It is shown only once, when it is made/)).toBeVisible();
    expect(within(again).queryByRole('textbox')).toBeNull();
    expect(within(again).getByRole('button', { name: 'Reset link' })).toBeVisible();
  });

  it("'Reset link' asks first, then shows a new link", async () => {
    calendar.feed = { exists: true, createdAt: '2026-11-01T00:00:00.000Z' };
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Reset link' }));
    expect(
      within(dialog).getByText(/Calendars that use the old link stop getting episodes/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calendar.made).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await user.click(within(dialog).getAllByRole('button', { name: 'Reset link' }).at(-1)!);
    expect(await within(dialog).findByRole('textbox', { name: 'Feed link' })).toHaveValue(
      'http://nexus.test/api/calendar/token-1.ics',
    );
    expect(calendar.made).toBe(1);
  });

  it("'Turn off' asks first, then the feed is gone and Create link is back", async () => {
    calendar.feed = { exists: true, createdAt: '2026-11-01T00:00:00.000Z' };
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Turn off' }));
    await user.click(within(dialog).getAllByRole('button', { name: 'Turn off' }).at(-1)!);
    expect(await within(dialog).findByRole('button', { name: 'Create link' })).toBeVisible();
    expect(calendar.feed.exists).toBe(false);
  });

  it('says so when the link cannot be made or turned off, and changes nothing', async () => {
    calendar.feedFailure = 503;
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The link could not be made.',
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    calendar.feedFailure = null;
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Feed link' });
    calendar.feedFailure = 503;
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await user.click(within(dialog).getAllByRole('button', { name: 'Turn off' }).at(-1)!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The link could not be turned off.',
    );
    expect(calendar.feed.exists).toBe(true);
  });

  it("says how long to wait past the feed's limit", async () => {
    calendar.feedFailure = 429;
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait 42 seconds and try again.',
    );
  });

  it("names this page's profile in its calls, as the library's calls do", async () => {
    localStorage.setItem(
      storageKeys.currentProfile,
      JSON.stringify({
        id: 'p2',
        name: 'Kid',
        avatar: 'avatar:1',
        kids: true,
        locked: false,
        first: false,
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Feed link' });
    expect(calendar.profiles).toEqual(['p2', 'p2']);
  });

  it('signed out, explains that a feed needs an account and links to sign in', async () => {
    const { dialog } = await openDialog('signed-out');
    expect(within(dialog).getByText(/A calendar link belongs to an account/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/?from=%2Fcalendar',
    );
  });
});
