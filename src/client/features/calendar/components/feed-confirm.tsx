import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';

/**
 * The second step of 'Reset link' and 'Turn off', inside the dialog: both end the link that
 * calendars use now, so the person says so twice. Focus goes to Cancel, the safe choice.
 */
export function FeedConfirm({
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  action: 'reset' | 'off';
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3 rounded-md border border-warn/60 bg-warn/10 p-3">
      <p>
        {action === 'reset' ? (
          <Trans>Reset the link? Calendars that use the old link stop getting episodes.</Trans>
        ) : (
          <Trans>Turn off the calendar link? Calendars that use it stop getting episodes.</Trans>
        )}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" onClick={onCancel} className={buttonStyles.secondary}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" disabled={busy} onClick={onConfirm} className={buttonStyles.primary}>
          {action === 'reset' ? (
            <Trans comment="Button: replaces the calendar link with a new one (keep short)">
              Reset link
            </Trans>
          ) : (
            <Trans comment="Button: deletes the calendar feed (keep short)">Turn off</Trans>
          )}
        </button>
      </div>
    </div>
  );
}
