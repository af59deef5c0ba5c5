import type { FastifyInstance } from 'fastify';
import type { CatalogSource } from './catalog-source';
import { withUpstreamAdmission, type UpstreamAdmission } from './upstream-admission';
import { languageQuery, withCatalogLanguage } from './catalog-language';
import { parseInput } from '@/server/http/validate';
import { DEFAULT_LANGUAGE } from '@/shared/i18n/languages';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import { viewerSources } from './kids/viewer-source';
import { getEmbeddedCatalogue } from './embedded/embedded-catalogue';
import { listRoute } from './routes/list-route';
import { matchRoute } from './routes/match-route';
import { movieRoute } from './routes/movie-route';
import { personRoute } from './routes/person-route';
import { personSearchRoute } from './routes/person-search-route';
import { searchRoute } from './routes/search-route';
import { seasonRoute } from './routes/season-route';
import { tvRoute } from './routes/tv-route';
import { regionProvidersRoute } from './routes/region-providers-route';
import { titleWatchProvidersRoute } from './routes/title-watch-providers-route';

/** Mounts the catalogue API under /api/catalog (one endpoint per file in routes/). */
export async function catalogPlugin(
  app: FastifyInstance,
  opts: {
    source: CatalogSource;
    admission?: UpstreamAdmission;
    /** Who watches: a kids profile gets the catalogue's kids view (docs/product.md#profiles). */
    viewers?: Pick<ProfilesHandle, 'viewerOf'>;
  },
) {
  const { source, admission } = opts;
  const sourceFor = viewerSources(source, opts.viewers);
  // Every catalogue GET answers in its `?language=` (catalog-language.ts): a tag that is not
  // one of ours is a 400 before anything is looked up.
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (request, reply) {
      const { language } = parseInput(languageQuery, request.query ?? {});
      return withCatalogLanguage(language ?? DEFAULT_LANGUAGE, () =>
        handler.call(this, request, reply),
      );
    };
  });
  if (admission) {
    // Every catalogue handler runs with its request's admission in reach of the cache, which
    // asks it before a call would reach TMDB.
    app.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = function (request, reply) {
        return withUpstreamAdmission(admission, request, () => handler.call(this, request, reply));
      };
    });
  }
  app.get('/api/catalog', async () => ({ source: source.name }));
  listRoute(app, sourceFor);
  movieRoute(app, sourceFor);
  tvRoute(app, sourceFor);
  seasonRoute(app, sourceFor);
  searchRoute(app, sourceFor);
  personRoute(app, sourceFor);
  personSearchRoute(app, sourceFor);
  titleWatchProvidersRoute(app, source, sourceFor);
  regionProvidersRoute(app, source);
  await matchRoute(app, source);

  if (source.name === 'embedded') {
    const { films, series, people, curatedFilms, report } = getEmbeddedCatalogue();
    app.log.info(
      {
        films: films.length,
        curatedFilms,
        series: series.length,
        people: people.people.length,
        dropped: report.dropped,
        repaired: report.repaired,
      },
      `embedded catalogue: ${report.kept} of ${report.input} data-set films kept, ${curatedFilms} curated films of 2011-2025, ${series.length} series, ${people.people.length} people`,
    );
  }
}
