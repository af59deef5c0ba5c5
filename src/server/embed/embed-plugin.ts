import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '@/server/config';
import { parseInput } from '@/server/http/validate';
import type { StreamProvider } from '@/shared/player/provider-schema';
import { demoPage } from './demo-page';
import { loadStreamProviders } from './stream-providers';
import { projectRoot } from '@/server/project-root';

// The sources' folder, also for the built server (dist/server), which does not copy it.
const assetsDir = path.join(projectRoot, 'src/server/embed/assets');

const positiveInt = z.coerce.number().int().positive().max(2_147_483_647);
const movieParams = z.object({ id: positiveInt });
const tvParams = z.object({
  id: positiveInt,
  season: positiveInt.max(1000),
  episode: positiveInt.max(10_000),
});
const startQuery = z.object({ start: z.coerce.number().nonnegative().max(1e6).optional() });

/**
 * The built-in demo stream at /embed/movie/{id} and /embed/tv/{id}/{s}/{e} (a real <video> that
 * reports progress like real providers do), its assets, and GET /api/stream-providers, which
 * tells the player which providers to frame and how.
 */
export async function embedPlugin(
  app: FastifyInstance,
  opts: { config: Config; providers?: StreamProvider[] },
) {
  const providers = opts.providers ?? loadStreamProviders(opts.config);

  app.get('/api/stream-providers', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { providers };
  });

  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/embed/assets/',
    decorateReply: false,
    index: false,
    // The clip is seeked with range requests; send supports them.
    acceptRanges: true,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });

  app.get('/embed/movie/:id', async (request, reply) => {
    const { id } = parseInput(movieParams, request.params);
    const { start } = parseInput(startQuery, request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(demoPage({ type: 'movie', id, start }));
  });

  app.get('/embed/tv/:id/:season/:episode', async (request, reply) => {
    const { id, season, episode } = parseInput(tvParams, request.params);
    const { start } = parseInput(startQuery, request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(demoPage({ type: 'tv', id, season, episode, start }));
  });
}
