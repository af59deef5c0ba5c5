import { apiRequest } from '@/client/lib/api-client';
import { ROOM_PATHS } from '@/shared/watch-together/room-paths';
import type { ReportBody } from '@/shared/watch-together/room-schemas';

/** POST /api/rooms/{roomId}/report: where this member is; a guest's buffering holds the room. */
export async function sendReport(roomId: string, body: ReportBody): Promise<void> {
  await apiRequest<unknown>(ROOM_PATHS.report(roomId), { method: 'POST', body });
}
