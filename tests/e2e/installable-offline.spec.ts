import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumArgs } from '../../scripts/ensure-chromium';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { controlledByServiceWorker } from './support/service-worker';
import { signIn } from './support/sign-in';

/*
 * The installable app (docs/product.md#installable-app): Chromium's own installability check,
 * then a person who saved a title goes offline and reopens the vault, the profile, a title page
 * and /browse, and meets the actions that need the network. The other journeys block service
 * workers (playwright.config.ts); these let them run.
 */
test.use({ serviceWorkers: 'allow' });

/**
 * The answers a page came with reach the worker's cache once the page has settled (it hands
 * them over after its first paint); a person reading the page gives it that second.
 */
async function answersKept(page: Page) {
  const missing = () =>
    page.evaluate(async () => {
      const inline = JSON.parse(document.getElementById('nexus-bootstrap')?.textContent ?? '{}');
      // The page's answers: inline as they are, or in the query cache the server rendered from.
      const paths = Object.keys({ ...inline.responses, ...inline.seeded });
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
  // A film of the first row, the one /browse loads at once (the popular row waits until it is
  // scrolled near, and since the catalogue of issue 30 its first film is not trending).
  const trending = await (await page.request.get('/api/catalog/trending/movie/week')).json();
  const movie = trending.results[0] as { id: number; title: string };

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
  // One notice for the page, not one per row; a row with nothing kept is hidden, never a
  // 'No content found' box.
  await expect(offlineNote).toHaveCount(1);
  await expect(page.getByText('No content found')).toHaveCount(0);
  await expect(page.getByText('The catalogue did not answer')).toHaveCount(0);
  // Back online, the hidden rows load by themselves, with nothing pressed or reloaded.
  await context.setOffline(false);
  const topRated = page.getByRole('list', { name: 'Top rated series' }).getByRole('link');
  await expect(topRated.first()).toBeVisible();
  await expect(offlineNote).toHaveCount(0);
  await context.setOffline(true);

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
  await page.goto('/browse');
  await controlledByServiceWorker(page);
  await answersKept(page);
  const kept = () =>
    page.evaluate(async () => ({
      account:
        localStorage.getItem('nexus_offline_account') ??
        sessionStorage.getItem('nexus_offline_account'),
      caches: (await caches.keys()).filter((name) => /catalog|art/.test(name)),
    }));
  // What there is to forget: the account for offline opening, the titles and art seen.
  await expect.poll(async () => (await kept()).account).not.toBeNull();
  expect((await kept()).caches.length).toBeGreaterThan(0);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL(/\/$|\/\?/);
  // The sign-out's clean-up finishes a moment after the page has moved on.
  await expect.poll(kept).toEqual({ account: null, caches: [] });

  await context.setOffline(true);
  await page.goto('/vault');
  // The sign-in screen, not someone's vault.
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test("a new version waits for 'Reload', then every page runs it", async ({ browser }) => {
  // A server of its own, on a copy of the build, so that this journey can deploy a new version
  // without touching the build the other journeys use.
  const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-client-'));
  cpSync('dist/client', clientDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-data-'));
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      AUTH_MODE: 'anonymous',
      DATA_DIR: dataDir,
    }),
    clientDir,
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto('/browse');
    await controlledByServiceWorker(page);
    const other = await context.newPage();
    await other.goto('/vault');
    await controlledByServiceWorker(other);

    // The deploy: a new worker file (without the compressed copies of the old one).
    const worker = path.join(clientDir, 'service-worker.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next version\n`);
    rmSync(`${worker}.br`, { force: true });
    rmSync(`${worker}.gz`, { force: true });
    const state = (on: Page) =>
      on.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting?.state ?? null,
          offered: document.body.innerText.includes('A new version of NEXUS is ready'),
        };
      });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    // Installed, it waits for the person: both pages keep the version they started with.
    const offer = page.getByText('A new version of NEXUS is ready');
    await expect(offer).toBeVisible();
    expect(await state(page)).toEqual({ waiting: 'installed', offered: true });

    // 'Reload' activates it, and every open page reloads into it (their old chunks would be gone
    // from the new worker's cache).
    const mark = (on: Page) => on.evaluate(() => Object.assign(window, { beforeTheUpdate: true }));
    const stillTheOldPage = (on: Page) =>
      on.evaluate(() => 'beforeTheUpdate' in window).catch(() => true);
    await mark(page);
    await mark(other);
    await page.getByRole('button', { name: 'Reload' }).click();
    for (const reloaded of [page, other]) {
      await expect.poll(() => stillTheOldPage(reloaded), { timeout: 15_000 }).toBe(false);
      await controlledByServiceWorker(reloaded);
      await expect.poll(() => state(reloaded)).toEqual({ waiting: null, offered: false });
    }
    const running = await page.evaluate(async () => (await fetch('/service-worker.js')).text());
    expect(running).toContain('// the next version');
  } finally {
    await context.close();
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
