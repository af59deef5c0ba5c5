import type { FastifyRequest } from 'fastify';
import type { LiveStreams } from '@/server/library/live-streams';
import type { RoomRow } from './room-rows';
import type { RoomContext } from './room-context';
import type { Asker } from './room-membership';
import type { RoomStreams } from './room-streams';

/** What the room routes share (room-plugin.ts builds it). */
export interface RoomRouteDeps {
  context: RoomContext;
  /** The signed-in account (the plugin's first hook has checked the session). */
  userOf: (request: FastifyRequest) => string;
  sessionOf: (request: FastifyRequest) => string;
  /** The client's address as per-address limits count it. */
  addressOf: (request: FastifyRequest) => string;
  /** The account and the name its member shows. */
  askerOf: (request: FastifyRequest) => Promise<Asker>;
  /** The kids rule: false when this device watches as a kids profile and the title is not for kids. */
  allowedFor: (request: FastifyRequest, title: RoomRow['title']) => Promise<boolean>;
  /** Throws 429 when this key has spent its budget of that kind. */
  spend: (kind: 'command' | 'report' | 'reaction', key: string) => void;
  /** Counts one try in a shared window: throws 429 `too-many-tries` past the limit. */
  countTry: (kind: 'join-code' | 'create', userId: string) => Promise<void>;
  /** The live-stream caps shared with the library's stream. */
  streams: LiveStreams;
  roomStreams: RoomStreams;
}
