import type { FastifyInstance } from 'fastify';
import { NOTICES_PATHS, type PushKeyAnswer } from '@/shared/notices/notices-api';
import type { NoticesContext } from '../notices-context';

/** GET /api/push/key: the VAPID public key a browser subscribes with (public by nature). */
export function registerPushKeyRoute(app: FastifyInstance, context: NoticesContext) {
  app.get(NOTICES_PATHS.pushKey, async (): Promise<PushKeyAnswer> => {
    return { publicKey: context.keys.publicKey };
  });
}
