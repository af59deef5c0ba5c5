import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@/server/config';

export interface SecurityOptions {
  config: Config;
  /** Origins the player may frame: the configured stream providers plus the trailer host. */
  frameSources: string[];
}

/**
 * Security headers on every response (registered on the root instance, so they cover every
 * route and every error).  No inline scripts anywhere (the server passes settings
 * to the page in a meta tag), so script-src is 'self' only. Our own pages cannot be framed,
 * except the demo stream under /embed/, which our player frames from the same origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityOptions) {
  const { config } = opts;
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const tmdbImages =
    config.TMDB_READ_TOKEN || config.TMDB_API_KEY ? [originOf(config.TMDB_IMAGE_BASE_URL)] : [];

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // React's style attributes (progress bars, positions) need inline styles; scripts never.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...tmdbImages],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': ["'self'", ...opts.frameSources],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/embed/')) return;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
    }
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
}

function originOf(url: string) {
  return new URL(url).origin;
}
