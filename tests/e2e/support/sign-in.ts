import type { Page } from '@playwright/test';

/**
 * Gives the page a signed-in session, for journeys that start past the sign-in screen.
 * Issue 3 makes it create a fresh account through the API; until then every route is open.
 */
export async function signIn(_page: Page): Promise<{ email: string; name: string }> {
  return { email: 'viewer@example.com', name: 'Test Viewer' };
}
