import { parseAnswer, unexpectedAnswer } from '@/client/api/parse-answer';
import { ApiError, apiRequest } from '@/client/lib/api-client';
import { catalogMatchPath } from '@/shared/catalog/api-paths';
import {
  MATCH_LIMITS,
  matchResponseSchema,
  type MatchItem,
  type MatchResult,
} from '@/shared/catalog/match-schemas';

/** How long to wait when the server says "too many" before the same batch is sent again. */
const BUSY_WAIT_MS = 15_000;
const BUSY_TRIES = 8;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * POST /api/catalog/match in batches, one after another, in order. A 429 (the request limit, or
 * on TMDB the catalogue allowance) waits and sends the batch again: what the server already
 * matched is in its cache, so a large import on TMDB goes on at the allowance's pace.
 */
export async function matchTitles(
  items: MatchItem[],
  options: { signal?: AbortSignal; onProgress?: (done: number) => void; wait?: typeof sleep } = {},
): Promise<MatchResult[]> {
  const wait = options.wait ?? sleep;
  const results: MatchResult[] = [];
  for (let start = 0; start < items.length; start += MATCH_LIMITS.batch) {
    const batch = items.slice(start, start + MATCH_LIMITS.batch);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await apiRequest<unknown>(catalogMatchPath, {
          method: 'POST',
          body: { items: batch },
          signal: options.signal,
          timeoutMs: 30_000,
        });
        const { results: matched } = parseAnswer(matchResponseSchema, answer);
        if (matched.length !== batch.length) throw unexpectedAnswer();
        results.push(...matched);
        break;
      } catch (error) {
        if (error instanceof ApiError && error.status === 429 && attempt < BUSY_TRIES) {
          await wait(BUSY_WAIT_MS, options.signal);
          continue;
        }
        throw error;
      }
    }
    options.onProgress?.(results.length);
  }
  return results;
}
