import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languageQuery } from '@/server/catalog/catalog-language';
import { withUpstreamAdmission, type UpstreamAdmission } from '@/server/catalog/upstream-admission';
import { parseInput } from '@/server/http/validate';
import type { ProfilesHandle } from '@/server/profiles/profiles-handle';
import {
  CALENDAR_MAX_IDS,
  CALENDAR_MAX_SPAN_DAYS,
  CALENDAR_PATHS,
} from '@/shared/calendar/calendar-api';
import { DEFAULT_LANGUAGE } from '@/shared/i18n/languages';
import type { EpisodeService } from './episode-service';

const DAY_MS = 24 * 60 * 60_000;

/** A real calendar date, YYYY-MM-DD (2026-02-30 is refused). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: 'must be a real date',
  });

const idList = z
  .string()
  .max(CALENDAR_MAX_IDS * 17)
  .transform((value) => value.split(','))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,15}$/, 'must be positive integers, separated by commas')
          .transform(Number)
          .refine(Number.isSafeInteger, 'must be positive integers'),
      )
      .min(1)
      .max(CALENDAR_MAX_IDS, `at most ${CALENDAR_MAX_IDS} series`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a series'),
  );

const episodesQuery = z
  .object({ ids: idList, from: isoDate, to: isoDate })
  .merge(languageQuery)
  .refine((q) => q.to >= q.from, { message: 'must not be before from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= CALENDAR_MAX_SPAN_DAYS * DAY_MS, {
    message: `the window spans at most ${CALENDAR_MAX_SPAN_DAYS} days`,
    path: ['to'],
  });

/**
 * GET /api/calendar/episodes?ids=…&from=…&to=…[&language=…]: the episodes of these series airing
 * in the window. Public like the catalogue (the page sends the ids of its local library, signed
 * out too), but a kids profile's answer leaves out every series the kids rule hides; a series
 * that fails upstream is left out, and calls that would reach TMDB count
 * against the asking client's upstream allowance like the catalogue's.
 */
export function registerEpisodesRoute(
  app: FastifyInstance,
  options: {
    episodes: EpisodeService;
    admission?: UpstreamAdmission;
    profiles: Pick<ProfilesHandle, 'viewerOf'>;
  },
) {
  app.get(CALENDAR_PATHS.episodes, async (request, reply) => {
    const query = parseInput(episodesQuery, request.query ?? {});
    const { kids } = await options.profiles.viewerOf(request);
    const run = () =>
      options.episodes.episodesInWindow(
        query.ids,
        { from: query.from, to: query.to },
        query.language ?? DEFAULT_LANGUAGE,
        kids,
      );
    const answer = options.admission
      ? await withUpstreamAdmission(options.admission, request, run)
      : await run();
    // Air dates move rarely; the same window is asked again on every visit of the page. A kids
    // profile's answer is its own, like the catalogue's (catalog/routes/send-json.ts): private,
    // and every answer varies by cookie, so no cache hands a grown-up's answer to a kids profile.
    reply.header('cache-control', kids ? 'private, max-age=600' : 'public, max-age=600');
    reply.header('vary', 'cookie');
    return answer;
  });
}
