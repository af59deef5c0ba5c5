import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
const notes: Record<string, MessageDescriptor> = {
  titles: msg`Offline: showing the last saved titles. They may be out of date.`,
  details: msg`Offline: showing the last saved details. They may be out of date.`,
  movies: msg`Offline: showing the last saved movies. They may be out of date.`,
  shows: msg`Offline: showing the last saved shows. They may be out of date.`,
};

/**
 * The note shown over content that did not come fresh from the catalogue: the browser is
 * offline, a refresh failed and the last answer is kept, or the server answered from its
 * fallback cache during an outage (`isFallback`). One look and one wording everywhere.
 */
export function OfflineNote({ what, className = '' }: { what: string; className?: string }) {
  const { t } = useLingui();
  const note = notes[what];
  return (
    <p
      role="status"
      className={`rounded-md border border-warn bg-warn/10 px-4 py-2 text-sm text-warn ${className}`}
    >
      {note ? (
        t(note)
      ) : (
        <Trans comment="{what} is what is shown, in English: titles, details…">
          Offline: showing the last saved {what}. They may be out of date.
        </Trans>
      )}
    </p>
  );
}

/** True when what is shown may be stale: offline, a failed refresh, or a fallback answer. */
export function isStaleAnswer(options: {
  online: boolean;
  refreshFailed: boolean;
  answers: ReadonlyArray<{ isFallback?: boolean } | undefined>;
}) {
  return (
    !options.online ||
    options.refreshFailed ||
    options.answers.some((answer) => answer?.isFallback === true)
  );
}
