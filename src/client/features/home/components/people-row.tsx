import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { personSearchQueryOptions } from '@/client/api/catalog/person-search';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { PersonCard } from '@/client/components/ui/person-card';

/** At most this many people above the titles: the row is a shortcut, not a people search. */
const PEOPLE_LIMIT = 12;

/**
 * The home search's 'People' row (issue 30): the people whose names match, each a link to their
 * page. It shows only when someone matches; while loading or on failure it stays out of the way
 * of the title results, which are what most searches are for.
 */
export function PeopleRow({ query }: { query: string }) {
  const { t } = useLingui();
  const people = useQuery(personSearchQueryOptions(query, useCatalogLanguage()));
  const shown = people.data?.results.slice(0, PEOPLE_LIMIT) ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="people-results-heading" className="mb-6">
      <h3 id="people-results-heading" className="label-caps mb-3 text-sm font-bold text-text">
        <Trans comment="Heading of the search's row of actors and directors, in capitals">
          People
        </Trans>
      </h3>
      <ul
        aria-label={t({
          message: `People matching ${query}`,
          comment: '{query} is what the person searched for',
        })}
        data-nav="row"
        className="scrollbar-none flex gap-4 overflow-x-auto pb-2"
      >
        {shown.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            note={person.known_for_department}
            photoSize={80}
            letterClass="text-2xl"
          />
        ))}
      </ul>
    </section>
  );
}
