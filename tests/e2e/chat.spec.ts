import { expect, test, type Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { signIn } from './support/sign-in';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('chat journey: greeting, a Quick Request, typing indicator, linked answer, open a title', async ({
  page,
}) => {
  // Hold the real answer back until the typing indicator has been seen (a fixed delay raced the
  // checks below on a busy machine: the answer came first and the box was enabled again).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/neural-chat');
  await expect(page.getByRole('heading', { name: 'NEXUS Movie AI' })).toBeVisible();
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Quick Requests' });
  await expect(panel.getByRole('button')).toHaveCount(6);
  await panel.getByRole('button', { name: 'Scary but good' }).click();

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('I want something scary but good')).toBeVisible();
  await expect(page.getByText('Finding perfect movies...')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
  release();

  const links = conversation.getByRole('list', { name: 'Recommended titles' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Finding perfect movies...')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeEnabled();

  // The answer with its cards passes axe too (the a11y sweep only sees the page before any answer).
  const { violations } = await runAxe(page, (builder) => builder.include('main'));
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const first = links.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/(movie|tv)\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('typed questions: Enter sends, Shift+Enter does not, blank input cannot be sent', async ({
  page,
}) => {
  await page.goto('/neural-chat');
  const box = page.getByRole('textbox', { name: 'Your message' });
  const send = page.getByRole('button', { name: 'Send message' });
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();

  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.press('Enter');
  await expect(conversation.getByRole('listitem', { name: /^You at / })).toHaveCount(0);

  await box.fill('movies like Alien');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('movies like Alien\n');
  await expect(conversation.getByRole('listitem', { name: /^You at / })).toHaveCount(0);

  await box.press('Enter');
  await expect(conversation.getByRole('listitem', { name: /^You at / })).toHaveCount(1);
  await expect(conversation.getByText(/^Since you liked Alien \(1979\)/)).toBeVisible();
  await expect(box).toHaveValue('');
});

test('the conversation keeps the newest message in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/neural-chat');
  const box = page.getByRole('textbox', { name: 'Your message' });
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();
  for (const question of ['a list of 10 comedies', 'a list of 10 thrillers']) {
    await box.fill(question);
    await box.press('Enter');
    await expect(box).toBeEnabled();
  }
  const scroller = conversation.locator('xpath=..');
  // The list is taller than its box by now, and it sits scrolled to the end.
  await expect
    .poll(() => scroller.evaluate((el) => el.scrollHeight > el.clientHeight + 100))
    .toBe(true);
  await expect
    .poll(() => scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
    .toBeLessThan(2);
  await expect(conversation.locator(':scope > li').last()).toBeInViewport();
});

test('a stated limit, then a follow-up that refines the same request', async ({ page }) => {
  await page.goto('/neural-chat');
  const box = page.getByRole('textbox', { name: 'Your message' });
  const answers = page
    .getByRole('list', { name: 'Conversation' })
    .getByRole('listitem', { name: /^NEXUS AI at / });
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();

  await box.fill('a comedy under 100 minutes');
  await box.press('Enter');
  await expect(answers.nth(1)).toContainText('funny movies under 100 minutes');
  // One plain note, never the catalogue's statistics.
  await expect(answers.nth(1)).toContainText('I only know the running time of some films');
  await expect(answers.nth(1)).not.toContainText(/\d+ of our \d+ films/);
  const firstCards = await answers.nth(1).getByRole('link').allTextContents();
  expect(firstCards.length).toBeGreaterThan(0);

  await box.fill('older');
  await box.press('Enter');
  // The same request (a comedy under 100 minutes), before the oldest title just shown.
  await expect(answers.nth(2)).toContainText(/funny movies before \d{4} under 100 minutes/);
  const olderCards = await answers.nth(2).getByRole('link').allTextContents();
  for (const card of olderCards) expect(firstCards).not.toContain(card);
});

/** Sends one message and waits for its answer: the last of the conversation's answers. */
async function ask(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  const answers = page
    .getByRole('list', { name: 'Conversation' })
    .getByRole('listitem', { name: /^NEXUS AI at / });
  const before = await answers.count();
  await box.fill(text);
  await box.press('Enter');
  await expect(answers).toHaveCount(before + 1);
  await expect(box).toBeEnabled();
  return answers.last();
}

test('a question about a title: "who directed The Prestige" names Christopher Nolan, with its link', async ({
  page,
}) => {
  await page.goto('/neural-chat');
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();
  const answer = await ask(page, 'who directed The Prestige');
  await expect(answer).toContainText('Christopher Nolan');
  const links = answer.getByRole('list', { name: 'Recommended titles' }).getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links.first()).toContainText('The Prestige');
  await expect(links.first()).toHaveAttribute('href', /^\/movie\/\d+$/);
  await expect(links.first().getByRole('img', { name: 'Poster of The Prestige' })).toBeVisible();
});

test('"something like Breaking Bad" links only series', async ({ page }) => {
  await page.goto('/neural-chat');
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();
  const answer = await ask(page, 'something like Breaking Bad');
  const links = answer.getByRole('list', { name: 'Recommended titles' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  for (const href of hrefs) expect(href).toMatch(/^\/tv\/\d+$/);
});

test('after a film is marked watched, asking again does not offer it and says seen titles were left out', async ({
  page,
}) => {
  await page.goto('/neural-chat');
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();
  const first = await ask(page, 'something like Alien');
  const firstLink = first
    .getByRole('list', { name: 'Recommended titles' })
    .getByRole('link')
    .first();
  const href = (await firstLink.getAttribute('href'))!;
  expect(href).toMatch(/^\/movie\/\d+$/);
  const title = (await firstLink.getByRole('img').getAttribute('alt'))!.replace(/^Poster of /, '');
  await expect(first).not.toContainText('you have seen');

  // Mark it watched on its page, as a person would, then ask the same again.
  await firstLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.getByRole('button', { name: 'Mark as watched' }).click();
  await expect(page.getByRole('button', { name: 'Mark as unwatched' })).toBeVisible();
  await page.goto('/neural-chat');
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();
  const again = await ask(page, 'something like Alien');
  const hrefs = await again
    .getByRole('list', { name: 'Recommended titles' })
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs).not.toContain(href);
  await expect(again).toContainText('(Leaving out 1 you have seen.)');

  // Something like the film itself: never the film.
  const likeIt = await ask(page, `something like ${title}`);
  await expect(likeIt).toContainText(`Since you liked ${title}`);
  await expect(
    likeIt.getByRole('list', { name: 'Recommended titles' }).locator(`a[href="${href}"]`),
  ).toHaveCount(0);

  // "again" brings what was seen back.
  const rewatch = await ask(page, 'something like Alien, one I have seen before');
  await expect(
    rewatch.getByRole('list', { name: 'Recommended titles' }).locator(`a[href="${href}"]`),
  ).toHaveCount(1);
});
