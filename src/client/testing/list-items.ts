import { screen, within } from '@testing-library/react';

/**
 * The text of each item of the list named `name`, in order: the form most list assertions
 * compare against, so a test reads as the expected items rather than the query that finds them.
 */
export function listItemTexts(name: string) {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}
