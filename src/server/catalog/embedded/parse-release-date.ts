const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The data set was compiled in 2010; its latest real entries are films announced for 2011.
 * Later years are two-digit years expanded into the wrong century ("Dec 31 46" -> 2046 for
 * Duel in the Sun, 1946), so they are moved back 100 years.
 */
const DATASET_LAST_YEAR = 2011;
/** The first commercial film screenings were in the 1890s; anything earlier is impossible. */
const FIRST_FILM_YEAR = 1888;

export type ParsedDate =
  | { ok: true; iso: string; year: number; centuryCorrected: boolean }
  | { ok: false; reason: 'date-missing-or-unparsable' | 'date-impossible' };

/** Parses the data set's "Jun 12 1998" dates (and ISO dates) into YYYY-MM-DD. */
export function parseReleaseDate(value: unknown): ParsedDate {
  if (typeof value !== 'string') return { ok: false, reason: 'date-missing-or-unparsable' };
  const text = value.trim();
  let year: number, month: number, day: number;
  const named = /^([A-Za-z]{3}) (\d{1,2}) (\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (named) {
    month = MONTHS.findIndex((m) => m.toLowerCase() === named[1]!.toLowerCase()) + 1;
    day = Number(named[2]);
    year = Number(named[3]);
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    return { ok: false, reason: 'date-missing-or-unparsable' };
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, reason: 'date-missing-or-unparsable' };
  }
  let centuryCorrected = false;
  if (year > DATASET_LAST_YEAR) {
    year -= 100;
    centuryCorrected = true;
    // A 29 February may not exist a century earlier (e.g. 2000 -> 1900).
    if (day > daysInMonth(year, month)) return { ok: false, reason: 'date-impossible' };
  }
  if (year < FIRST_FILM_YEAR || year > DATASET_LAST_YEAR) {
    return { ok: false, reason: 'date-impossible' };
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return { ok: true, iso: `${year}-${pad(month)}-${pad(day)}`, year, centuryCorrected };
}

function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
