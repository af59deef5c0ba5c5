import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test } from '@playwright/test';
import { runAxe } from './support/axe';
import { pressUntil } from './support/remote-keys';
import { signIn } from './support/sign-in';

// Runs in the `tmdb` project, against the fake TMDB: 'Signal Harbor' (6001) airs S2E5, 'Static
// 5', three days after today (UTC), counted from the fake's clock. The page groups days in the
// browser's zone: UTC here, as the fake counts.
test.use({ timezoneId: 'UTC' });

const DAY_MS = 24 * 60 * 60_000;

/** How the page heads the day of an episode `days` from today ('Monday, November 30'). */
const dayHeading = (days: number) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.now() + days * DAY_MS);

/** The feed's text with its folded lines unfolded (RFC 5545, 3.1). */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, '');

test('a saved series shows its next episode on /calendar and in the private feed, which Reset link replaces', async ({
  page,
}) => {
  // Two pages, the bell by the arrow keys and two axe scans: more than one page's time.
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/tv/6001');
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  // S2E3 watched (straight into the account's library): caught up, so S2E4, which aired four
  // days ago, is new for the header's bell.
  const origin = String(test.info().project.use.baseURL);
  const at = Date.now();
  const pushed = await page.request.post('/api/library/push', {
    headers: { origin },
    data: {
      ops: [
        {
          opId: randomUUID(),
          key: 'watched:tv:6001:2:3',
          value: { id: 6001, type: 'tv', season: 2, episode: 3, watchedAt: at },
          at,
        },
      ],
    },
  });
  expect(pushed.status(), await pushed.text()).toBe(200);

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
  // Exact: 'Tuesday, December 1' is also the start of 'Tuesday, December 15'.
  const day = page.getByRole('region', { name: dayHeading(3), exact: true });
  await expect(day.getByRole('link', { name: 'Signal Harbor' })).toBeVisible();
  await expect(day).toContainText('S2E5');
  await expect(day).toContainText('Static 5');
  // Not aired yet: nothing to play; the one that aired four days ago can be played.
  await expect(day.getByRole('link', { name: /^Play/ })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Recently aired' }).getByRole('link', {
      name: 'Play Signal Harbor S2E4',
    }),
  ).toBeVisible();

  // The bell by the remote's arrows alone (once its menu has replaced the stand-in): up into
  // the header, along it to the bell, Enter, and down through its items; axe on the open menu.
  const bell = page.locator('header').getByRole('button', { name: 'New episodes (1)' });
  await expect(bell).toHaveAttribute('data-state', 'closed');
  // Up until the focus is in the header, its top edge (a key too many moves nothing).
  await expect
    .poll(
      async () => {
        await page.keyboard.press('ArrowUp');
        return page.evaluate(() => document.activeElement?.closest('header') != null);
      },
      { intervals: [250], timeout: 20_000 },
    )
    .toBe(true);
  const rightOfFocus = await page.evaluate(() => {
    const focused = document.activeElement!.getBoundingClientRect();
    const bellBox = document
      .querySelector('header button[aria-label^="New episodes"]')!
      .getBoundingClientRect();
    return bellBox.left > focused.left;
  });
  await pressUntil(page, rightOfFocus ? 'ArrowRight' : 'ArrowLeft', bell, 12);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'New episodes (1)' });
  const episode = menu.getByRole('menuitem', { name: /Signal Harbor – S02E04/ });
  await expect(episode).toBeVisible();
  // A menu keeps its arrows (the navigator leaves them to it): Radix puts the focus in it.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') != null))
    .toBe(true);
  await pressUntil(page, 'ArrowDown', menu.getByRole('menuitem', { name: /Mark all as seen/ }), 2);
  await pressUntil(page, 'ArrowUp', episode, 2);
  const open = await runAxe(page);
  expect(
    open.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to calendar' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Feed link' });
  await expect(field).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  const first = await field.inputValue();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  // A calendar app has no session: the link alone is enough.
  const app = await request.newContext();
  const feed = await app.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(unfold(await feed.text())).toMatch(/^SUMMARY:Signal Harbor – S02E05 – Static 5\r?$/m);

  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await dialog.getByRole('button', { name: 'Reset link' }).last().click();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await app.get(first)).status()).toBe(404);
  expect((await app.get(second)).status()).toBe(200);
  await app.dispose();
});
