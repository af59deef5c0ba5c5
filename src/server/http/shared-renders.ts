import { createHash } from 'node:crypto';
import { cappedLru } from '@/server/cache/capped-lru';
import type { DateSettings } from '@/shared/date-settings';
import type { Language } from '@/shared/i18n/languages';
import { showsStandIn, STAND_IN_SESSION } from '@/shared/stand-in-visitor';
import type { PageRenderer } from './page-renderer';

/**
 * One render for every signed-in visitor who would get the same page (decision 0037).
 *
 * A signed-in page differs between visitors by their session, which the page carries in its
 * bootstrap block, and by what its body shows of them. The body is rendered for a stand-in
 * visitor whose name and email are a marker: when the marker does not appear in the HTML the
 * body holds nothing of any visitor, and it is kept and given to everyone who asks for the same
 * path, in the same language and date settings, with the same API answers (the key is a digest
 * of all of them). A page that shows the marker (the profile shows the name and email) is
 * rendered again for the real visitor, and that is remembered for its key, so the page is then
 * rendered for each visitor, as before. The renderer is handed nothing else of the visitor.
 */

/** A kept page lives this long: its data's age (which the browser reads as when it was fetched). */
const KEPT_MS = 30_000;

export interface PageInputs {
  /** Path and query. */
  url: string;
  /** The session answer's JSON text, as the page carries it; undefined when none was asked for. */
  session: string | undefined;
  /** The API answers for the page, by path, as JSON texts. */
  responses: Record<string, string>;
  dates: DateSettings | null;
  language: Language;
}

type Rendered = Awaited<ReturnType<PageRenderer>>;

/** A render as the page puts it together: its query cache already as JSON. */
export interface SharedPage {
  html: string;
  status: number;
  redirect?: string;
  catalogUrl?: string;
  queries: string;
  seeded: string;
  /** The paths whose answers went into the query cache (the page need not carry them twice). */
  seededPaths: string[];
  failures: (string | undefined)[];
  /** Whether the page was rendered for this visitor alone (it shows them). */
  own: boolean;
}

const OWN_RENDER = 'own';

export function sharedRenders(
  renderer: PageRenderer,
  /** `maxBytes` counts characters (a JS string holds up to two bytes of each). */
  options: { maxEntries?: number; maxBytes?: number; keptMs?: number } = {},
) {
  // A /browse is ~40,000 characters of HTML and ~25,000 of data: 200 pages, at most ~32 MB.
  const kept = cappedLru<SharedPage | typeof OWN_RENDER>({
    maxEntries: options.maxEntries ?? 200,
    maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
    sizeOf: (page) => (page === OWN_RENDER ? 1 : page.html.length + page.queries.length),
    ttlMs: options.keptMs ?? KEPT_MS,
  });
  // Visitors who ask for the same page at once wait for one render.
  const pending = new Map<string, Promise<SharedPage | typeof OWN_RENDER>>();

  async function render(inputs: PageInputs, session: unknown, own: boolean): Promise<SharedPage> {
    const answers: Record<string, unknown> = {};
    for (const [path, text] of Object.entries(inputs.responses)) answers[path] = JSON.parse(text);
    const page = await renderer({
      url: inputs.url,
      session,
      answers,
      dates: inputs.dates,
      language: inputs.language,
    });
    return asShared(page, own);
  }

  async function renderForEveryone(inputs: PageInputs, session: unknown, signedIn: boolean) {
    const page = await render(inputs, signedIn ? STAND_IN_SESSION : session, false);
    if (signedIn && showsStandIn(page.html)) return OWN_RENDER;
    return page;
  }

  return async function renderPage(inputs: PageInputs): Promise<SharedPage> {
    const session: unknown = inputs.session === undefined ? undefined : JSON.parse(inputs.session);
    const signedIn = hasUser(session);
    // A signed-in visitor's session is not in the key: the body is rendered for the stand-in.
    const key = digest(inputs, signedIn ? 'signed-in' : (inputs.session ?? 'no session'));
    let found = kept.get(key);
    if (found === undefined) {
      let first = pending.get(key);
      if (!first) {
        // Settled in one step, before anyone waiting on it goes on.
        first = renderForEveryone(inputs, session, signedIn).then(
          (page) => {
            pending.delete(key);
            // A page with a part that failed (an upstream hiccup) is not kept for anyone.
            if (page === OWN_RENDER || page.failures.length === 0) kept.set(key, page);
            return page;
          },
          (error: unknown) => {
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, first);
      }
      found = await first;
    }
    return found === OWN_RENDER ? render(inputs, session, true) : found;
  };
}

function hasUser(session: unknown) {
  if (typeof session !== 'object' || session === null || !('user' in session)) return false;
  return typeof session.user === 'object' && session.user !== null;
}

function digest(inputs: PageInputs, who: string) {
  const hash = createHash('sha256');
  for (const part of [inputs.url, inputs.language, JSON.stringify(inputs.dates), who]) {
    hash.update(part).update('\0');
  }
  for (const path of Object.keys(inputs.responses).sort()) {
    hash.update(path).update('\0').update(inputs.responses[path]!).update('\0');
  }
  return hash.digest('base64');
}

function asShared(page: Rendered, own: boolean): SharedPage {
  return {
    html: page.html,
    status: page.status,
    ...(page.redirect ? { redirect: page.redirect } : {}),
    ...(page.catalogUrl ? { catalogUrl: page.catalogUrl } : {}),
    queries: JSON.stringify(page.queries),
    seeded: JSON.stringify(page.seeded),
    seededPaths: Object.keys(page.seeded),
    failures: page.failures,
    own,
  };
}
