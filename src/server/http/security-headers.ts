import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type onRequestHookHandler } from 'fastify';
import type { Config } from '@/server/config';
import { LOW_END_FLAG_SCRIPT } from '@/shared/low-end-flag';

export interface SecurityOptions {
  config: Config;
  /** Origins the player may frame: the configured stream providers plus the trailer host. */
  frameSources: string[];
}

type HeaderSet = Record<string, string>;

export interface SecurityHeaders {
  /** The finished header set for a URL: the demo stream's under /embed/, the app's elsewhere. */
  forUrl(url: string): HeaderSet;
  /** The root onRequest hook that puts them on every routed response. */
  onRequest: onRequestHookHandler;
}

/**
 * Security headers on every response (a root hook covers every route and every error; the
 * wire-level refusals in wire-errors.ts add them themselves). One inline script, allowed by its
 * hash: the low-end mark a page needs before its first style (src/shared/low-end-flag.ts);
 * otherwise script-src is 'self' (the server passes settings to the page in a meta tag). Our own
 * pages cannot be framed, except the demo stream under /embed/, which our player frames.
 *
 * helmet decides the headers, but @fastify/helmet rebuilds its whole middleware chain (and
 * re-parses the CSP) on every request: about a fifth of the server's time per cached list
 * request (measured with `node --cpu-prof`). The headers depend only on the config, so helmet
 * computes both sets once at start-up and each response gets the finished set.
 */
export async function securityHeaders(opts: SecurityOptions): Promise<SecurityHeaders> {
  const page = await headersFromHelmet(helmetOptions(opts, 'page'));
  const embed = await headersFromHelmet(helmetOptions(opts, 'embed'));
  const forUrl = (url: string) => (url.startsWith('/embed/') ? embed : page);
  const httpsByConfig = opts.config.PUBLIC_URL?.startsWith('https://') ?? false;
  return {
    forUrl,
    onRequest: (request, reply, done) => {
      reply.headers(forUrl(request.url));
      // Served over https through a trusted proxy, without an https PUBLIC_URL: the public
      // origin is https all the same, so browsers are told to keep to it.
      if (request.protocol === 'https' && !httpsByConfig)
        reply.header('strict-transport-security', HSTS);
      done();
    },
  };
}

function helmetOptions(opts: SecurityOptions, kind: 'page' | 'embed'): FastifyHelmetOptions {
  const { config } = opts;
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const tmdbImages =
    config.TMDB_READ_TOKEN || config.TMDB_API_KEY ? [originOf(config.TMDB_IMAGE_BASE_URL)] : [];
  const framedBySelf = kind === 'embed';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(kind === 'page' ? [scriptHash(LOW_END_FLAG_SCRIPT)] : [])],
        // React's style attributes (progress bars, positions) need inline styles; scripts never.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...tmdbImages],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        // The installable app: its service worker and web manifest, from our origin only.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': ["'self'", ...opts.frameSources],
        'frame-ancestors': [framedBySelf ? "'self'" : "'none'"],
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
    xFrameOptions: { action: framedBySelf ? 'sameorigin' : 'deny' },
  };
}

/** A CSP source that allows exactly this inline script. */
function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Runs @fastify/helmet once on a throwaway instance and keeps the headers it set. */
async function headersFromHelmet(options: FastifyHelmetOptions): Promise<HeaderSet> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: HeaderSet = {};
  probe.get('/', (_request, reply) => {
    headers = Object.fromEntries(
      Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    return reply.send('');
  });
  await probe.inject('/');
  await probe.close();
  if (!headers['content-security-policy']) throw new Error('helmet set no security headers');
  return headers;
}

/** The HSTS value helmet sends for an https PUBLIC_URL, for the proxied https case too. */
const HSTS = 'max-age=31536000; includeSubDomains';

function originOf(url: string) {
  return new URL(url).origin;
}
