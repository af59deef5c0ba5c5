import { beforeEach, describe, expect, it } from 'vitest';
import { currentNotices, useNotices } from '@/client/lib/notices';
import { changeLibrary } from './library-change';

const undo = () => {
  const action = currentNotices().at(-1)?.action;
  if (!action) throw new Error('no Undo offered');
  action.run();
};

beforeEach(() => {
  localStorage.clear();
  useNotices.setState({ notices: [] });
});

describe('changeLibrary', () => {
  it('says what changed, offers Undo, and Undo puts every key back (absent keys removed)', () => {
    localStorage.setItem('a', '"before"');
    changeLibrary('Saved it.', ['a', 'b'], () => {
      localStorage.setItem('a', '"after"');
      localStorage.setItem('b', '"new"');
    });
    expect(currentNotices().map((n) => [n.message, n.action?.label])).toEqual([
      ['Saved it.', 'Undo'],
    ]);
    undo();
    expect(localStorage.getItem('a')).toBe('"before"');
    expect(localStorage.getItem('b')).toBeNull();
  });

  it('refuses to undo over a later change, and says so', () => {
    changeLibrary('Saved it.', ['a'], () => localStorage.setItem('a', '1'));
    localStorage.setItem('a', '2');
    undo();
    expect(localStorage.getItem('a')).toBe('2');
    expect(currentNotices().at(-1)?.message).toMatch(/could not be undone/);
  });

  it('says nothing for a failed write or a change that changed nothing', () => {
    expect(changeLibrary('Saved it.', ['a'], () => ({ ok: false }))).toBe(false);
    expect(changeLibrary('Saved it.', ['a'], () => undefined)).toBe(true);
    expect(currentNotices()).toEqual([]);
  });
});
