/**
 * Generated hostile `message` events for the player's flood test: each one is wrong in a way
 * the player must ignore (wrong origin or window, malformed or hostile data, another title,
 * impossible times). Seeded, so a failure reproduces.
 */
export interface HostileMessage {
  kind: string;
  data: unknown;
  origin?: string;
  /** 'frame' is the player's own iframe; anything else is some other window or none. */
  source: 'frame' | 'window' | 'other-frame' | 'none';
}

function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

/** Times no schema may accept (negative, not finite, over 1e7 s, not numbers at all). -0 is fine. */
const badTimes = [
  NaN,
  Infinity,
  -Infinity,
  -1,
  -0.001,
  1e7 + 1,
  1e308,
  '12abc',
  '-5',
  '',
  ' 12',
  '0x10',
  '1e3',
  'NaN',
  null,
  [],
  {},
  true,
  [12],
];
const badEvents = ['explode', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 42];
const hostileKeys = ['__proto__', 'constructor', 'prototype'];

const playerEvent = (data: Record<string, unknown>) => ({ type: 'PLAYER_EVENT', data });
const valid = () => playerEvent({ event: 'pause', currentTime: 120, duration: 600 });

function throwingProxy() {
  return new Proxy(
    {},
    {
      get() {
        throw new Error('hostile getter');
      },
      ownKeys() {
        throw new Error('hostile keys');
      },
    },
  );
}

export function hostileMessages(seed: number, count: number, ownId: number): HostileMessage[] {
  const r = seeded(seed);
  const otherId = ownId + 1 + Math.floor(r.next() * 1000);
  // Built once and sent many times: the point is their size, not their variety.
  const huge = [
    'x'.repeat(1_000_000),
    `{"type":"PLAYER_EVENT","data":{"event":"pause","currentTime":120,"duration":600,"pad":"${'p'.repeat(250_000)}"}}`,
    playerEvent({ event: 'pause', currentTime: 'y'.repeat(100_000), duration: 600 }),
    Array.from({ length: 100_000 }, () => valid()),
    `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  ];
  const makers: Array<
    () => Omit<HostileMessage, 'source'> & { source?: HostileMessage['source'] }
  > = [
    () => ({
      kind: 'valid data, wrong origin',
      data: valid(),
      origin: r.pick([
        'https://evil.example',
        'null',
        '',
        'http://localhost:1',
        'HTTP://LOCALHOST',
      ]),
    }),
    () => ({
      kind: 'valid data, wrong window',
      data: valid(),
      source: r.pick(['window', 'other-frame', 'none'] as const),
    }),
    () => ({
      kind: 'bad times',
      data: playerEvent({
        event: r.pick(['play', 'pause', 'timeupdate', 'ended']),
        currentTime: r.pick(badTimes),
        duration: r.next() < 0.5 ? 600 : r.pick(badTimes),
      }),
    }),
    () => ({
      kind: 'bad event',
      data: playerEvent({ event: r.pick(badEvents), currentTime: 120, duration: 600 }),
    }),
    () => ({
      kind: 'another title',
      data: playerEvent({
        event: 'pause',
        currentTime: 120,
        duration: 600,
        ...(r.next() < 0.5 ? { id: otherId } : { mediaType: 'tv' }),
      }),
    }),
    () => ({
      kind: 'not JSON or not an object',
      data: r.pick([
        null,
        undefined,
        0,
        -1,
        NaN,
        true,
        '',
        'PLAYER_EVENT',
        '{"type":"PLAYER_EVENT"',
        '{"type":"PLAYER_EVENT","data":{"event":"pause","currentTime":NaN,"duration":60}}',
        [valid()],
        new Date(0),
        new Uint8Array(64),
      ]),
    }),
    () => ({
      kind: 'prototype pollution',
      data: r.pick([
        JSON.parse(`{"${r.pick(hostileKeys)}":{"polluted":"yes"},"type":"PLAYER_EVENT"}`),
        JSON.parse('{"type":"MEDIA_DATA","data":{"__proto__":{"polluted":"yes"}}}'),
        JSON.stringify({ constructor: { prototype: { polluted: 'yes' } } }),
        `{"__proto__":{"polluted":"yes"},"type":"MEDIA_DATA","data":"{}"}`,
        playerEvent(JSON.parse('{"__proto__":{"event":"pause","currentTime":120,"duration":600}}')),
      ]),
    }),
    () => ({
      kind: 'media data, wrong',
      data: {
        type: 'MEDIA_DATA',
        data: r.pick([
          { id: otherId, type: 'movie', progress: { watched: 120, duration: 600 } },
          { id: ownId, type: 'movie', progress: { watched: r.pick(badTimes), duration: 600 } },
          { id: ownId, type: 'tv', progress: { watched: 120, duration: 600 } },
          JSON.stringify({
            [`m${otherId}`]: { id: otherId, progress: { watched: 1, duration: 2 } },
          }),
          '{"broken":',
        ]),
      },
    }),
    () => ({
      kind: 'json progress, wrong',
      data: JSON.stringify(
        r.pick([
          { id: ownId, type: 'movie', progress: 150, duration: 600 },
          { id: otherId, type: 'movie', progress: 20, duration: 600 },
          { id: ownId, type: 'movie', timestamp: -5, duration: 600 },
          { id: ownId, type: 'movie', timestamp: 60, duration: -600 },
        ]),
      ),
    }),
    () => ({ kind: 'huge', data: r.pick(huge) }),
    () => ({
      kind: 'hostile object',
      data: r.pick([
        throwingProxy(),
        playerEvent({ event: 'pause', currentTime: throwingProxy(), duration: 600 }),
        { type: 'PLAYER_EVENT', data: throwingProxy() },
        { type: 'MEDIA_DATA', data: throwingProxy() },
      ]),
    }),
  ];
  return Array.from({ length: count }, (_, i) => {
    const made = makers[i % makers.length]!();
    return { source: 'frame', ...made };
  });
}
