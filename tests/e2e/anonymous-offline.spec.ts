import { expect, test } from '@playwright/test';

/*
 * The installable app with accounts off (AUTH_MODE=anonymous, the third server): the offline
 * shell carries that setting, so the library opens offline with no sign-in in sight.
 */
test.use({ serviceWorkers: 'allow' });

test('with accounts off, the vault and a title page reopen offline', async ({ page, context }) => {
  const popular = await (await page.request.get('/api/catalog/movie/popular')).json();
  const movie = popular.results[0] as { id: number; title: string };
  await page.goto(`/movie/${movie.id}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
  await page.reload();
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Vault' })).toBeVisible();
  await page.goto('/vault');

  await context.setOffline(true);
  await page.reload();
  const saved = page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText(movie.title);
  await expect(page.getByText(/^Offline: showing the last saved titles/)).toBeVisible();
  await expect(page.getByText('Authenticating...')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);

  // Reached through the app's own link, as a person would: the worker kept its answer.
  await saved.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(page.getByText(/^Offline: showing the last saved details/)).toBeVisible();
});
