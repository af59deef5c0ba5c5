import { describe, expect, it } from 'vitest';
import { nextListPage } from './title-list';

describe('nextListPage', () => {
  const page = (n: number, total: number, count = 20) => ({
    page: n,
    total_pages: total,
    results: Array.from({ length: count }, (_, i) => i),
  });

  it('asks for the next page while the catalogue says more exist', () => {
    expect(nextListPage(page(1, 3))).toBe(2);
    expect(nextListPage(page(3, 3))).toBeUndefined();
    expect(nextListPage(page(1, 0))).toBeUndefined();
  });

  it('stops at an empty page even when total_pages promises more', () => {
    expect(nextListPage(page(2, 500, 0))).toBeUndefined();
  });
});
