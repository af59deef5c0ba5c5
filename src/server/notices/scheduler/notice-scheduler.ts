import type { Kysely } from 'kysely';
import type { NexusTables } from '@/server/db/database';
import type { CalendarEpisode } from '@/shared/calendar/calendar-api';
import { validLanguage, DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';
import { newEpisodes, seriesStates } from '@/shared/notices/new-episodes';
import { CALENDAR_MAX_IDS } from '@/shared/calendar/calendar-api';
import { episodeNotice, summaryNotice, type PushNotice } from '../push-payload';
import { sendPush, type PushOutcome, type StoredSubscription } from '../send-push';
import type { VapidKeys } from '../vapid-keys';

/**
 * The episodes of these series that air in [from, to] (YYYY-MM-DD), names in `language`; for a
 * kids profile (`kids`), only of series the kids rule shows.
 */
export type EpisodeLookup = (
  seriesIds: number[],
  from: string,
  to: string,
  language: Language,
  kids: boolean,
) => Promise<CalendarEpisode[]>;

/** What one run does at most, whatever the accounts hold: the work per run stays bounded. */
const SCHEDULER_LIMITS = {
  profilesPerRun: 200,
  /** The series of one profile asked about per run (the episodes request's own cap). */
  seriesPerProfile: CALENDAR_MAX_IDS,
  /** More new episodes than this for one browser become one summary notice. */
  pushesPerProfile: 3,
  /** A browser that heard nothing for long hears about the last two weeks only. */
  lookBackDays: 14,
} as const;

export interface SchedulerOptions {
  db: Kysely<NexusTables>;
  vapid: VapidKeys & { subject: string };
  episodes: EpisodeLookup;
  /** Which of these sessions still live (accounts-handle.ts): the others' subscriptions go. */
  liveSessions: (sessionIds: string[], now: number) => Promise<Set<string>>;
  now: () => number;
  /** A profile whose run failed (an upstream outage): the others still get theirs. */
  onError: (error: unknown) => void;
  send?: typeof sendPush;
}

export interface RunReport {
  profiles: number;
  sent: number;
  /** Subscriptions removed: gone at the push service (404/410) or their session ended. */
  removed: number;
}

const DAY_MS = 24 * 60 * 60_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type SubscriptionRow = StoredSubscription & { id: string; notified_until: number };

/**
 * One run of the new-episode notices (docs/product.md#new-episode-notices): for each profile with
 * a browser subscribed, the series it is caught up on, and the episodes that aired since that
 * browser's last notice (and since the profile's bell was last opened) → one push per episode,
 * or one summary when there are more than a few.
 */
export function noticeScheduler(options: SchedulerOptions) {
  const { db } = options;
  const send = options.send ?? sendPush;

  async function removeEndedSessions(now: number): Promise<number> {
    const rows = await db.selectFrom('push_subscription').select('session_id').distinct().execute();
    if (rows.length === 0) return 0;
    const live = await options.liveSessions(
      rows.map((row) => row.session_id),
      now,
    );
    const ended = rows.map((row) => row.session_id).filter((id) => !live.has(id));
    if (ended.length === 0) return 0;
    const result = await db
      .deleteFrom('push_subscription')
      .where('session_id', 'in', ended)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async function profileFacts(libraryId: string) {
    const [profile, items, seen] = await Promise.all([
      db
        .selectFrom('profile')
        .select(['language', 'kids'])
        .where('library_id', '=', libraryId)
        .executeTakeFirst(),
      db
        .selectFrom('library_item')
        .select('key')
        .where('user_id', '=', libraryId)
        .where('value', 'is not', null)
        .where((eb) => eb.or([eb('key', 'like', 'watched:tv:%'), eb('key', 'like', 'vault:tv:%')]))
        .execute(),
      db
        .selectFrom('notice_seen')
        .select('seen_until')
        .where('library_id', '=', libraryId)
        .executeTakeFirst(),
    ]);
    return {
      language: validLanguage(profile?.language) ?? DEFAULT_LANGUAGE,
      kids: Boolean(Number(profile?.kids ?? 0)),
      states: seriesStates(items.map((item) => item.key)),
      seenUntil: Number(seen?.seen_until ?? 0),
    };
  }

  async function notify(
    subscription: SubscriptionRow,
    notices: PushNotice[],
  ): Promise<PushOutcome> {
    for (const notice of notices) {
      const outcome = await send(subscription, JSON.stringify(notice), options.vapid);
      if (outcome.kind !== 'sent') return outcome;
    }
    return { kind: 'sent' };
  }

  async function runProfile(libraryId: string, now: number, report: RunReport) {
    const subscriptions = (
      await db
        .selectFrom('push_subscription')
        .select(['id', 'endpoint', 'p256dh', 'auth', 'notified_until'])
        .where('library_id', '=', libraryId)
        .where('retry_after', '<=', now)
        .execute()
    ).map((row) => ({ ...row, notified_until: Number(row.notified_until) }));
    if (subscriptions.length === 0) return;
    const facts = await profileFacts(libraryId);
    const ids = [...facts.states.keys()]
      .sort((a, b) => a - b)
      .slice(0, SCHEDULER_LIMITS.seriesPerProfile);
    const since = Math.max(
      Math.min(...subscriptions.map((s) => s.notified_until)),
      now - SCHEDULER_LIMITS.lookBackDays * DAY_MS,
    );
    const episodes =
      ids.length === 0
        ? []
        : await options.episodes(ids, dateOf(since), dateOf(now), facts.language, facts.kids);
    for (const subscription of subscriptions) {
      const after = Math.max(
        subscription.notified_until,
        facts.seenUntil,
        now - SCHEDULER_LIMITS.lookBackDays * DAY_MS,
      );
      const fresh = newEpisodes(episodes, facts.states, after, now);
      const notices =
        fresh.length <= SCHEDULER_LIMITS.pushesPerProfile
          ? fresh.map((episode) => episodeNotice(facts.language, episode))
          : [summaryNotice(facts.language, fresh)];
      const outcome = await notify(subscription, notices);
      const row = db.updateTable('push_subscription').where('id', '=', subscription.id);
      if (outcome.kind === 'sent') {
        report.sent += notices.length;
        await row.set({ notified_until: now }).execute();
      } else if (outcome.kind === 'gone') {
        report.removed += 1;
        await db.deleteFrom('push_subscription').where('id', '=', subscription.id).execute();
      } else if (outcome.kind === 'later') {
        await row.set({ retry_after: now + outcome.retryAfterS * 1000 }).execute();
      }
      // 'failed' (5xx, no answer): left as it is, tried again next run.
    }
  }

  return {
    async runOnce(): Promise<RunReport> {
      const now = options.now();
      const report: RunReport = { profiles: 0, sent: 0, removed: await removeEndedSessions(now) };
      const due = await db
        .selectFrom('push_subscription')
        .select('library_id')
        .where('retry_after', '<=', now)
        .groupBy('library_id')
        .orderBy((eb) => eb.fn.min('notified_until'))
        .limit(SCHEDULER_LIMITS.profilesPerRun)
        .execute();
      for (const { library_id } of due) {
        report.profiles += 1;
        await runProfile(library_id, now, report).catch(options.onError);
      }
      return report;
    },
  };
}
