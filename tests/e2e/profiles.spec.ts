import { expect, test, type Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { E2E_PASSWORD, oneAccountOnTwoDevices } from './support/sign-in';

// Two browsers, several profile switches, each pulling a library: longer than the default.
test.describe.configure({ timeout: 120_000 });

const MAIN = 'Test Viewer'; // the first profile is named after the account
const KIDS = 'Kiddo';
const savedTitles = (page: Page) =>
  page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');

async function expectNoSeriousViolations(page: Page) {
  const results = await runAxe(page);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** Types into a field by keyboard: focus, then the keys. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

test('profiles: a kids profile with its own library, a PIN on the main one, and a second device', async ({
  browser,
}) => {
  const { a, b, close } = await oneAccountOnTwoDevices(browser);

  // The main profile saves a title (one profile: nothing is asked).
  await a.goto('/tv/1396');
  await a.getByRole('button', { name: 'Add to Vault' }).press('Enter');
  // Saved once the page says so (a press before the app has the page is held until it has).
  await expect(a.getByRole('button', { name: 'Remove from Vault' })).toBeVisible();
  await a.goto('/vault');
  await expect(savedTitles(a)).toHaveCount(1);

  // "Who's watching?" → Manage profiles → a kids profile, by keyboard.
  await a.goto('/profiles');
  await expect(a.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await a.getByRole('button', { name: 'Manage profiles' }).press('Enter');
  await a.getByRole('button', { name: 'Add profile' }).press('Enter');
  await typeInto(a, 'Profile name', KIDS);
  await a.getByLabel('Kids profile').press('Space');
  await a.getByRole('radio', { name: 'Avatar 4' }).press('Space');
  await expect(a.getByRole('radio', { name: 'Avatar 4' })).toBeChecked();
  await expectNoSeriousViolations(a);
  await a.getByRole('button', { name: 'Add profile' }).press('Enter');
  await expect(a.getByRole('button', { name: `Edit ${KIDS}` })).toBeVisible();

  // The main profile gets a PIN, after the account password.
  await a.getByRole('button', { name: `Edit ${MAIN}` }).press('Enter');
  await a.getByRole('button', { name: 'Lock with PIN' }).press('Enter');
  await typeInto(a, 'Account password', E2E_PASSWORD);
  await typeInto(a, 'New PIN (4 digits)', '4321');
  await a.getByRole('button', { name: 'Set PIN' }).press('Enter');
  await expect(a.getByText(`${MAIN} is locked with a PIN.`)).toBeVisible();
  await expectNoSeriousViolations(a);
  await a.getByRole('button', { name: 'Cancel' }).press('Enter');
  await a.getByRole('button', { name: 'Done' }).press('Enter');

  // The chooser: the arrow keys move between profiles; Enter opens the kids one.
  const main = a.getByRole('button', { name: `${MAIN}, locked` });
  const kids = a.getByRole('button', { name: `${KIDS}, kids profile` });
  await main.focus();
  await a.keyboard.press('ArrowRight');
  await expect(kids).toBeFocused();
  await expectNoSeriousViolations(a);
  await a.keyboard.press('Enter');
  await expect(a).toHaveURL(/\/browse$/);

  // The kids profile: its own empty vault, no adult film in search, no way to the account.
  await a.goto('/vault');
  await expect(a.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();
  await a.goto('/browse?q=Oppenheimer');
  // Once the search has answered (its results or its empty state), no Oppenheimer (R) in it.
  const results = a.getByRole('region', { name: /Results for/ });
  await expect(
    results
      .getByText('No results for Oppenheimer')
      .or(results.getByRole('list', { name: 'Results for Oppenheimer' })),
  ).toBeVisible();
  await expect(results.getByRole('link', { name: /Oppenheimer/ })).toHaveCount(0);
  await a.goto('/account');
  await expect(a).toHaveURL(/\/browse$/);

  // Back to the main profile from the avatar menu: a wrong PIN is refused, the right one opens.
  await a.getByRole('button', { name: 'Open profile menu' }).press('Enter');
  await expect(a.getByRole('menuitem', { name: 'System Settings' })).toHaveCount(0);
  await a.getByRole('menuitem', { name: 'Switch profile' }).press('Enter');
  await expect(a).toHaveURL(/\/profiles$/);
  await a.getByRole('button', { name: `${MAIN}, locked` }).press('Enter');
  const dialog = a.getByRole('dialog', { name: 'Enter PIN' });
  await expect(dialog.getByLabel('PIN')).toBeFocused();
  await a.keyboard.type('1111');
  await expect(dialog.getByRole('alert')).toHaveText('Wrong PIN');
  await expectNoSeriousViolations(a);
  await expect(dialog.getByLabel('PIN')).toBeFocused();
  await a.keyboard.type('4321');
  await expect(a).toHaveURL(/\/browse$/);
  await a.goto('/vault');
  await expect(savedTitles(a)).toHaveCount(1);

  // Another device of the account asks "Who's watching?" with the same profiles.
  await b.goto('/vault');
  await expect(b).toHaveURL(/\/profiles$/);
  await expect(b.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await expect(b.getByRole('button', { name: `${MAIN}, locked` })).toBeVisible();
  await expect(b.getByRole('button', { name: `${KIDS}, kids profile` })).toBeVisible();
  await b.getByRole('button', { name: `${KIDS}, kids profile` }).press('Enter');
  // On to the page it was going to.
  await expect(b).toHaveURL(/\/vault$/);
  await expect(b.getByRole('heading', { name: 'VAULT EMPTY' })).toBeVisible();

  await close();
});
