import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';
import type { PersonCredit, PersonDetail, PersonSummary } from '@/shared/catalog/person-schemas';
import type { MediaType } from '@/shared/catalog/title-schemas';
import { normalise } from '@/server/catalog/rank-search-results';
import type { EmbeddedCatalogue } from './embedded-catalogue';
import { artPaths } from './art-paths';
import type { EmbeddedPerson, PersonJob } from './people-index';
import { filmSummaryIn, seriesSummaryIn } from './to-summary';

const DEPARTMENTS: Record<PersonJob, string> = {
  Actor: 'Acting',
  Director: 'Directing',
  Creator: 'Writing',
};

/**
 * A person in TMDB's shape with `combined_credits`: acting in `cast`, directing and creating in
 * `crew`, each list newest first (a title without a date last), then by title. With `allows`
 * (a kids profile), only the titles it allows are listed.
 */
export function personDetail(
  catalogue: EmbeddedCatalogue,
  id: number,
  allows?: (media: MediaType, id: number) => boolean,
  language: Language = DEFAULT_LANGUAGE,
): PersonDetail | null {
  const person = catalogue.people.byId.get(id);
  if (!person) return null;
  const cast: PersonCredit[] = [];
  const crew: PersonCredit[] = [];
  for (const credit of person.credits) {
    if (allows && !allows(credit.media_type, credit.id)) continue;
    const title =
      credit.media_type === 'movie'
        ? filmSummaryIn(catalogue.filmById.get(credit.id)!, language)
        : seriesSummaryIn(catalogue.seriesById.get(credit.id)!, language);
    if (credit.job === 'Actor') cast.push({ ...title, character: '' });
    else crew.push({ ...title, job: credit.job });
  }
  return {
    id,
    name: person.name,
    known_for_department: knownFor(person),
    // The catalogue composes no biography: it has only the credits.
    biography: '',
    profile_path: artPaths.profile(id),
    combined_credits: { cast: newestFirst(cast), crew: newestFirst(crew) },
  };
}

export function personSummary(person: EmbeddedPerson): PersonSummary {
  return {
    id: person.id,
    name: person.name,
    known_for_department: knownFor(person),
    profile_path: artPaths.profile(person.id),
  };
}

/** The department of most of their credits, acting on a tie. */
function knownFor(person: EmbeddedPerson): string {
  const acting = person.credits.filter((c) => c.job === 'Actor').length;
  const other = person.credits.length - acting;
  if (acting >= other) return DEPARTMENTS.Actor;
  return person.credits.some((c) => c.job === 'Director')
    ? DEPARTMENTS.Director
    : DEPARTMENTS.Creator;
}

function creditDate(credit: PersonCredit): string {
  return credit.media_type === 'movie' ? credit.release_date : credit.first_air_date;
}

function newestFirst(credits: PersonCredit[]): PersonCredit[] {
  const name = (c: PersonCredit) => normalise(c.media_type === 'movie' ? c.title : c.name);
  return credits.sort(
    (a, b) =>
      (creditDate(b) || '0').localeCompare(creditDate(a) || '0') || name(a).localeCompare(name(b)),
  );
}
