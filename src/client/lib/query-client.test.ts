import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelayMs, shouldRetry } from './query-client';

const serverError = new ApiError(503, 'catalog-unavailable', 'down');

describe('API retries', () => {
  it('makes one attempt on desktop and three on a phone', () => {
    expect(shouldRetry(0, serverError, false)).toBe(false);
    expect([0, 1, 2].map((failures) => shouldRetry(failures, serverError, true))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('never retries an answer that will not change', () => {
    expect(shouldRetry(0, new ApiError(404, 'not-found', 'gone'), true)).toBe(false);
  });

  it('waits 1 s, doubling, at most 5 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('wires the rule into the query client', () => {
    const { retry, retryDelay } = createQueryClient(true).getDefaultOptions().queries!;
    expect(typeof retry === 'function' && retry(1, serverError)).toBe(true);
    expect(typeof retry === 'function' && retry(2, serverError)).toBe(false);
    expect(typeof retryDelay === 'function' && retryDelay(2, serverError)).toBe(2000);
  });
});
