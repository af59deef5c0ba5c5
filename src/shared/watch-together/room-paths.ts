/*
 * Watch together (issue 35, decision 0035): the paths of the room API. Accounts mode only: with
 * AUTH_MODE=anonymous every one of them answers 404 'not offered'. All need a session (401);
 * every POST is checked for the page's own origin.
 */

/** The page a link opens: `/watch-together/{token}`; `/watch-together` alone is 'Join a room'. */
export const ROOM_PAGE_PATHS = {
  join: '/watch-together',
  invite: (token: string) => `/watch-together/${encodeURIComponent(token)}`,
} as const;

export const ROOM_PATHS = {
  /** GET → `ServerTimeAnswer`: the server's clock, for the NTP-style offset (clock-offset.ts). */
  time: '/api/rooms/time',
  /** POST `CreateRoomBody` → 201 `CreateRoomAnswer`. The creator is the host. */
  rooms: '/api/rooms',
  /** POST `JoinRoomBody` (`{ token }` or `{ code }`) → 200 `JoinRoomAnswer`. */
  join: '/api/rooms/join',
  /** GET: Server-Sent Events (members only), see `ROOM_EVENTS`. */
  events: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/events`,
  /** GET → `RoomState` (members only): the room as it is now, for a page's first render. */
  state: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}`,
  /** POST (host) → 201 `Invite`: a fresh link and code, the old ones stop working. */
  invite: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/invite`,
  /** POST (host) `CommandBody` → 202 `CommandAnswer`. */
  commands: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/commands`,
  /** POST (any member, ~every 2 s and on change) `ReportBody` → 204. */
  report: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/report`,
  /** POST `ReactionBody` → 204. */
  reactions: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/reactions`,
  /** POST (host) `MemberBody` → 204: the member becomes the host. */
  host: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/host`,
  /** POST (host) `MemberBody` → 204: the member is removed and cannot rejoin with that invite. */
  remove: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/remove`,
  /** POST → 204: this member leaves (a host leaving hands the role to the longest-present guest). */
  leave: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/leave`,
  /** POST (host) → 204: the room ends for everyone (`ended` event, reason 'host-ended'). */
  end: (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/end`,
} as const;

/** The same paths as the server's routes declare them. */
export const ROOM_ROUTES = {
  state: '/api/rooms/:roomId',
  events: '/api/rooms/:roomId/events',
  invite: '/api/rooms/:roomId/invite',
  commands: '/api/rooms/:roomId/commands',
  report: '/api/rooms/:roomId/report',
  reactions: '/api/rooms/:roomId/reactions',
  host: '/api/rooms/:roomId/host',
  remove: '/api/rooms/:roomId/remove',
  leave: '/api/rooms/:roomId/leave',
  end: '/api/rooms/:roomId/end',
} as const;

/** The SSE event names of `ROOM_PATHS.events`; each event's data is the schema in room-schemas.ts. */
export const ROOM_EVENTS = {
  /** `RoomState`: on connect and after every membership, host or buffering change. */
  state: 'state',
  /** `RoomCommand`: play, pause or seek, to apply at the server moment `at`. */
  command: 'command',
  /** `RoomReaction`: shown for `REACTION_SHOW_MS`. */
  reaction: 'reaction',
  /** `RoomEnded`: the room is over; the stream closes after it. */
  ended: 'ended',
  /** `{}` to the removed member alone; the stream closes after it. */
  removed: 'removed',
} as const;
