import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
      <CrewRole role={roles.director} names={directors} />
      <CrewRole role={roles.writer} names={writers} />
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
      <CrewRole role={roles.creator} names={creators} />
    </KeyCrewSection>
  );
}

function KeyCrewSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="crew-heading" className="mt-10">
      <h2 id="crew-heading" className="label-caps mb-4 text-lg font-bold">
        <Trans comment="Heading: the director and writers of a film">Key Crew</Trans>
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/**
 * The roles' labels, one for a person alone and one for several: the count is a choice of
 * words, never printed.
 */
const roles = {
  director: {
    one: msg({ message: 'Director', comment: 'Crew role, one person' }),
    many: msg({ message: 'Directors', comment: 'Crew role, several people' }),
  },
  writer: {
    one: msg({ message: 'Writer', comment: 'Crew role, one person' }),
    many: msg({ message: 'Writers', comment: 'Crew role, several people' }),
  },
  creator: {
    one: msg({ message: 'Creator', comment: 'Crew role: who created a series, one person' }),
    many: msg({ message: 'Creators', comment: 'Crew role: who created a series, several people' }),
  },
} satisfies Record<string, { one: MessageDescriptor; many: MessageDescriptor }>;

/** One role's card, its label in the plural when several people share it; each name a link. */
function CrewRole(props: {
  role: { one: MessageDescriptor; many: MessageDescriptor };
  names: readonly CrewMember[];
}) {
  const { t } = useLingui();
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <dt className="label-caps text-xs text-text-dim">
        {t(props.names.length > 1 ? props.role.many : props.role.one)}
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
