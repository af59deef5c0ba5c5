import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, signIn, uniqueEmail } from './support/sign-in';
import { pageHydrated } from './support/page-hydrated';

/**
 * Pages arrive rendered by the server (docs/decisions/0026-server-rendering.md): readable with
 * JavaScript off, and taken over by the script with no hydration mismatch.
 */

/** The id of the first film of the home view's first row. */
async function firstFilmId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/catalog/trending/movie/week?page=1');
  const body = (await answer.json()) as { results: { id: number }[] };
  return body.results[0]!.id;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the sign-in form, which never sends a password in a URL', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Stream the future' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    const form = page.locator('form', { has: page.getByLabel('Email') });
    await expect(form).toHaveAttribute('method', 'post');
    // Signing in needs the script: until it runs, the form cannot be sent at all.
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  test('a protected page visited signed out is sent to / by the server', async ({ page }) => {
    const answer = await page.request.get('/vault', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/?from=%2Fvault');
  });

  test('signed in, /browse shows its rows and a film page its story and PLAY NOW', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/browse');
    await expect(page.getByRole('heading', { name: 'Trending movies' })).toBeVisible();
    // The first row's cards are there with their titles and art.
    const cards = page.locator('main a[href^="/movie/"]');
    expect(await cards.count()).toBeGreaterThan(5);
    await expect(cards.first().locator('img')).toHaveAttribute('alt', /.+/);

    const id = await firstFilmId(page);
    const detail = (await (await page.request.get(`/api/catalog/movie/${id}`)).json()) as {
      title: string;
      overview: string;
    };
    await page.goto(`/movie/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
    await expect(page.getByText(detail.overview).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'PLAY NOW' })).toBeVisible();

    // A browse page's grid is its tab's list, with the tiles counted from it.
    const topRated = (await (
      await page.request.get('/api/catalog/tv/top_rated?page=1')
    ).json()) as { results: { name: string }[] };
    await page.goto('/tv-shows?tab=top_rated');
    const grid = page.getByRole('list', { name: 'Titles' }).getByRole('listitem');
    await expect(grid).toHaveCount(20);
    await expect(grid.first()).toContainText(topRated.results[0]!.name);
    await expect(page.getByText('Total Shows')).toBeVisible();
  });

  test('an unknown page answers 404 with its page', async ({ page }) => {
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  });
});

test('every route hydrates with no mismatch', async ({ page }) => {
  // It opens every route of the app twice: its time is that of many journeys.
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('hydration:') || /hydrat/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await signIn(page);
  const id = await firstFilmId(page);
  const series = (await (
    await page.request.get('/api/catalog/trending/tv/week?page=1')
  ).json()) as { results: { id: number }[] };
  const tv = series.results[0]!.id;
  const paths = [
    '/browse',
    '/browse?q=star',
    '/movies',
    '/tv-shows',
    `/movie/${id}`,
    `/tv/${tv}`,
    '/neural-chat',
    '/vault',
    '/profile',
    '/account',
    `/watch/movie/${id}`,
    `/watch/tv/${tv}/1/1`,
    '/error',
    '/no-such-page',
  ];
  for (const path of paths) {
    await page.goto(path);
    // Hydrated: the page has become interactive (React's root is attached).
    await pageHydrated(page);
    expect(problems, `while opening ${path}`).toEqual([]);
  }
  // Again, in a browser that has been everywhere: it now keeps what the server cannot see (the
  // browse pages' lists, the library's snapshot) and sends its zone and locale for dates.
  await page.goto('/movies');
  await expect(page.getByRole('list', { name: 'Titles' }).getByRole('listitem')).toHaveCount(20);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('nexus_browse_cache') !== null))
    .toBe(true);
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .toContain('nexus_tz');
  for (const path of paths) {
    await page.goto(path);
    await pageHydrated(page);
    expect(problems, `while opening ${path} again`).toEqual([]);
  }
});

test("two people on one server: a page drawn once for both holds neither's name, each profile its own", async ({
  browser,
}) => {
  const origin = String(test.info().project.use.baseURL);
  const people = [
    { name: 'Ada Lovelace', email: uniqueEmail('ada') },
    { name: 'Grace Hopper', email: uniqueEmail('grace') },
  ];
  const contexts = await Promise.all(people.map(() => browser.newContext()));
  try {
    const pages = await Promise.all(contexts.map((context) => context.newPage()));
    for (const [i, person] of people.entries()) {
      const answer = await pages[i]!.request.post('/api/auth/sign-up/email', {
        headers: { origin },
        data: { ...person, password: E2E_PASSWORD, rememberMe: true },
      });
      expect(answer.status()).toBe(200);
    }
    // The same page for both (decision 0037): its body names neither; each copy carries its
    // own session for the browser, and never the other's.
    for (const [i, person] of people.entries()) {
      const other = people[1 - i]!;
      const html = await (await pages[i]!.request.get('/browse')).text();
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(body).toContain('Trending movies');
      expect(body).not.toContain(person.email);
      expect(body).not.toContain(person.name);
      expect(html).toContain(person.email);
      expect(html).not.toContain(other.email);
      expect(html).not.toContain(other.name);
    }
    // The profile shows its person, at first paint and after.
    for (const [i, person] of people.entries()) {
      const other = people[1 - i]!;
      const page = pages[i]!;
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
      await expect(page.getByText(person.email)).toBeVisible();
      expect(await page.content()).not.toContain(other.email);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('a press before the page is ready is given to it, unless the button turned out to say otherwise', async ({
  page,
}) => {
  await signIn(page);
  // A slow connection: the series page's own code arrives only when the test lets it through, so
  // the press surely comes before it. The visits below wait for the HTML only, not for the load
  // event, which may wait for that code (the page preloads it).
  let letThrough = () => undefined as void;
  let gate = Promise.resolve();
  const holdPageCode = () => {
    gate = new Promise<void>((resolve) => (letThrough = resolve));
  };
  await page.route(/\/assets\/tv-detail-route-[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const hydrated = () => page.evaluate(() => document.documentElement.dataset.hydrated);
  const vault = () => page.evaluate(() => localStorage.getItem('nexus_vault') ?? '[]');

  holdPageCode();
  await page.goto('/tv/1396', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  expect(await hydrated()).toBeUndefined();
  letThrough();
  await expect(page.getByRole('button', { name: 'Remove from Vault' })).toBeVisible();
  expect(JSON.parse(await vault())).toHaveLength(1);

  // Saved already: the server's page says 'Add to Vault', which this browser's library
  // contradicts, so the early press does nothing rather than remove it.
  holdPageCode();
  await page.goto('/tv/1396', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to Vault' }).click();
  expect(await hydrated()).toBeUndefined();
  letThrough();
  await pageHydrated(page);
  await expect(page.getByRole('button', { name: 'Remove from Vault' })).toBeVisible();
  expect(JSON.parse(await vault())).toHaveLength(1);
});

test('what is typed and ticked before the page is ready is kept: a sign-in, its Remember me, a rating by keyboard', async ({
  page,
}) => {
  const { email } = await signIn(page);
  // The page's own code waits for the test (as above): everything below happens on the
  // server's page, and hydration comes after. The render that follows hydration used to write
  // the server's empty form back over it (a CI run lost the email, and a rating).
  let letThrough = () => undefined as void;
  let gate = Promise.resolve();
  const holdPageCode = () => {
    gate = new Promise<void>((resolve) => (letThrough = resolve));
  };
  await page.route(/\/assets\/(landing|movie-detail)-route-[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });

  await page.context().clearCookies();
  holdPageCode();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Remember me').check();
  letThrough();
  // The button waits for the script; pressing it sends what was typed before.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'));
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);

  const popular = await (await page.request.get('/api/catalog/movie/popular')).json();
  holdPageCode();
  await page.goto(`/movie/${popular.results[0].id}`, { waitUntil: 'domcontentloaded' });
  const rating = page.getByRole('radiogroup', { name: 'Your rating' });
  await rating.getByRole('radio', { name: '0.5 stars' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  letThrough();
  await pageHydrated(page);
  await expect(rating.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(page.getByText('3 / 5')).toBeVisible();
  const ratings = await page.evaluate(() => localStorage.getItem('nexus_ratings') ?? '[]');
  expect(JSON.parse(ratings)).toEqual([expect.objectContaining({ rating: 3 })]);
});

test('a chat question typed and sent with Enter before the page is ready is asked once it is', async ({
  page,
}) => {
  await signIn(page);
  // The chat page's own code waits for the test (as above): the question is typed and Enter
  // pressed on the server's page. The browser alone would only add a line, and nothing be asked.
  let letThrough = () => undefined as void;
  const gate = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/chat-route-[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat') && request.method() === 'POST')
      asked.push(request.postData() ?? '');
  });

  await page.goto('/neural-chat', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill('a movie with Tom Hanks');
  await box.press('Enter');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await expect(box).toHaveValue('a movie with Tom Hanks');
  letThrough();

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('a movie with Tom Hanks', { exact: true })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(conversation.getByRole('list', { name: 'Recommended titles' })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('a movie with Tom Hanks');
});

test("a low-end device is marked as the page's head is parsed, by the one inline script the CSP allows", async ({
  browser,
}) => {
  for (const [cores, memory, marked] of [
    [2, 8, true],
    [8, 8, false],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(
      ([c, m]) => {
        Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => c });
        Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => m });
      },
      [cores, memory],
    );
    // None of the app's own scripts: what marks the page is the inline one alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const mark = await page.evaluate(() => document.documentElement.hasAttribute('data-low-end'));
    expect(mark, `${cores} cores, ${memory} GB`).toBe(marked);
    expect(refused).toEqual([]);
    await context.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('nothing on the sign-in page moves when the script takes it over', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await pageHydrated(page);
    // The extras under the title ('Use a passkey') load after hydration; the page had them
    // already. A render before their code arrived used to drop them and draw them again.
    await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
  });
});
