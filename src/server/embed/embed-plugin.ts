import type { FastifyInstance } from 'fastify';
import type { Config } from '@/server/config';

/** Serves the built-in demo stream at /embed/movie/{id} and /embed/tv/{id}/{s}/{e} (issue 6). */
export async function embedPlugin(_app: FastifyInstance, _opts: { config: Config }) {}
