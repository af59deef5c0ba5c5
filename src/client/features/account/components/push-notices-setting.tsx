import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useCurrentProfile } from '@/client/library/stores/current-profile-store';

type State = 'checking' | 'on' | 'off' | 'unsupported' | 'denied';

const loadPush = () => import('@/client/lib/push-subscription');

/**
 * 'Browser notifications for new episodes' (docs/product.md#new-episode-notices): off by
 * default, for the profile this page shows. Turning it on asks the browser's permission then,
 * never before; a refusal or a browser without a push service is said plainly. The push code
 * loads when the setting is shown, not with the page.
 */
export function PushNoticesSetting() {
  const { t } = useLingui();
  const profileId = useCurrentProfile()?.id ?? null;
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const describedBy = useId();

  useEffect(() => {
    let live = true;
    void loadPush()
      .then(async (push) => {
        const availability = push.pushAvailability();
        if (availability === 'unsupported' || availability === 'denied') return availability;
        const current = await push.currentPush();
        return current && current.profileId === (profileId ?? '') ? 'on' : 'off';
      })
      .catch(() => 'unsupported' as const)
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [profileId]);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const push = await loadPush();
      if (state === 'on') {
        await push.turnOffPush();
        setState('off');
        return;
      }
      const outcome = await push.turnOnPush(profileId);
      if (outcome === 'on' || outcome === 'unsupported' || outcome === 'denied')
        setState(outcome === 'on' ? 'on' : outcome);
      else setError(t`Notifications could not be turned on. Check your connection and try again.`);
    } catch {
      setError(t`Notifications could not be turned on. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };

  const on = state === 'on';
  const unavailable = state === 'unsupported' || state === 'denied';
  return (
    <section
      aria-labelledby="push-notices-heading"
      className="rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="push-notices-heading" className="label-caps text-lg font-bold">
        <Trans comment="Account page: heading of the new-episode notifications setting">
          New-episode notices
        </Trans>
      </h2>
      <p id={describedBy} className="mt-2 max-w-2xl text-sm text-text-dim">
        <Trans>
          When an episode of a series you are caught up on airs, this browser shows a notification
          with the series, the episode and its title. Nothing else is sent. Signing out turns it
          off.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-describedby={describedBy}
          disabled={state === 'checking' || unavailable || busy}
          onClick={() => void toggle()}
          className="inline-flex min-h-11 items-center gap-3 rounded-md px-1 text-left text-sm font-bold focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${on ? 'bg-accent' : 'bg-surface-2 ring-1 ring-line'}`}
          >
            <span
              className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform ${on ? 'translate-x-5' : ''}`}
            />
          </span>
          <Trans comment="Account page: the switch turning on push notifications">
            Browser notifications for new episodes
          </Trans>
        </button>
      </div>
      <p className="mt-2 text-sm text-text-dim" role="status">
        {state === 'unsupported' && (
          <Trans>This browser cannot receive notifications from NEXUS.</Trans>
        )}
        {state === 'denied' && (
          <Trans>
            Notifications are blocked for this site. Allow them in your browser&apos;s site
            settings, then try again.
          </Trans>
        )}
        {error}
      </p>
    </section>
  );
}
