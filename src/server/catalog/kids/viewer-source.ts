import type { FastifyRequest } from 'fastify';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import { notOnThisProfile } from './not-on-this-profile';

/** The catalogue as this request's viewer sees it, and whether that is a kids profile. */
interface ViewerSource {
  source: CatalogSource;
  kids: boolean;
}

export type SourceFor = (request: FastifyRequest) => Promise<ViewerSource>;

/**
 * Chooses, per request, between the catalogue and its kids view (`source.kids`), by what the
 * profiles say of the viewer. A source without a kids view shows a kids profile nothing: empty
 * lists and a 403 for every title, never the grown-ups' answers.
 */
export function viewerSources(
  source: CatalogSource,
  profiles?: Pick<ProfilesHandle, 'viewerOf'>,
): SourceFor {
  const grownUp: ViewerSource = { source, kids: false };
  if (!profiles) return async () => grownUp;
  let kids: ViewerSource | undefined;
  return async (request) => {
    const viewer = await profiles.viewerOf(request);
    if (!viewer.kids) return grownUp;
    kids ??= { source: source.kids ?? refusingSource(source.name), kids: true };
    return kids;
  };
}

function refusingSource(name: CatalogSource['name']): CatalogSource {
  const empty = async (_a: unknown, _b: unknown, page: number) => ({
    page,
    results: [],
    total_pages: 0,
    total_results: 0,
  });
  const refuse = async (): Promise<never> => {
    throw notOnThisProfile();
  };
  return {
    name,
    list: empty as CatalogSource['list'],
    search: empty,
    searchPeople: (_query, page) => empty(null, null, page),
    movie: refuse,
    tv: refuse,
    season: refuse,
    person: refuse,
  };
}
