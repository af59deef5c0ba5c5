/**
 * The countries TMDB has availability data for: the codes of its documented
 * `GET /watch/providers/regions` answer (ISO 3166-1 alpha-2), kept here as a static copy so the
 * browser and the server validate a region without asking TMDB. A code TMDB adds later is simply
 * not offered until this list learns it; one it drops answers "not available" (an empty region).
 */
export const WATCH_REGIONS: readonly string[] = (
  'AD AE AG AL AO AR AT AU AZ BA BB BE BF BG BH BM BO BR BS BY BZ CA CD CH CI CL CM CO CR CU ' +
  'CV CY CZ DE DK DO DZ EC EE EG ES FI FJ FR GB GF GG GH GI GQ GR GT GY HK HN HR HU ID IE IL ' +
  'IN IQ IS IT JM JO JP KE KR KW LB LC LI LT LU LV LY MA MC MD ME MG MK ML MT MU MW MX MY MZ ' +
  'NE NG NI NL NO NZ OM PA PE PF PG PH PK PL PS PT PY QA RO RS RU SA SC SE SG SI SK SM SN SV ' +
  'TC TD TH TN TR TT TW TZ UA UG US UY VA VE YE ZA ZM ZW'
).split(' ');

const known = new Set(WATCH_REGIONS);

/** The region when it is one TMDB has data for, else null. */
export const validRegion = (value: unknown): string | null =>
  typeof value === 'string' && known.has(value) ? value : null;

/** Without a choice: the browser language's region ('pt-BR' → BR, 'de-AT' → AT), else US. */
export function defaultRegion(languageTag: string | undefined): string {
  const region = /^[a-z]{2,3}[-_]([a-z]{2})(?:$|[-_])/i.exec(languageTag ?? '')?.[1];
  return validRegion(region?.toUpperCase()) ?? 'US';
}
