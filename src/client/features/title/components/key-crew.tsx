import { Fragment, type ReactNode } from 'react';
import { paths } from '@/client/config/paths';
import { Link } from '@/client/lib/router/router';
import type { CrewMember } from '@/shared/catalog/detail-schemas';
import { keyCrew } from '../utils/movie-facts';

/**
 * The director and the writer, the two crew roles the product calls key
 * (docs/product.md#movie-page).
 */
export function KeyCrew({ crew }: { crew: readonly CrewMember[] }) {
  const { directors, writers } = keyCrew(crew);
  return (
    <KeyCrewSection>
      <CrewRole one="Director" many="Directors" names={directors} />
      <CrewRole one="Writer" many="Writers" names={writers} />
    </KeyCrewSection>
  );
}

/**
 * A series' creators (embedded catalogue: job 'Creator'), as a key crew card of their own;
 * nothing when the answer names none (TMDB's series credits carry no such job).
 */
export function SeriesCreators({ crew }: { crew: readonly CrewMember[] }) {
  const creators = crew.filter((member) => member.job === 'Creator');
  if (creators.length === 0) return null;
  return (
    <KeyCrewSection>
      <CrewRole one="Creator" many="Creators" names={creators} />
    </KeyCrewSection>
  );
}

function KeyCrewSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="crew-heading" className="mt-10">
      <h2 id="crew-heading" className="label-caps mb-4 text-lg font-bold">
        Key Crew
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** One role's card, its label in the plural when several people share it; each name a link. */
function CrewRole(props: { one: string; many: string; names: readonly CrewMember[] }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <dt className="label-caps text-xs text-text-dim">
        {props.names.length > 1 ? props.many : props.one}
      </dt>
      <dd className="mt-1 font-semibold">
        {props.names.length === 0
          ? '–'
          : props.names.map((member, i) => (
              <Fragment key={member.id}>
                {i > 0 && ', '}
                <Link to={paths.person(member.id)} className="hover:text-accent hover:underline">
                  {member.name}
                </Link>
              </Fragment>
            ))}
      </dd>
    </div>
  );
}
