import { HttpError } from '@/server/http/errors';

/** Where to watch in a catalogue without availability data: the embedded one (issue 34). */
export const notOffered = () =>
  new HttpError(
    404,
    'not-offered',
    'Where to watch needs the TMDB catalogue: the embedded catalogue has no availability data.',
  );
