import type { FastifyInstance } from 'fastify';

/**
 * One log line per request at `info`: method, path, status and time, written when the answer
 * has gone out. Fastify's own pair of lines (incoming, completed) doubled the log volume at the
 * default level; the incoming line stays available at `debug`. The query string is left out:
 * searches are what people typed.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    request.log.info(
      {
        method: request.method,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      `${request.method} ${path} ${reply.statusCode}`,
    );
  });
}
