import { msg } from '@lingui/core/macro';
import { pageText } from './page-text';
import { takeBootstrapResponse } from './bootstrap';
import { isMobileDevice } from './device';

/**
 * The only `fetch` in the browser code. Every call goes to our own origin; the server holds the
 * keys. It adds a timeout (10 s desktop, 15 s mobile, docs/product.md#requests-from-the-browser),
 * turns error bodies into ApiError, and lets callers abort.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The wait the server asked for (Retry-After), in seconds, when it gave a readable one. */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers: the library's calls name the profile they are for. */
  headers?: Record<string, string>;
}

const listeners = new Set<(error: ApiError) => void>();

/** Lets the auth feature react to 401s in one place. */
export function onUnauthorized(listener: (error: ApiError) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The page may have come with this answer already (lib/bootstrap.ts).
  if ((options.method ?? 'GET') === 'GET') {
    const early = takeBootstrapResponse(path);
    if (early !== undefined) return early as T;
  }
  const timeoutMs = options.timeoutMs ?? (isMobileDevice() ? 15_000 : 10_000);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        ...options.headers,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    // Made here, not by a server: in the page's language (the code says what happened).
    if (timeout.aborted)
      throw new ApiError(0, 'timeout', pageText(msg`The request took too long.`));
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network', pageText(msg`No network connectivity detected`));
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = data as { error?: { code?: string; message?: string } } | undefined;
    const error = new ApiError(
      response.status,
      body?.error?.code ?? `http-${response.status}`,
      body?.error?.message ?? `HTTP ${response.status}: ${response.statusText}`,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
    if (response.status === 401) listeners.forEach((listener) => listener(error));
    throw error;
  }
  return data as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

/**
 * Retry-After as whole seconds. Our server only sends delay-seconds (RFC 9110 §10.2.3); an HTTP
 * date, a negative or fractional number, or more than a day is not a wait worth showing.
 */
function retryAfterSeconds(value: string | null): number | undefined {
  return value && /^\d{1,5}$/.test(value) && +value <= 86_400 ? +value : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
