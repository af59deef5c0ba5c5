import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

function setup(query = '') {
  const onSearch = vi.fn();
  const onClear = vi.fn();
  render(<SearchForm query={query} onSearch={onSearch} onClear={onClear} />);
  return {
    onSearch,
    onClear,
    box: screen.getByRole('searchbox', { name: 'Search movies and series' }),
  };
}

describe('SearchForm', () => {
  it('submits the trimmed query', async () => {
    const { onSearch, box } = setup();
    await userEvent.type(box, '  alien {Enter}');
    expect(onSearch).toHaveBeenCalledWith('alien');
  });

  it('ignores a blank search', async () => {
    const { onSearch, box } = setup();
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('focuses the box on Ctrl+G instead of the browser find-next', () => {
    const { box } = setup();
    expect(box).not.toHaveFocus();
    const event = fireEvent.keyDown(document, { key: 'g', ctrlKey: true });
    expect(event).toBe(false); // default prevented
    expect(box).toHaveFocus();
  });

  it('leaves plain G alone', () => {
    const { box } = setup();
    expect(fireEvent.keyDown(document, { key: 'g' })).toBe(true);
    expect(box).not.toHaveFocus();
  });

  it('clear empties the box and the results', async () => {
    const { onClear, box } = setup('heat');
    expect(box).toHaveValue('heat');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(onClear).toHaveBeenCalledOnce();
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});
