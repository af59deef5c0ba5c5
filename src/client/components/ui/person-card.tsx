import { PersonPhoto } from '@/client/components/ui/person-photo';
import { paths } from '@/client/config/paths';
import { Link } from '@/client/lib/router/router';

/**
 * One person in a horizontal strip: photo (or initial), name, and a line under it (a character,
 * a department), all one link to their page. The title pages' cast and the search's People row.
 */
export function PersonCard({
  person,
  note,
  photoSize,
  letterClass,
  testId,
}: {
  person: { id: number; name: string; profile_path: string | null };
  /** The line under the name, if any; its whole text is its tooltip. */
  note?: string | null;
  photoSize: number;
  letterClass: string;
  testId?: string;
}) {
  return (
    <li className="w-28 shrink-0 text-center" data-testid={testId}>
      <Link to={paths.person(person.id)} className="group block rounded-lg">
        <PersonPhoto
          name={person.name}
          path={person.profile_path}
          size={photoSize}
          letterClass={letterClass}
        />
        <p
          className="mt-2 truncate text-sm font-semibold group-hover:text-accent"
          title={person.name}
        >
          {person.name}
        </p>
        {note && (
          <p className="truncate text-xs text-text-dim" title={note}>
            {note}
          </p>
        )}
      </Link>
    </li>
  );
}
