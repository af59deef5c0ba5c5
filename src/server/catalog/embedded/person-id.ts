import { normalise } from '@/server/catalog/rank-search-results';
import { fnv1a } from './stable-hash';

/**
 * Person ids of the embedded catalogue live in 10,000,000..89,999,999, apart from film ids
 * (1,000,000..9,999,999) and series ids (below 1,000,000), hashed from the name as search
 * compares names (case, accents and punctuation ignored), so a person keeps one id on every
 * start. buildPeopleIndex resolves the rare collision between two different names.
 */
export const PERSON_ID_BASE = 10_000_000;
export const PERSON_ID_SPAN = 80_000_000;

/**
 * One key per person however a row spells them: accents, case, punctuation and spaces ignored
 * ('Danny DeVito' and 'Danny De Vito', 'Bong Joon-ho' and 'Bong Joon Ho').
 */
export function personKey(name: string): string {
  return normalise(name).replace(/ /g, '');
}

export function personId(name: string): number {
  return PERSON_ID_BASE + (fnv1a(`person|${personKey(name)}`) % PERSON_ID_SPAN);
}
