import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { isWaitAnswer, waitMessage } from '@/client/lib/wait-text';
import { useCreateFeed } from '../api/create-feed';
import { useDeleteFeed } from '../api/delete-feed';
import { useFeedStatus } from '../api/get-feed-status';
import { FeedConfirm } from './feed-confirm';
import { FeedLinkField } from './feed-link-field';

type Confirming = 'reset' | 'off' | null;

/**
 * The signed-in side of 'Add to calendar': make the link, show it once, reset it, turn it off.
 * `url` is the link this page was given (the server keeps only its hash): lifted to the dialog,
 * so it goes when the dialog closes.
 */
export function FeedPanel({
  url,
  onUrl,
}: {
  url: string | null;
  onUrl: (url: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const status = useFeedStatus(true);
  const create = useCreateFeed();
  const remove = useDeleteFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const busy = create.isPending || remove.isPending;

  const makeLink = () => {
    remove.reset();
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(null);
        onUrl(answer.url);
      },
    });
  };
  const turnOff = () => {
    create.reset();
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        onUrl(null);
      },
    });
  };

  if (status.isPending)
    return (
      <p role="status" className="text-sm text-text-dim">
        <Trans comment="Add to calendar: while the feed's state is asked">
          Checking your calendar link…
        </Trans>
      </p>
    );
  if (status.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p>{t`Your calendar link could not be checked. Check your connection and try again.`}</p>
        <button
          type="button"
          onClick={() => void status.refetch()}
          className={buttonStyles.secondary}
        >
          {t({ message: 'Retry', comment: 'Button: ask again after a failure' })}
        </button>
      </div>
    );

  // The feed's limit says how long to wait; other failures are most likely the connection.
  const refusal = [create.error, remove.error].find(isWaitAnswer);
  const failure = refusal
    ? t(waitMessage('requests', refusal.retryAfterS, i18n))
    : create.isError
      ? t`The link could not be made. Check your connection and try again.`
      : remove.isError
        ? t`The link could not be turned off. Check your connection and try again.`
        : null;
  const exists = status.data.exists;
  return (
    <div className="flex flex-col gap-4 text-sm">
      {url ? (
        <>
          <FeedLinkField url={url} />
          <p className="text-text-dim">
            <Trans>
              Copy it now: it is shown only this once. Keep it private: anyone with it sees the
              names of your series. NEXUS updates it hourly; calendar apps fetch it on their own
              schedule, often every few hours.
            </Trans>
          </p>
        </>
      ) : exists ? (
        <p className="text-text-dim">
          <Trans>
            You have a calendar link. It is shown only once, when it is made. To see a link again,
            reset it: you get a new one and the old one stops working.
          </Trans>
        </p>
      ) : (
        <p className="text-text-dim">
          <Trans>
            Get a private link that calendar apps (Google Calendar, Apple Calendar, Outlook) can
            subscribe to. It lists the new episodes of your series.
          </Trans>
        </p>
      )}
      {failure && (
        <p role="alert" className="text-warn">
          {failure}
        </p>
      )}
      {confirming ? (
        <FeedConfirm
          action={confirming}
          busy={busy}
          onConfirm={confirming === 'reset' ? makeLink : turnOff}
          onCancel={() => setConfirming(null)}
        />
      ) : exists ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming('reset')}
            className={buttonStyles.secondary}
          >
            <Trans comment="Button: replaces the calendar link with a new one (keep short)">
              Reset link
            </Trans>
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming('off')}
            className={buttonStyles.ghost}
          >
            <Trans comment="Button: deletes the calendar feed (keep short)">Turn off</Trans>
          </button>
        </div>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={makeLink}
          className={`${buttonStyles.primary} w-fit`}
        >
          <Trans comment="Button: makes the private calendar link (keep short)">Create link</Trans>
        </button>
      )}
    </div>
  );
}
