import { Trans, useLingui } from '@lingui/react/macro';
import { PersonCard } from '@/client/components/ui/person-card';
import type { CastMember } from '@/shared/catalog/detail-schemas';

/** docs/product.md#limits: the detail pages show the first 12 cast members. */
const CAST_LIMIT = 12;

/**
 * A horizontal strip of the first 12 cast members, each a link to their person page, or a plain
 * note when none are known.
 */
export function CastStrip({ cast }: { cast: readonly CastMember[] }) {
  const { t } = useLingui();
  const shown = cast.slice(0, CAST_LIMIT);
  return (
    <section aria-labelledby="cast-heading" className="mt-10">
      <h2 id="cast-heading" className="label-caps mb-4 text-lg font-bold">
        <Trans comment="Heading of the actors of a film or series">Cast</Trans>
      </h2>
      {shown.length === 0 ? (
        <p className="text-sm text-text-dim">
          <Trans>No cast information available for this title.</Trans>
        </p>
      ) : (
        // Focusable, so keyboard users can scroll the strip too.
        <ul
          tabIndex={0}
          aria-label={t`Cast members`}
          data-nav="row"
          className="scrollbar-none flex gap-4 overflow-x-auto pb-2"
        >
          {shown.map((person) => (
            <PersonCard
              key={`${person.id}-${person.character}`}
              person={person}
              note={person.character}
              photoSize={96}
              letterClass="text-3xl"
              testId="cast-member"
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The cast strip's loading placeholder, the same size as the strip. */
export function CastStripSkeleton() {
  return (
    <div aria-hidden="true" className="mt-10">
      <div className="mb-4 h-6 w-24 animate-pulse rounded bg-surface-2" />
      <div className="flex gap-4 overflow-hidden">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="w-28 shrink-0">
            <div className="mx-auto size-24 animate-pulse rounded-full bg-surface-2" />
            <div className="mx-auto mt-2 h-4 w-20 animate-pulse rounded bg-surface-2" />
          </div>
        ))}
      </div>
    </div>
  );
}
