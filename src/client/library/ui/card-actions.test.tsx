import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RowScroller } from '@/client/components/ui/row-scroller';
import { TitleCard } from '@/client/components/ui/title-card';
import { CardContext } from '@/client/components/ui/title-prefetch';
import { MemoryRouter } from '@/client/lib/router/router';
import { CardExtras } from './card-extras';

const titles = [603, 604, 605].map((id) => ({
  id,
  media_type: 'movie' as const,
  title: `Film ${id}`,
  poster_path: null,
  vote_average: 7,
}));

/** A content row of title cards, with the actions the app provides once idle. */
function renderRow() {
  render(
    <CardContext.Provider value={{ prefetch: () => undefined, Extras: CardExtras }}>
      <MemoryRouter>
        <RowScroller label="Trending movies" step={() => 300}>
          {titles.map((title) => (
            <li key={title.id}>
              <TitleCard title={title} />
            </li>
          ))}
        </RowScroller>
      </MemoryRouter>
    </CardContext.Provider>,
  );
}
const button = (id: number) => screen.getByRole('button', { name: `Actions for Film ${id}` });

describe('the card actions button', () => {
  // First in this file on purpose: the menu's module is not loaded yet, so the stand-in shows.
  it('stands in until the menu arrives, and a press on it opens the menu on arrival', async () => {
    renderRow();
    expect(button(603)).not.toHaveAttribute('data-state');
    fireEvent.pointerDown(button(603), { button: 0 });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Play Film 603' })).toBeInTheDocument();
  });

  it("in a row, only the current card's button is a Tab stop, after its link", async () => {
    renderRow();
    await waitFor(() => expect(button(605)).toHaveAttribute('data-state', 'closed'));
    expect([603, 604, 605].map((id) => button(id).tabIndex)).toEqual([0, -1, -1]);

    const user = userEvent.setup();
    // jsdom lays nothing out, so the row has nothing to scroll: its arrows are disabled and no
    // Tab stop, and the first Tab reaches the current card's link.
    expect(screen.getByRole('button', { name: /left$/ })).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('link', { name: /Film 603/ })).toHaveFocus();
    // The arrow keys belong to spatial navigation (decision 0027), not mounted here: the next
    // card gets focus as an arrow would give it.
    screen.getByRole('link', { name: /Film 604/ }).focus();
    expect(screen.getByRole('link', { name: /Film 604/ })).toHaveFocus();
    await waitFor(() =>
      expect([603, 604, 605].map((id) => button(id).tabIndex)).toEqual([-1, 0, -1]),
    );
    await user.tab();
    expect(button(604)).toHaveFocus();
  });
});
