import type { FastifyInstance } from 'fastify';
import type { Config } from '@/server/config';

/** Mounts POST /api/chat (issue 7). */
export async function chatPlugin(_app: FastifyInstance, _opts: { config: Config }) {}
