import type { CrewMember } from '@/shared/catalog/detail-schemas';
import { keyCrew } from '../utils/movie-facts';
import { joinNames } from '../utils/title-formatters';

/**
 * The director and the writer, the two crew roles the product calls key
 * (docs/product.md#movie-page).
 */
export function KeyCrew({ crew }: { crew: readonly CrewMember[] }) {
  const { directors, writers } = keyCrew(crew);
  return (
    <section aria-labelledby="crew-heading" className="mt-10">
      <h2 id="crew-heading" className="label-caps mb-4 text-lg font-bold">
        Key Crew
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <CrewRole one="Director" many="Directors" names={directors} />
        <CrewRole one="Writer" many="Writers" names={writers} />
      </dl>
    </section>
  );
}

/** One role's card, its label in the plural when several people share it. */
function CrewRole(props: { one: string; many: string; names: readonly string[] }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <dt className="label-caps text-xs text-text-dim">
        {props.names.length > 1 ? props.many : props.one}
      </dt>
      <dd className="mt-1 font-semibold">{joinNames(props.names)}</dd>
    </div>
  );
}
