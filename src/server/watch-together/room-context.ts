import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import type { RoomBus } from './room-bus';

/** What the room's operations share: the database, its clock, and the bus they tell. */
export interface RoomContext {
  db: Kysely<NexusTables>;
  /** Postgres locks a room's row while a change of it runs (SQLite writes one at a time). */
  postgres: boolean;
  now: () => number;
  bus: RoomBus;
}
