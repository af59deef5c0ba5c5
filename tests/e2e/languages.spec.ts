import { expect, test, type Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { signIn } from './support/sign-in';

/**
 * The interface in six languages (docs/product.md#languages): the browser's language decides the
 * first visit before the first paint, the 'Language' setting on /account switches at once and
 * stays, and every language is accessible and fits a phone.
 */

const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'it'] as const;

/** The header's first navigation label in each language (the spec's HOME in English). */
const HOME_LABEL: Record<(typeof LANGUAGES)[number], string> = {
  en: 'HOME',
  es: 'INICIO',
  fr: 'ACCUEIL',
  de: 'START',
  'pt-BR': 'INÍCIO',
  it: 'HOME',
};

/** Hydration problems the page reports (src/client/lib/hydration-report.ts). */
function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('hydration:')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

async function chooseLanguage(page: Page, tag: string) {
  // The select is labelled in the page's current language: 'Language', 'Idioma', …
  const select = page.getByRole('combobox', {
    name: /^(Language|Idioma|Langue|Sprache|Lingua)$/,
  });
  await expect(select).toBeEnabled();
  await select.selectOption(tag);
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
}

async function useLanguage(page: Page, tag: string) {
  const origin = String(test.info().project.use.baseURL);
  await page.context().addCookies([{ name: 'nexus_lang', value: tag, url: origin }]);
}

test.describe('a browser set to French', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the sign-in screen in French on its first visit, with lang="fr", no English first', async ({
    page,
    browser,
  }) => {
    const problems = watchHydration(page);
    // What the server sent, before any script: already French (no flash of English).
    const noScript = await browser.newContext({ locale: 'fr-FR', javaScriptEnabled: false });
    const before = await noScript.newPage();
    await before.goto('/');
    await expect(before.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(before.getByRole('heading', { name: 'Le streaming du futur' })).toBeVisible();
    await expect(before.getByText('Stream the future')).toHaveCount(0);
    await noScript.close();

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Le streaming du futur' })).toBeVisible();
    // The form hydrates and works in French: its submit enables once the script has run.
    const form = page.locator('form').first();
    await expect(form.getByRole('button').last()).toBeEnabled();
    expect(problems).toEqual([]);
  });
});

test('choosing Español on /account turns the interface Spanish at once, and it stays; English restores the spec', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchHydration(page);
  await signIn(page);
  await page.goto('/account');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'HOME' })).toBeVisible();
  // No reload: a mark on the window survives the switch.
  await page.evaluate(() => Object.assign(window, { languageMark: 1 }));

  await chooseLanguage(page, 'es');
  await expect(nav.getByRole('link', { name: 'INICIO' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'PELÍCULAS' })).toBeVisible();
  expect(await page.evaluate(() => (window as { languageMark?: number }).languageMark)).toBe(1);

  await page.goto('/browse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(nav.getByRole('link', { name: 'INICIO' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(nav.getByRole('link', { name: 'INICIO' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending movies' })).toHaveCount(0);

  await page.goto('/account');
  await chooseLanguage(page, 'en');
  await page.goto('/browse');
  await expect(nav.getByRole('link', { name: 'HOME' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending movies' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Trending movies' })).toBeVisible();
  expect(problems).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`axe finds nothing serious in ${language}, signed out and signed in`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchHydration(page);
    await useLanguage(page, language);
    for (const signedIn of [false, true]) {
      if (signedIn) await signIn(page);
      for (const route of signedIn ? ['/browse', '/account', '/calendar'] : ['/']) {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (signedIn)
          await expect(
            page.getByRole('navigation').first().getByRole('link', { name: HOME_LABEL[language] }),
          ).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await runAxe(page);
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious, `axe on ${route} in ${language}`).toEqual([]);
      }
    }
    expect(problems).toEqual([]);
  });
}

test.describe('German on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no text overflows its button or the screen', async ({ page }) => {
    test.setTimeout(90_000);
    await useLanguage(page, 'de');
    const routes = ['/'];
    for (const signedIn of [false, true]) {
      if (signedIn) {
        await signIn(page);
        routes.splice(
          0,
          1,
          '/browse',
          '/movies',
          '/vault',
          '/profile',
          '/account',
          '/calendar',
          '/neural-chat',
        );
      }
      for (const route of routes) {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        await page.waitForLoadState('networkidle');
        const overflowing = await page.evaluate(() => {
          const found: string[] = [];
          if (document.documentElement.scrollWidth > window.innerWidth + 1)
            found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
          // Rows of cards scroll sideways by design: what they hold may lie past the edge.
          const inScroller = (element: HTMLElement) => {
            for (let at = element.parentElement; at; at = at.parentElement) {
              const overflowX = getComputedStyle(at).overflowX;
              if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden')
                return true;
            }
            return false;
          };
          for (const element of document.querySelectorAll<HTMLElement>(
            'button, [role="button"], [role="tab"], label, select, nav a',
          )) {
            const box = element.getBoundingClientRect();
            // Not drawn, or drawn for screen readers only (a 1 px clipped box).
            if (
              box.width <= 2 ||
              box.height <= 2 ||
              getComputedStyle(element).visibility === 'hidden'
            )
              continue;
            const name = `"${element.textContent?.trim().slice(0, 40)}"`;
            if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
              found.push(`${name} overflows its box`);
            if (box.right > window.innerWidth + 1 && !inScroller(element))
              found.push(`${name} runs off the screen`);
          }
          return found;
        });
        expect(overflowing, `German at 390 px on ${route}`).toEqual([]);
      }
    }
  });
});
