/**
 * The note shown over content that did not come fresh from the catalogue: the browser is
 * offline, a refresh failed and the last answer is kept, or the server answered from its
 * fallback cache during an outage (`isFallback`). One look and one wording everywhere.
 */
export function OfflineNote({ what, className = '' }: { what: string; className?: string }) {
  return (
    <p
      role="status"
      className={`rounded-md border border-warn bg-warn/10 px-4 py-2 text-sm text-warn ${className}`}
    >
      Offline: showing the last saved {what}. They may be out of date.
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
