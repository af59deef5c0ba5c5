import { getParsed } from '@/client/api/parse-answer';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import { serverTimeAnswerSchema } from '@/shared/watch-together/room-schemas';

/** GET /api/rooms/time: the server's clock, one sample of the clock offset. */
export async function getServerTime(signal?: AbortSignal): Promise<number> {
  return (await getParsed(ROOM_PATHS.time, serverTimeAnswerSchema, signal)).serverTime;
}
