import {
  badEmail,
  oddEmails,
  badJson,
  coercedBadNumbers,
  junkSegment,
  junkText,
  strictBadNumbers,
  weakPasswords,
  wrongContentTypes,
  wrongShapes,
} from './bad-input';
import { seededRandom, type Random } from './seeded-random';

/** One generated request that every route must refuse with a 4xx in the error shape. */
export interface BadRequest {
  kind: string;
  method: string;
  /** Already percent-encoded: sent on the wire as it is. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const enc = encodeURIComponent;

type Maker = (r: Random, origin: string) => Omit<BadRequest, 'kind'>;
const get = (path: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  path,
  headers,
});
const post = (path: string, body: string | undefined, headers: Record<string, string>) => ({
  method: 'POST',
  path,
  headers,
  ...(body === undefined ? {} : { body }),
});

const lists = ['trending/movie/week', 'trending/tv/week', 'movie/popular', 'tv/top_rated'];
const scopes = ['movie', 'tv', 'multi'];
const authActions = ['sign-in/email', 'sign-up/email'];
const hugeQuery = (r: Random) =>
  r.next() < 0.5 ? 'a'.repeat(r.int(201, 6000)) : '🎬'.repeat(r.int(101, 800));

/** Bad body for a JSON route: wrong shape, bad JSON, wrong type, oversized or empty. */
function badBody(r: Random, base: Record<string, string>) {
  const roll = r.int(0, 5);
  if (roll === 0) return { body: r.pick(wrongShapes), headers: { ...base, ...JSON_TYPE } };
  if (roll === 1) return { body: badJson(r), headers: { ...base, ...JSON_TYPE } };
  if (roll === 2) {
    const type = r.pick(wrongContentTypes);
    return { body: '{"text":"hi"}', headers: { ...base, 'content-type': type } };
  }
  if (roll === 3) {
    const body = `{"text":"${'a'.repeat(r.int(65 * 1024, 400 * 1024))}"}`;
    return { body, headers: { ...base, ...JSON_TYPE } };
  }
  if (roll === 4) return { body: '', headers: { ...base, ...JSON_TYPE } };
  return { body: '{"text":"hi"}', headers: base };
}

const makers: Record<string, Maker> = {
  'catalogue path': (r) =>
    get(
      r.pick([
        `/api/catalog/movie/${junkSegment(r)}`,
        `/api/catalog/tv/${junkSegment(r)}`,
        `/api/catalog/tv/${junkSegment(r)}/season/1`,
        `/api/catalog/tv/1396/season/${r.pick(strictBadNumbers)}`,
        `/api/catalog/${junkSegment(r)}/${junkSegment(r)}`,
        `/api/catalog/movie/1/${junkSegment(r)}`,
        `/api/${junkSegment(r)}`,
      ]),
    ),
  'catalogue page': (r) => get(`/api/catalog/${r.pick(lists)}?page=${r.pick(strictBadNumbers)}`),
  'search query': (r) => {
    const base = `/api/catalog/search/${r.pick(scopes)}`;
    return get(
      r.pick([
        `${base}?query=${enc(hugeQuery(r))}`,
        `${base}?query=${enc(junkText(r, r.int(201, 1500)))}`,
        `${base}?query=${r.pick(['', '%20%20', '%E3%80%80', '%09%0A%0D'])}`,
        base,
        `${base}?q=star`,
        `${base}?query=a&query=b`,
        `${base}?query%5B%5D=star`,
        `${base}?query=star&page=${r.pick(strictBadNumbers)}`,
      ]),
    );
  },
  art: (r) =>
    get(
      r.pick([
        `/api/art/poster/${r.pick(['movie', 'tv', 'book'])}/${r.pick(coercedBadNumbers)}.svg`,
        `/api/art/backdrop/movie/${r.int(1, 999)}.png`,
        `/api/art/profile/${junkSegment(r)}`,
        `/api/art/still/${r.pick(coercedBadNumbers)}/1/1.svg`,
        `/api/art/still/1396/${r.pick(coercedBadNumbers)}/1.svg`,
        `/api/art/${junkSegment(r)}/movie/1.svg`,
      ]),
    ),
  'chat body': (r) => {
    // Letters at both ends: the server trims before it counts.
    const text = `a${r.next() < 0.5 ? 'a'.repeat(r.int(499, 5000)) : junkText(r, r.int(499, 3000))}a`;
    const blank = r.pick(['', '   ', '\u3000\t\n']);
    if (r.next() < 0.25) {
      return post('/api/chat', JSON.stringify({ text: r.pick([text, blank]) }), JSON_TYPE);
    }
    const { body, headers } = badBody(r, {});
    return post('/api/chat', body, headers);
  },
  'wrong method': (r) => ({
    method: r.pick(['PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    path: r.pick([
      '/api/chat',
      '/api/catalog/movie/popular',
      '/api/auth/sign-in/email',
      '/healthz',
    ]),
    headers: {},
  }),
  'auth body': (r, origin) => {
    const action = r.pick(authActions);
    const roll = r.int(0, 7);
    const headers = { origin, ...JSON_TYPE };
    const credentials = (email: string, password: string) =>
      JSON.stringify({ email, password, name: junkText(r, r.int(0, 40)) });
    if (roll <= 3) {
      const { body, headers: bodyHeaders } = badBody(r, { origin });
      return post(`/api/auth/${action}`, body, bodyHeaders);
    }
    if (roll <= 5)
      return post(`/api/auth/${action}`, credentials(badEmail(r), 'Valid-Pass-1'), headers);
    const email = `nobody-${r.int(1, 1e9)}@example.com`;
    if (roll === 6) {
      return post('/api/auth/sign-up/email', credentials(email, r.pick(weakPasswords)), headers);
    }
    // These pass our own checks and reach the auth library, whose errors must be mapped too.
    // (Few of them: each costs a password hash.)
    const password = r.pick([...weakPasswords, 'Wrong-Pass-123']);
    return post(
      '/api/auth/sign-in/email',
      credentials(r.pick([email, ...oddEmails]), password),
      headers,
    );
  },
  'auth origin and route': (r, origin) => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'Valid-Pass-123' });
    const origins: Array<Record<string, string>> = [
      {},
      { origin: 'https://evil.example' },
      { referer: 'not a url' },
    ];
    return r.pick([
      () => post(`/api/auth/${r.pick(authActions)}`, body, { ...JSON_TYPE, ...r.pick(origins) }),
      () => post(`/api/auth/${junkSegment(r)}`, body, { ...JSON_TYPE, origin }),
      () => post('/api/auth/sign-in/social', body, { ...JSON_TYPE, origin }),
      () => get(`/api/auth/${r.pick([...authActions, 'sign-out', 'list-sessions'])}`),
    ])();
  },
  embed: (r) =>
    get(
      r.pick([
        `/embed/movie/${r.pick(coercedBadNumbers)}`,
        `/embed/tv/${r.pick(coercedBadNumbers)}/1/1`,
        `/embed/tv/1396/${r.pick([...coercedBadNumbers, '1001'])}/1`,
        `/embed/tv/1396/1/${r.pick([...coercedBadNumbers, '10001'])}`,
        `/embed/movie/1?start=${r.pick(['-1', 'abc', '1e7', 'Infinity', '%00'])}`,
        `/embed/assets/${r.pick(['..%2f..%2fpackage.json', '%2e%2e/%2e%2e/package.json', 'nope.js'])}`,
        `/embed/${junkSegment(r)}`,
        `/embed/movie/1/${junkSegment(r)}`,
      ]),
    ),
  'wire level': (r) =>
    r.pick([
      () => get(`/api/catalog/movie/${r.pick(['%E0%A4%A', '%ED%A0%80', '%FF', '%C0%AF'])}`),
      () => get(`/api/catalog/tv/${'1'.repeat(r.int(101, 600))}`),
      () => get(`/embed/movie/${'9'.repeat(r.int(101, 600))}`),
      () => get('/api/catalog/movie/popular', { cookie: `c=${'x'.repeat(r.int(17, 40) * 1024)}` }),
      () => get(`/api/catalog/search/multi?query=${'b'.repeat(r.int(17, 40) * 1024)}`),
    ])(),
};

/** `count` bad requests from `seed`, cycling through every kind so each is well covered. */
export function generateBadRequests(seed: number, count: number, origin: string): BadRequest[] {
  const r = seededRandom(seed);
  const kinds = Object.keys(makers);
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    return { kind, ...makers[kind]!(r, origin) };
  });
}
