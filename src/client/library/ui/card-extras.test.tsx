import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeRatings } from '@/client/library/stores/ratings-store';
import { readHistory } from '@/client/library/stores/watch-history-store';
import { readVault } from '@/client/library/stores/vault-store';
import { markWatched, readWatchedMarks } from '@/client/library/stores/watched-store';
import { currentNotices } from '@/client/lib/notices';
import { writeProgress } from '@/client/library/stores/watch-progress-store';
import { Link } from '@/client/lib/router/router';
import { currentUrl, renderRoute } from '@/client/testing/render-route';
import { CardExtras } from './card-extras';

const dune = {
  id: 438631,
  media_type: 'movie' as const,
  title: 'Dune',
  poster_path: null,
  release_date: '2021-09-15',
  vote_average: 7.8,
};

/** A card as the app lays one out: the link, and the extras beside it. */
function renderCard(compact = false) {
  return renderRoute(
    '/browse',
    '/browse',
    <div className="relative">
      <Link to="/movie/438631">Dune</Link>
      <CardExtras title={dune} compact={compact} />
    </div>,
  );
}

const lastNotice = () => {
  const notice = currentNotices().at(-1);
  return [notice?.message, notice?.action?.label];
};

/** Tabs from the link to the actions button (unless it has focus already) and opens its menu. */
async function openMenu() {
  const user = userEvent.setup();
  // The real trigger replaces the stand-in once the menu's chunk has arrived.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Actions for Dune' })).toHaveAttribute('data-state'),
  );
  const button = () => screen.getByRole('button', { name: 'Actions for Dune' });
  if (document.activeElement !== button()) {
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dune' })).toHaveFocus();
    await user.tab();
  }
  expect(screen.getByRole('button', { name: 'Actions for Dune' })).toHaveFocus();
  await user.keyboard('{Enter}');
  return { user, menu: await screen.findByRole('menu') };
}

describe('the card actions and marks', () => {
  it('follow the link in the Tab order and offer Play, vault and watched, named with the title', async () => {
    renderCard();
    const { menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Play Dune', 'Add Dune to Vault', 'Mark Dune as watched']);
  });

  it('add to the vault and mark watched by keyboard, show the badge, and return focus on Escape', async () => {
    renderCard();
    let { user } = await openMenu();
    // Opening by keyboard focuses the first item, Play.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(readVault()).toMatchObject([{ id: dune.id, type: 'movie' }]);
    expect(screen.getByRole('button', { name: 'Actions for Dune' })).toHaveFocus();

    ({ user } = await openMenu());
    expect(screen.getByRole('menuitem', { name: 'Remove Dune from Vault' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Mark Dune as watched' }));
    expect(await screen.findByText('Watched')).toBeInTheDocument();
    expect(readHistory()).toMatchObject([{ id: dune.id, progress: 100 }]);

    ({ user } = await openMenu());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Dune' })).toHaveFocus();

    ({ user } = await openMenu());
    await user.click(screen.getByRole('menuitem', { name: 'Mark Dune as unwatched' }));
    await waitFor(() => expect(screen.queryByText('Watched')).not.toBeInTheDocument());
  });

  it('every change says so with Undo: saving, marking watched and unwatched, and Undo takes each back', async () => {
    renderCard();
    let { user } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Add Dune to Vault' }));
    expect(lastNotice()).toEqual(['Added Dune to the vault.', 'Undo']);
    act(() => currentNotices().at(-1)!.action!.run());
    expect(readVault()).toEqual([]);

    ({ user } = await openMenu());
    await user.click(screen.getByRole('menuitem', { name: 'Mark Dune as watched' }));
    expect(lastNotice()).toEqual(['Marked Dune as watched.', 'Undo']);
    act(() => currentNotices().at(-1)!.action!.run());
    expect(readWatchedMarks()).toEqual([]);
    expect(readHistory()).toEqual([]);

    ({ user } = await openMenu());
    await user.click(screen.getByRole('menuitem', { name: 'Mark Dune as watched' }));
    ({ user } = await openMenu());
    await user.click(screen.getByRole('menuitem', { name: 'Mark Dune as unwatched' }));
    expect(lastNotice()).toEqual(['Marked Dune as unwatched.', 'Undo']);
    act(() => currentNotices().at(-1)!.action!.run());
    expect(readWatchedMarks()).toMatchObject([{ id: dune.id, type: 'movie' }]);
  });

  it('Play opens the player over the title page', async () => {
    renderCard();
    const { user } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Play Dune' }));
    expect(currentUrl()).toBe('/movie/438631?play=1');
  });

  it("show your rating as '★ 4.5', read as 'Your rating 4.5 of 5'", () => {
    writeRatings([{ id: dune.id, media_type: 'movie', rating: 4.5, ratedAt: 1 }]);
    renderCard();
    expect(screen.getByText('4.5').parentElement).toHaveTextContent('Your rating 4.5 of 5');
    expect(screen.queryByText('Watched')).not.toBeInTheDocument();
  });

  it("in a list row, show 'Watched' as its check, still named, beside the rating", () => {
    markWatched({ id: dune.id, type: 'movie' });
    writeRatings([{ id: dune.id, media_type: 'movie', rating: 3, ratedAt: 1 }]);
    renderCard(true);
    expect(screen.getByTitle('Watched')).toHaveTextContent('Watched');
    expect(screen.getByText('Watched')).toHaveClass('sr-only');
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('show a film played to 90 % or more as watched without a mark, by the one rule', () => {
    writeProgress({
      id: dune.id,
      title: 'Dune',
      type: 'movie',
      poster_path: null,
      backdrop_path: null,
      progress: { watched: 2700, duration: 3000 },
      lastWatched: 1,
    });
    renderCard();
    expect(screen.getByText('Watched')).toBeInTheDocument();
  });
});
