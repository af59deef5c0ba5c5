import type { DehydratedState } from '@tanstack/react-query';
import { validLocale, validTimeZone, type DateSettings } from '@/shared/date-settings';

/**
 * What the server put into the page for its first render (src/server/http/route-preloads.ts):
 * the session answer and the page's first API answers, so the first render needs no request.
 * Each answer is handed out once, and only early on: later asks go to the network as usual.
 */
interface Bootstrap {
  session?: unknown;
  responses?: Record<string, unknown>;
  /** The query cache the server rendered the page from (TanStack Query's dehydrated state). */
  queries?: DehydratedState;
  /** The answers that went into that cache, by path, with their query's key. */
  seeded?: Record<string, unknown>;
  /** The zone and locale the server formatted dates in (src/client/lib/date-format.ts). */
  dates?: { timeZone?: unknown; locale?: unknown };
}

/** After this, a bootstrapped answer is too old to stand in for a fresh request. */
const FRESH_MS = 30_000;

let bootstrap: Bootstrap | null | undefined;
/** Every answer the page came with, kept for the service worker's cache (inlinedAnswers). */
let inlined: Record<string, unknown> = {};

function read(): Bootstrap | null {
  if (bootstrap !== undefined) return bootstrap;
  const element =
    typeof document === 'undefined' ? null : document.getElementById('nexus-bootstrap');
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    bootstrap = parsed && typeof parsed === 'object' ? (parsed as Bootstrap) : null;
    inlined = { ...bootstrap?.responses, ...seededAnswers(bootstrap) };
  } catch {
    bootstrap = null;
  }
  return bootstrap;
}

/**
 * The answers the server put into the page's query cache, by path again: a list's first page
 * (the cache holds the list's pages), a title's detail as it is.
 */
function seededAnswers(data: Bootstrap | null): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const queries = data?.queries?.queries ?? [];
  for (const [path, key] of Object.entries(data?.seeded ?? {})) {
    const wanted = JSON.stringify(key);
    const found = queries.find((query) => JSON.stringify(query.queryKey) === wanted)?.state.data;
    const pages = (found as { pages?: unknown[] } | undefined)?.pages;
    if (found !== undefined) answers[path] = Array.isArray(pages) ? pages[0] : found;
  }
  return answers;
}

/** The session answer the page came with, if any (checked by the auth feature like a fetched one). */
export function takeBootstrapSession(): unknown {
  const data = read();
  const session = data?.session;
  if (data) delete data.session;
  return session;
}

/** The query cache the server rendered the page from, once. */
export function takeBootstrapQueries(): DehydratedState | undefined {
  const data = read();
  const queries = data?.queries;
  if (data) delete data.queries;
  return queries && typeof queries === 'object' ? queries : undefined;
}

/** The zone and locale the server rendered the page's dates in, or null when it rendered none. */
export function bootstrapDateSettings(): DateSettings | null {
  const dates = read()?.dates;
  const timeZone = validTimeZone(dates?.timeZone);
  const locale = validLocale(dates?.locale);
  return timeZone && locale ? { timeZone, locale } : null;
}

/** The page's own answer for a GET of `path`, once, while the page is fresh. */
export function takeBootstrapResponse(path: string): unknown {
  const responses = read()?.responses;
  if (!responses || !Object.hasOwn(responses, path)) return undefined;
  const answer = responses[path];
  delete responses[path];
  return performance.now() < FRESH_MS ? answer : undefined;
}

/**
 * The catalogue answers the page came with: the service worker never saw them on the network,
 * so the page hands them over for offline use (service-worker/start-service-worker.ts).
 */
export function inlinedAnswers(): Record<string, unknown> {
  read();
  return inlined;
}
