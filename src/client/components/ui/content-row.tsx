import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode, type Ref } from 'react';
import { groupThousands } from '@/client/lib/format';
import { useSoon } from '@/client/lib/use-soon';
import { EmptyState } from './empty-state';
import { OfflineNote } from './offline-note';
import { RowScroller, rowCardWidth } from './row-scroller';
import { TitleCard, TitleCardSkeleton, type CardTitle } from './title-card';

const ROW_SKELETON_COUNT = 6;

export type RowState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | {
      status: 'ready';
      items: CardTitle[];
      loadingMore: boolean;
      /** A later page failed: loading stops and a retry button takes the sentinel's place. */
      onRetryMore?: () => void;
      /** Offered as the way forward from 'No content found'. */
      onReload?: () => void;
      /** The cards are not fresh (offline, a failed refresh, a fallback answer): say so. */
      stale?: boolean;
    };

const inset = 'px-4 sm:px-14';

/** A row's frame: a section labelled by its heading. */
export function RowSection({
  title,
  children,
  rowRef,
}: {
  title: string;
  children: ReactNode;
  rowRef?: Ref<HTMLElement>;
}) {
  const headingId = useId();
  return (
    <section ref={rowRef} aria-labelledby={headingId} className="py-3">
      <h2 id={headingId} className={`label-caps text-sm font-bold sm:text-base ${inset}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The product's row skeleton (docs/product.md#content-rows): 6 placeholder cards at the real card
 * size and, for a catalogue row, room for its count line, so nothing shifts when the row arrives.
 */
export function RowSkeleton({ label, countLine = false }: { label: string; countLine?: boolean }) {
  return (
    <>
      <div
        role="status"
        aria-label={label}
        className={`flex gap-3 overflow-hidden py-2 sm:gap-4 ${inset}`}
      >
        {Array.from({ length: ROW_SKELETON_COUNT }, (_, i) => (
          <TitleCardSkeleton key={i} className={rowCardWidth} />
        ))}
      </div>
      {countLine && (
        <p aria-hidden="true" className={`${countLineClass} ${inset}`}>
          &nbsp;
        </p>
      )}
    </>
  );
}

const countLineClass = 'label-caps pt-1 text-[11px] text-text-dim';

/**
 * A content row (docs/product.md#content-rows): heading, horizontal scroller with arrows, 6-card
 * skeleton, 'No content found' (only for an empty answer), 'The catalogue did not answer' with
 * Retry for a failure, and the `N MOVIES|SHOWS STREAMING ACTIVE`
 * line.
 */
export function ContentRow({
  title,
  noun,
  state,
  step,
  sentinelRef,
  priorityCount = 0,
  rowRef,
}: {
  title: string;
  noun: 'MOVIES' | 'SHOWS';
  state: RowState;
  step: (viewportWidth: number) => number;
  sentinelRef?: Ref<HTMLDivElement>;
  /** How many leading cards load eagerly with high priority (the first row's, for LCP). */
  priorityCount?: number;
  rowRef?: Ref<HTMLElement>;
}) {
  const { t, i18n } = useLingui();
  const retry = t({ message: 'Retry', comment: 'Button: ask the catalogue again' });
  const count = state.status === 'ready' ? state.items.length : 0;
  let body: ReactNode;
  if (state.status === 'loading')
    body = (
      <RowSkeleton
        label={t({ message: `Loading ${title}`, comment: "{title} is the row's name" })}
        countLine
      />
    );
  else if (state.status === 'error' || state.items.length === 0)
    body = (
      <div className={`py-2 ${inset}`}>
        {state.status === 'error' ? (
          <EmptyState
            compact
            tone="error"
            title={t`The catalogue did not answer`}
            text={t`Check your connection and try again.`}
            action={{ label: retry, onClick: state.onRetry }}
          />
        ) : (
          <EmptyState
            compact
            title={t`No content found`}
            action={
              state.onReload && {
                label: t({ message: 'Reload', comment: 'Button: load the row again' }),
                onClick: state.onReload,
              }
            }
          />
        )}
      </div>
    );
  else
    body = (
      <>
        {state.stale && <OfflineNote what="titles" className="mx-4 my-2 sm:mx-14" />}
        <RowCards
          title={title}
          step={step}
          items={state.items}
          priorityCount={priorityCount}
          end={
            <div
              ref={sentinelRef}
              className="flex w-12 shrink-0 items-center justify-center self-stretch"
            >
              {state.loadingMore && (
                <span
                  role="status"
                  aria-label={t`Loading more`}
                  className="size-6 animate-spin rounded-full border-2 border-line border-t-accent"
                />
              )}
              {state.onRetryMore && (
                <button
                  type="button"
                  onClick={state.onRetryMore}
                  className="label-caps text-xs text-accent underline"
                >
                  {retry}
                </button>
              )}
            </div>
          }
        />
        <p className={`${countLineClass} ${inset}`}>
          {i18n.locale === 'en'
            ? // The same words for one and many, written here: every Lingui plural builds an Intl
              // number formatter, and the first one a page builds loads the locale data, about
              // 80 ms in one piece on a slow phone, in the middle of hydration.
              `${groupThousands(count)} ${noun} STREAMING ACTIVE`
            : noun === 'MOVIES'
              ? t({
                  message: plural(count, {
                    one: '# MOVIES STREAMING ACTIVE',
                    other: '# MOVIES STREAMING ACTIVE',
                  }),
                  comment: "A row's count line, all caps (the product's words)",
                })
              : t({
                  message: plural(count, {
                    one: '# SHOWS STREAMING ACTIVE',
                    other: '# SHOWS STREAMING ACTIVE',
                  }),
                  comment: "A row's count line, all caps (the product's words)",
                })}
        </p>
      </>
    );
  return (
    <RowSection title={title} rowRef={rowRef}>
      {body}
    </RowSection>
  );
}

/** Cards a screen shows at most before the row scrolls; the rest render a moment later. */
const FIRST_CARDS = 8;

/**
 * The row's cards. The first render holds only what fits on a screen, the rest follow just
 * after (useSoon), so six rows of twenty cards never make one long task. The load-more sentinel
 * comes with the rest: it belongs after the last card.
 */
function RowCards({
  title,
  step,
  items,
  priorityCount,
  end,
}: {
  title: string;
  step: (viewportWidth: number) => number;
  items: CardTitle[];
  priorityCount: number;
  end: ReactNode;
}) {
  const all = useSoon();
  const shown = all ? items : items.slice(0, FIRST_CARDS);
  return (
    <RowScroller label={title} step={step} end={all ? end : undefined}>
      {shown.map((item, index) => (
        <li key={`${item.media_type}-${item.id}`} className={rowCardWidth}>
          <TitleCard title={item} priority={index < priorityCount} />
        </li>
      ))}
    </RowScroller>
  );
}
