import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { cappedLru } from '@/server/cache/capped-lru';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validate';
import { backdropSvg, posterSvg, profileSvg, sceneSvg, stillSvg } from './svg-art';

const svgFile = z
  .string()
  .regex(/^[1-9]\d{0,9}\.svg$/, 'must be a positive whole number with .svg');
const fileId = (file: string) => Number(file.slice(0, -4));
const titleParams = z.object({ media: z.enum(['movie', 'tv']), file: svgFile });
const stillParams = z.object({
  tvId: z.coerce.number().int().positive(),
  season: z.coerce.number().int().min(0).max(1000),
  file: svgFile,
});
/** Generated art never changes for a given URL, so browsers and proxies may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE_LIMIT = 5000;

/** Serves the generated SVG art that the embedded catalogue's image paths point at. */
export async function artPlugin(app: FastifyInstance) {
  const cache = cappedLru<string>({
    maxEntries: CACHE_LIMIT,
    maxBytes: 32 * 1024 * 1024,
    sizeOf: (svg) => svg.length,
  });

  const send = (reply: FastifyReply, key: string, make: () => string | null) => {
    let svg = cache.get(key);
    if (svg === undefined) {
      const made = make();
      if (made === null) throw notFound('No such image');
      cache.set(key, made);
      svg = made;
    }
    return reply.header('cache-control', IMMUTABLE).type('image/svg+xml; charset=utf-8').send(svg);
  };

  const titleArt = (kind: 'poster' | 'backdrop') => (media: 'movie' | 'tv', id: number) => {
    const draw = kind === 'poster' ? posterSvg : backdropSvg;
    const catalogue = getEmbeddedCatalogue();
    if (media === 'movie') {
      const film = catalogue.filmById.get(id);
      if (!film) return null;
      const genre = film.genres[0]?.name;
      const subtitle = [film.release_date.slice(0, 4), genre].filter(Boolean).join(' · ');
      return draw(`movie|${film.id}|${film.title}`, film.title, subtitle);
    }
    const series = catalogue.seriesById.get(id);
    if (!series) return null;
    return draw(
      `tv|${series.id}|${series.name}`,
      series.name,
      `Series · ${series.first_air_date.slice(0, 4)}`,
    );
  };

  for (const kind of ['poster', 'backdrop'] as const) {
    const draw = titleArt(kind);
    app.get(`/api/art/${kind}/:media/:file`, async (request, reply) => {
      const { media, file } = parseInput(titleParams, request.params);
      return send(reply, `${kind}/${media}/${file}`, () => draw(media, fileId(file)));
    });
  }

  // Page backgrounds: one per browse page that the product draws over an image.
  const sceneParams = z.object({ file: z.enum(['movies.svg', 'tv-shows.svg']) });
  app.get('/api/art/scene/:file', async (request, reply) => {
    const { file } = parseInput(sceneParams, request.params);
    return send(reply, `scene/${file}`, () => sceneSvg(`scene|${file}`));
  });

  app.get('/api/art/profile/:file', async (request, reply) => {
    const { file } = parseInput(z.object({ file: svgFile }), request.params);
    const name = getEmbeddedCatalogue().people.byId.get(fileId(file))?.name;
    return send(reply, `profile/${file}`, () => (name ? profileSvg(`person|${name}`, name) : null));
  });

  app.get('/api/art/still/:tvId/:season/:file', async (request, reply) => {
    const { tvId, season, file } = parseInput(stillParams, request.params);
    const episode = fileId(file);
    return send(reply, `still/${tvId}/${season}/${episode}`, () => {
      const series = getEmbeddedCatalogue().seriesById.get(tvId);
      const count = series?.episodes_per_season[season - 1];
      if (!series || count === undefined || episode > count) return null;
      const seed = `still|${tvId}|${season}|${episode}`;
      return stillSvg(seed, series.name, `S${season} · E${episode}`);
    });
  });
}
