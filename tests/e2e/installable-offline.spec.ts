import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumArgs } from '../../scripts/ensure-chromium';
import { signIn } from './support/sign-in';

/*
 * The installable app (docs/product.md#installable-app): Chromium's own installability check,
 * then a person who saved a title goes offline and reopens the vault, the profile, a title page
 * and /browse, and meets the actions that need the network. The other journeys block service
 * workers (playwright.config.ts); these let them run.
 */
test.use({ serviceWorkers: 'allow' });

/** The worker registers after the page has loaded and gone quiet, then takes the page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}

/**
 * The answers a page came with reach the worker's cache once the page has settled (it hands
 * them over after its first paint); a person reading the page gives it that second.
 */
async function answersKept(page: Page) {
  const missing = () =>
    page.evaluate(async () => {
      const inline = document.getElementById('nexus-bootstrap')?.textContent;
      const paths = Object.keys(JSON.parse(inline ?? '{}').responses ?? {});
      const kept = (await (await caches.open('nexus-catalog-v1')).keys()).map((r) => r.url);
      return paths.filter((path) => !kept.some((url) => url.endsWith(path)));
    });
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
}

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('installs: a manifest with its icons, and no installability errors in Chromium', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'NEXUS',
    short_name: 'NEXUS',
    start_url: '/browse',
    display: 'standalone',
    theme_color: '#0a0a0a',
    background_color: '#0a0a0a',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body())).toBe(icon.sizes);
  }

  // Chromium never offers to install from a private window, which is what a test's browser
  // context is: the check runs in a browser with a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'nexus-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL: String(test.info().project.use.baseURL),
  });
  try {
    const installed = browser.pages()[0] ?? (await browser.newPage());
    await installed.goto('/');
    await controlledByServiceWorker(installed);
    const cdp = await browser.newCDPSession(installed);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the vault, profile, a title seen before and /browse reopen from this browser', async ({
  page,
  context,
}) => {
  const { name } = await signIn(page);
  const popular = await (await page.request.get('/api/catalog/movie/popular')).json();
  const movie = popular.results[0] as { id: number; title: string };

  await page.goto(`/movie/${movie.id}`);
  await controlledByServiceWorker(page);
  // Seen again now that the worker is there, so its answer is kept.
  await page.reload();
  await answersKept(page);
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Vault' })).toBeVisible();
  await page.goto('/browse');
  await expect(page.getByRole('link', { name: new RegExp(movie.title) }).first()).toBeVisible();
  await answersKept(page);
  await page.goto('/vault');
  const saved = page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText(movie.title);

  await context.setOffline(true);
  const offlineNote = page.getByText(/^Offline: showing the last saved/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'VAULT' })).toBeVisible();
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText(movie.title);
  await expect(offlineNote).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(offlineNote).toBeVisible();

  await page.goto(`/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(offlineNote).toBeVisible();
  // Playing needs the network, and says so rather than showing a broken frame.
  await page.getByRole('button', { name: 'PLAY NOW' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'YOU ARE OFFLINE' })).toBeVisible();

  await page.goto('/browse');
  await expect(page.getByRole('link', { name: new RegExp(movie.title) }).first()).toBeVisible();
  await expect(offlineNote.first()).toBeVisible();

  // Signing out needs the server: it says so and keeps the person where they are.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page.getByText('You are offline. Signing out needs a connection.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // Back online the pages are fresh again, and the session is the server's once more.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(offlineNote).toHaveCount(0);
});

test('a shared browser: after sign-out nothing of the last person opens offline', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/vault');
  await controlledByServiceWorker(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/$|\/\?/);
  const traces = await page.evaluate(async () => ({
    account:
      localStorage.getItem('nexus_offline_account') ??
      sessionStorage.getItem('nexus_offline_account'),
    caches: (await caches.keys()).filter((name) => /catalog|art/.test(name)),
  }));
  expect(traces).toEqual({ account: null, caches: [] });

  await context.setOffline(true);
  await page.goto('/vault');
  // The sign-in screen, not someone's vault.
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
