import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { cappedLru } from '@/server/cache/capped-lru';
import type { NexusTables } from '@/server/db/database';
import { CALENDAR_DAYS_AHEAD, CALENDAR_DAYS_BACK } from '@/shared/calendar/calendar-api';
import { DEFAULT_LANGUAGE, validLanguage } from '@/shared/i18n/languages';
import { buildFeed } from './build-feed';
import type { EpisodeService } from './episode-service';
import { followedSeries } from './feed-library';
import type { FeedRow } from './feed-tokens';

/** A built feed is served for an hour at most (decision 0032); calendar apps poll hourly. */
const FEED_CACHE_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

interface BuiltFeed {
  body: string;
  etag: string;
  builtAt: number;
}

/** The feed's window by UTC date: 7 days back to 60 days ahead of today (docs/product.md). */
function feedWindow(now: number) {
  const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
  return { from: day(-CALENDAR_DAYS_BACK), to: day(CALENDAR_DAYS_AHEAD), today: day(0) };
}

/**
 * Builds and caches each profile's feed. The key holds the library's change counter, the UTC
 * day, the language and the site's origin: a change to the library, a new day or a new language
 * builds anew; otherwise one build serves every poll for an hour. Bounded: at most 2,000 feeds
 * and 32 MB kept, one build per key at a time.
 */
export function createFeedService(options: {
  db: Kysely<NexusTables>;
  episodes: EpisodeService;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const built = cappedLru<BuiltFeed>({
    maxEntries: 2000,
    maxBytes: 32 * 1024 * 1024,
    sizeOf: (feed) => feed.body.length,
  });
  const building = new Map<string, Promise<BuiltFeed>>();

  async function build(feed: FeedRow, origin: string, ids: number[]): Promise<BuiltFeed> {
    const at = now();
    const window = feedWindow(at);
    const language = validLanguage(feed.language ?? '') ?? DEFAULT_LANGUAGE;
    const { episodes } = await options.episodes.episodesInWindow(ids, window, language, feed.kids);
    const body = buildFeed({ episodes, origin, builtAt: new Date(at) });
    // Of what the events say, not of when they were built: an hourly rebuild of the same
    // episodes keeps its ETag, so a calendar app's poll gets a 304.
    const content = JSON.stringify([origin, episodes]);
    const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
    return { body, etag, builtAt: at };
  }

  return {
    async feedFor(feed: FeedRow, origin: string): Promise<BuiltFeed> {
      const { ids, version } = await followedSeries(options.db, feed.libraryId);
      const key = [feed.libraryId, version, feedWindow(now()).today, feed.language, origin].join(
        '|',
      );
      const cached = built.get(key);
      if (cached && now() - cached.builtAt < FEED_CACHE_MS) return cached;
      let pending = building.get(key);
      if (!pending) {
        pending = build(feed, origin, ids)
          .then((fresh) => {
            built.set(key, fresh);
            return fresh;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
