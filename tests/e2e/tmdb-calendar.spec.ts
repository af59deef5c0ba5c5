import AxeBuilder from '@axe-core/playwright';
import { expect, request, test } from '@playwright/test';
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
  await signIn(page);
  await page.goto('/tv/6001');
  await page.getByRole('button', { name: 'Add to Vault' }).click();

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
  const day = page.getByRole('region', { name: dayHeading(3) });
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
