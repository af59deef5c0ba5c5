import { expect, type Locator } from '@playwright/test';

type Files = Parameters<Locator['setInputFiles']>[0];

/**
 * Chooses files in a file input once the page can take them: a server-rendered input is disabled
 * until the script has hydrated it, as a person's choice made before then would be lost.
 */
export async function chooseFiles(input: Locator, files: Files) {
  await expect(input).toBeEnabled();
  await input.setInputFiles(files);
}
