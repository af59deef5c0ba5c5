import { useLingui } from '@lingui/react/macro';
import type { Genre } from '@/shared/catalog/title-schemas';
import { GenreName } from '@/client/api/catalog/genre-name';

/** The genre chips and the synopsis every title hero shows, in the same look on both pages. */
export function HeroGenresAndSynopsis({
  genres,
  overview,
}: {
  genres: readonly Genre[];
  overview: string;
}) {
  const { t } = useLingui();
  return (
    <>
      {genres.length > 0 && (
        <ul aria-label={t`Genres`} className="mt-4 flex flex-wrap gap-2">
          {genres.map((genre) => (
            <li
              key={genre.id}
              className="rounded-full border border-line bg-surface/80 px-3 py-1 text-xs"
            >
              <GenreName genre={genre} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 max-w-3xl leading-relaxed">{overview || t`No synopsis available.`}</p>
    </>
  );
}
