import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowScroller } from './row-scroller';

/** jsdom lays nothing out: the scroller's sizes are set by hand. */
function size(element: HTMLElement, { client, scroll, left }: Record<string, number>) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scroll });
  element.scrollLeft = left ?? 0;
}

function renderRow() {
  render(
    <RowScroller label="Trending movies" step={() => 300}>
      <li>
        <a href="/movie/1">Alien</a>
      </li>
    </RowScroller>,
  );
  const left = screen.getByRole('button', { name: 'Scroll Trending movies left' });
  const right = screen.getByRole('button', { name: 'Scroll Trending movies right' });
  return { left, right, scroller: screen.getByRole('list').parentElement! };
}

describe('RowScroller arrows', () => {
  it('are disabled and hidden when there is nothing to scroll', () => {
    const { left, right, scroller } = renderRow();
    size(scroller, { client: 1000, scroll: 1000 });
    fireEvent.scroll(scroller);
    expect(left).toBeDisabled();
    expect(right).toBeDisabled();
    expect(left.className).not.toContain('sm:flex');
    expect(right.className).not.toContain('sm:flex');
  });

  it('offer only the ways there is something to scroll', () => {
    const { left, right, scroller } = renderRow();
    size(scroller, { client: 1000, scroll: 3000, left: 0 });
    fireEvent.scroll(scroller);
    expect(left).toBeDisabled();
    expect(right).toBeEnabled();
    expect(right.className).toContain('sm:flex');

    size(scroller, { client: 1000, scroll: 3000, left: 1200 });
    fireEvent.scroll(scroller);
    expect(left).toBeEnabled();
    expect(right).toBeEnabled();

    size(scroller, { client: 1000, scroll: 3000, left: 2000 });
    fireEvent.scroll(scroller);
    expect(left).toBeEnabled();
    expect(right).toBeDisabled();
  });
});
