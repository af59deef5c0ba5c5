import { Trans } from '@lingui/react/macro';
import { CalendarList } from './calendar-list';
import { FeedDialog, type FeedAccess } from './feed-dialog';

/**
 * /calendar, 'Upcoming' (docs/product.md#upcoming-and-the-calendar-feed). The heading, the
 * explanation and 'Add to calendar' render on the server; the episodes, which come from this
 * browser's library, right after hydration. `feed` null: accounts are off, so there is no feed.
 */
export function CalendarPage({ feed }: { feed: FeedAccess | null }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="calendar-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="calendar-heading" className="label-caps text-3xl font-bold">
            <Trans comment="The calendar page's heading: episodes about to air">Upcoming</Trans>
          </h1>
          <p className="mt-1 max-w-xl text-sm text-text-dim">
            <Trans>
              New episodes of the series in your vault and the ones you are watching, 7 days back
              and 60 days ahead, by day in your time zone.
            </Trans>
          </p>
        </div>
        {feed && <FeedDialog access={feed} />}
      </div>
      <CalendarList />
    </section>
  );
}
