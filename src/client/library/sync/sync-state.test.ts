import { afterEach, describe, expect, it } from 'vitest';
import { readSnapshot } from './sync-state';

const store = (values: unknown) =>
  localStorage.setItem(
    'nexus_library_snapshot',
    JSON.stringify({ owner: 'u1', cursor: 3, values }),
  );

describe('the sync snapshot', () => {
  afterEach(() => localStorage.clear());

  it('keeps values that map library keys to text', () => {
    store({ 'vault:movie:603': '{"id":603}', 'vault:tv:1399': '{"id":1399}' });
    expect(readSnapshot('u1')).toMatchObject({
      cursor: 3,
      values: { 'vault:movie:603': '{"id":603}', 'vault:tv:1399': '{"id":1399}' },
    });
  });

  it('counts values that are not an object of texts as no snapshot', () => {
    for (const values of [['{"id":603}'], { 'vault:movie:603': { id: 603 } }, 'text', null]) {
      store(values);
      expect(readSnapshot('u1')).toEqual({ owner: 'u1', cursor: 0, values: {} });
    }
  });
});
