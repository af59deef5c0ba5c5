import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { personDetailQueryOptions } from '@/client/api/catalog/person-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { PersonPhoto } from '@/client/components/ui/person-photo';
import { TitleCard, TitleCardSkeleton } from '@/client/components/ui/title-card';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-client';
import type { PersonDetail } from '@/shared/catalog/person-schemas';
import { usePageTitle } from '../hooks/use-page-title';
import { personTitles } from '../utils/person-credits';
import { positiveInt } from '../utils/seasons';
import { isNotOnThisProfile } from '@/client/api/catalog/not-on-this-profile';
import { NotOnThisProfile, TitleUnavailable } from './title-unavailable';

const grid =
  'grid grid-cols-[repeat(auto-fill,minmax(140px,1fr))] gap-4 sm:grid-cols-[repeat(auto-fill,minmax(160px,1fr))]';

/** `/person/{id}` (issue 30): who a person is in the catalogue, and their titles, newest first. */
export function PersonPage({ idParam }: { idParam: string | undefined }) {
  const id = positiveInt(idParam);
  if (id === null) return <PersonNotFound />;
  return <PersonView id={id} />;
}

function PersonNotFound({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <TitleUnavailable
      heading={t`Person Not Found`}
      message={
        onRetry
          ? t`This person could not be loaded right now. Check your connection and try again.`
          : t`This person is not in the catalogue.`
      }
      backLabel={t`Back to Home`}
      backTo={paths.browse}
      onRetry={onRetry}
    />
  );
}

function PersonView({ id }: { id: number }) {
  const { t } = useLingui();
  const query = useQuery(personDetailQueryOptions(id, useCatalogLanguage()));
  usePageTitle(query.data?.name ?? null);
  if (query.isPending) return <PersonSkeleton />;
  if (query.isError && query.data === undefined) {
    if (isNotOnThisProfile(query.error))
      return <NotOnThisProfile backLabel={t`Back to Home`} backTo={paths.browse} />;
    const permanent =
      query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
    return <PersonNotFound onRetry={permanent ? undefined : () => void query.refetch()} />;
  }
  return <PersonContent person={query.data} />;
}

function PersonContent({ person }: { person: PersonDetail }) {
  const { t } = useLingui();
  const titles = personTitles(person);
  const name = person.name;
  const department = person.known_for_department;
  return (
    <article className="px-4 py-8 sm:px-14">
      <header className="flex items-center gap-6">
        <PersonPhoto
          name={person.name}
          path={person.profile_path}
          size={112}
          letterClass="text-4xl"
        />
        <div>
          <h1 className="text-3xl font-bold">{person.name}</h1>
          {person.known_for_department && (
            <p className="mt-1 text-text-dim">
              <Trans comment="{department} is the catalogue's word for their work (Acting, Directing)">
                Known for {department}
              </Trans>
            </p>
          )}
        </div>
      </header>
      {person.biography && <p className="mt-6 max-w-3xl text-text-dim">{person.biography}</p>}
      <section aria-labelledby="person-titles-heading" className="mt-10">
        <h2 id="person-titles-heading" className="label-caps mb-4 text-lg font-bold">
          <Trans comment="Heading of a person's titles">Films and series</Trans>
        </h2>
        {titles.length === 0 ? (
          <p className="text-sm text-text-dim">
            <Trans>No titles of this person are in the catalogue.</Trans>
          </p>
        ) : (
          <ul
            aria-label={t({
              message: `Films and series of ${name}`,
              comment: "{name} is a person's name",
            })}
            className={grid}
          >
            {titles.map(({ title, roles }) => (
              <li key={`${title.media_type}-${title.id}`}>
                <TitleCard title={title} />
                <p className="mt-1 truncate text-xs text-text-dim">
                  {roles.map((role) => (typeof role === 'string' ? role : t(role))).join(', ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function PersonSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading person`} className="px-4 py-8 sm:px-14">
      <div className="flex items-center gap-6">
        <div className="size-28 animate-pulse rounded-full bg-surface-2" />
        <div className="h-8 w-56 animate-pulse rounded bg-surface-2" />
      </div>
      <div className={`${grid} mt-10`}>
        {Array.from({ length: 6 }, (_, i) => (
          <TitleCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
