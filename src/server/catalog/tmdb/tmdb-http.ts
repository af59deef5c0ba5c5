/**
 * The one place that talks HTTP to TMDB. GET only. The credential goes upstream as a bearer
 * token (read token) or the `api_key` query parameter (v3 key) and never into an error message,
 * a log line or a response: errors carry the path without the query string.
 */
export interface TmdbHttpOptions {
  baseUrl: string;
  readToken?: string;
  apiKey?: string;
  /** Per-attempt timeout; the product's 10 s (docs/product.md#catalogue-and-data-sources). */
  timeoutMs?: number;
  /** Retries after the first attempt, for network errors, 5xx and 429 only. */
  retries?: number;
  /** A Retry-After longer than this is not waited for: the caller gets the error at once. */
  maxRetryAfterMs?: number;
  /** Backoff: first delay, doubled each retry, capped. Retry-After wins when TMDB sends it. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Injected so tests run without real waiting. */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

export type TmdbFailure = 'network' | 'timeout' | 'server' | 'rate-limited' | 'unauthorized';

/** Upstream trouble, described without the URL's query (which may hold the key). */
export class TmdbError extends Error {
  constructor(
    readonly kind: TmdbFailure | 'not-found' | 'bad-response',
    readonly status: number | null,
    readonly path: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`TMDB ${path}: ${kind}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'TmdbError';
  }
}

export type TmdbGet = (path: string, params?: Record<string, string | number>) => Promise<unknown>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function createTmdbHttp(options: TmdbHttpOptions): TmdbGet & { calls: () => number } {
  const {
    baseUrl,
    readToken,
    apiKey,
    timeoutMs = 10_000,
    retries = 2,
    maxRetryAfterMs = 10_000,
    backoffBaseMs = 1000,
    backoffCapMs = 5000,
    sleep = defaultSleep,
    fetch: doFetch = fetch,
  } = options;
  let calls = 0;

  async function attempt(path: string, url: URL): Promise<unknown> {
    calls += 1;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'GET',
        headers: {
          accept: 'application/json',
          ...(readToken ? { authorization: `Bearer ${readToken}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new TmdbError(timedOut ? 'timeout' : 'network', null, path);
    }
    if (response.ok) {
      try {
        return await response.json();
      } catch {
        throw new TmdbError('bad-response', response.status, path);
      }
    }
    await response.body?.cancel();
    if (response.status === 401) throw new TmdbError('unauthorized', 401, path);
    if (response.status === 404) throw new TmdbError('not-found', 404, path);
    if (response.status === 429) {
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      throw new TmdbError('rate-limited', 429, path, retryAfter);
    }
    if (response.status >= 500) throw new TmdbError('server', response.status, path);
    throw new TmdbError('bad-response', response.status, path);
  }

  const get = async (path: string, params: Record<string, string | number> = {}) => {
    const url = new URL(baseUrl + path);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    if (!readToken && apiKey) url.searchParams.set('api_key', apiKey);
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(path, url);
      } catch (error) {
        const retryable =
          error instanceof TmdbError &&
          ['network', 'timeout', 'server', 'rate-limited'].includes(error.kind);
        if (!retryable || retry >= retries) throw error;
        if (error.retryAfterMs !== null && error.retryAfterMs > maxRetryAfterMs) throw error;
        const backoff = Math.min(backoffBaseMs * 2 ** retry, backoffCapMs);
        await sleep(error.retryAfterMs ?? backoff);
      }
    }
  };
  return Object.assign(get, { calls: () => calls });
}
