import type { FastifyInstance } from 'fastify';
import type { Config } from '@/server/config';

/** Mounts accounts and sessions under /api/auth (issue 3). */
export async function authPlugin(_app: FastifyInstance, _opts: { config: Config }) {}
