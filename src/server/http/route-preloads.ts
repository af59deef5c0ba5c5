import { catalogListPath, titleDetailPath } from '@/shared/catalog/api-paths';
import { personDetailPath } from '@/shared/catalog/api-paths';
import { CARD_POSTER, HERO_BACKDROP, imageUrl } from '@/shared/catalog/image-url';
import { PROFILE_PATHS } from '@/shared/profiles/profile-api';
import { readTab } from '@/shared/catalog/browse-tab';
import type { Language } from '@/shared/i18n/languages';

/**
 * What index.html carries for the page it opens (docs/decisions/0010-page-bootstrap.md).
 * Without it the browser learns one step at a time: the entry script, then the session, then
 * the page's lazy chunk, then its data, then its largest image. Instead the page arrives with
 * the session answer and its first data inside, and preloads its chunks and largest image.
 */
interface RouteEntry {
  pattern: RegExp;
  /** The page's module as the Vite manifest names it. */
  module: string;
  /**
   * The first API answer the page renders from, in the page's language (the catalogue answers
   * in it: the same URL the page's query will ask); only fetched for a signed-in visitor. None
   * when the page's parameters ask for something it does not render from a first answer.
   */
  data?: (match: RegExpMatchArray, language: Language, search: URLSearchParams) => string | null;
  /** The page's largest images (its LCP candidates), read from that answer. */
  images?: (data: unknown) => (string | null)[];
}

const id = '([1-9][0-9]{0,9})';
const routeModule = (name: string) => `src/client/app/routes/${name}.tsx`;
/** A detail page's hero backdrop, at the size the hero asks for. */
const backdrop = (data: unknown) => [
  imageUrl((data as { backdrop_path?: string | null }).backdrop_path, 'backdrop', HERO_BACKDROP),
];
/** The first row's high-priority cards (FIRST_ROW_PRIORITY in catalog-row.tsx), at card size. */
const FIRST_CARDS = 1;
/** The first cards of a list answer, at card size: the page's first row or grid. */
const firstCards = (data: unknown) =>
  ((data as { results?: { poster_path?: string }[] }).results ?? [])
    .slice(0, FIRST_CARDS)
    .map((title) => imageUrl(title.poster_path, 'poster', CARD_POSTER));
/**
 * A browse page's grid: the first page of its tab's list. A search (`?q=`) or a list narrowed to
 * the visitor's services (`?services=`, read from their settings in the browser) render from
 * answers the server does not fetch: the grid then loads in the browser.
 */
const browseList =
  (media: 'movie' | 'tv') => (_: RegExpMatchArray, language: Language, search: URLSearchParams) =>
    (search.get('q') ?? '').trim() !== '' || search.has('services')
      ? null
      : catalogListPath(media, readTab(search.get('tab')), 1, language);

/** The client's route table (src/client/app/router.tsx), for the pages worth preparing. */
export const preloadRoutes: readonly RouteEntry[] = [
  { pattern: /^\/$/, module: routeModule('landing-route') },
  {
    pattern: /^\/browse$/,
    module: routeModule('browse-route'),
    data: (_, language) => catalogListPath('movie', 'trending', 1, language),
    images: firstCards,
  },
  {
    pattern: /^\/movies$/,
    module: routeModule('movies-route'),
    data: browseList('movie'),
    images: firstCards,
  },
  {
    pattern: /^\/tv-shows$/,
    module: routeModule('tv-shows-route'),
    data: browseList('tv'),
    images: firstCards,
  },
  {
    pattern: new RegExp(`^/movie/${id}$`),
    module: routeModule('movie-detail-route'),
    data: (match, language) => titleDetailPath('movie', Number(match[1]), language),
    images: backdrop,
  },
  {
    pattern: new RegExp(`^/tv/${id}$`),
    module: routeModule('tv-detail-route'),
    data: (match, language) => titleDetailPath('tv', Number(match[1]), language),
    images: backdrop,
  },
  {
    pattern: new RegExp(`^/person/${id}$`),
    module: routeModule('person-route'),
    data: (match, language) => personDetailPath(Number(match[1]), language),
  },
  { pattern: /^\/neural-chat$/, module: routeModule('chat-route') },
  { pattern: /^\/vault$/, module: routeModule('vault-route') },
  { pattern: /^\/calendar$/, module: routeModule('calendar-route') },
  { pattern: /^\/profile$/, module: routeModule('profile-route') },
  { pattern: /^\/account$/, module: routeModule('account-route') },
  // "Who's watching?" renders with the account's profiles (none with accounts off: 404).
  {
    pattern: /^\/profiles$/,
    module: routeModule('profiles-route'),
    data: () => PROFILE_PATHS.profiles,
  },
];

/**
 * How long the page waits for its first data. The embedded catalogue and a warm cache answer at
 * once; a cold upstream lookup is not worth delaying the page for: the page then only preloads
 * it, and the lookup goes on to warm the cache for that request.
 */
export const DATA_WAIT_MS = 150;

export interface LocalAnswer {
  status: number;
  body: string;
  setCookie: string[];
}

export interface HeadContext {
  /** The chunks each route module needs beyond the entry's (route-chunks.ts). */
  routeChunks: Map<string, string[]>;
  accounts: boolean;
  /** Whether the request carried a session cookie: without one nobody is signed in. */
  hasSession: boolean;
  /** The page's language (spa-plugin.ts, requestLanguage): its catalogue data is asked in it. */
  language: Language;
  /** Answers a GET of our own API as the browser would get it, with the request's cookies. */
  fetchLocal: (path: string) => Promise<LocalAnswer>;
}

/** What the page carries for its first render (src/client/lib/bootstrap.ts), as JSON texts. */
export interface PageBoot {
  session?: string;
  responses: Record<string, string>;
  /** The query cache the server rendered from (src/client/entry-server.tsx). */
  queries?: string;
  /** Which answers went into it, by path: their query keys. */
  seeded?: string;
  /** The zone and locale the page's dates were rendered in (src/shared/date-settings.ts). */
  dates?: string;
}

export interface PageHead {
  /** The preload tags: the page's largest image, or its data when it was not ready in time. */
  links: string;
  /** The route's chunks, which the page-start script asks for (page-start-tag.ts). */
  chunks: string[];
  boot: PageBoot;
  /** The head holds this visitor's session: it must not be cached for anyone else. */
  personal: boolean;
  /** Cookies the session lookup refreshed, passed on with the page. */
  setCookie: string[];
}

/**
 * The tags for one page: a JSON block with the session answer and the page's first data, a
 * preload of its largest image, and its chunks. `crossorigin` makes a fetch preload (used when
 * the data was not ready in time) match the same-origin `fetch` that later asks for it.
 */
export async function pageHead(url: string, ctx: HeadContext): Promise<PageHead> {
  const [pathname = '', query = ''] = url.split('?');
  const boot: PageBoot = { responses: {} };
  const head: PageHead = { links: '', chunks: [], boot, personal: false, setCookie: [] };
  let signedIn = !ctx.accounts;
  if (ctx.accounts && !ctx.hasSession) boot.session = '{"user":null}';
  else if (ctx.accounts) {
    const session = await ctx.fetchLocal('/api/auth/get-session');
    head.setCookie = session.setCookie;
    if (session.status === 200) {
      boot.session = session.body;
      signedIn = Boolean((JSON.parse(session.body) as { user?: unknown }).user);
      head.personal = signedIn;
    }
  }

  const route = preloadRoutes.find((entry) => entry.pattern.test(pathname));
  const path =
    route?.data && signedIn
      ? route.data(pathname.match(route.pattern)!, ctx.language, new URLSearchParams(query))
      : null;
  let links = '';
  if (route && path) {
    const answer = await withinTime(ctx.fetchLocal(path));
    if (answer?.status === 200) {
      boot.responses[path] = answer.body;
      for (const image of route.images?.(JSON.parse(answer.body)) ?? []) {
        if (image)
          links += `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}" />`;
      }
    } else if (!answer) {
      links += `<link rel="preload" as="fetch" crossorigin href="${path}" />`;
    }
  }
  if (route) head.chunks = ctx.routeChunks.get(route.module) ?? [];
  head.links = links;
  return head;
}

/**
 * The JSON block the client reads at start-up (src/client/lib/bootstrap.ts), in three parts: the
 * visitor's session in the middle, so that what is around it can be shared by every visitor of
 * one render (joined-gzip.ts). The block is the three joined.
 */
export function bootstrapParts(boot: PageBoot) {
  const responses = Object.entries(boot.responses)
    .map(([path, body]) => `${JSON.stringify(path)}:${body}`)
    .join(',');
  const rest = `${boot.queries ? `"queries":${boot.queries},` : ''}${boot.seeded ? `"seeded":${boot.seeded},` : ''}${boot.dates ? `"dates":${boot.dates},` : ''}"responses":{${responses}}}`;
  return {
    before: '<script type="application/json" id="nexus-bootstrap">{',
    session: safeJson(boot.session ? `"session":${boot.session},` : ''),
    after: `${safeJson(rest)}</script>`,
  };
}

/** `<` is escaped so no text in the data can close the block; the JSON means the same. */
function safeJson(json: string) {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function withinTime<T>(pending: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DATA_WAIT_MS);
  });
  try {
    return await Promise.race([pending.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
