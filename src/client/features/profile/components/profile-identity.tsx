import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useProfileImage } from '@/client/library/stores/profile-image-store';
import { useSessionUser } from '@/client/lib/session-user-store';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { useHydrated } from '@/client/lib/use-hydrated';
import { useCurrentProfile } from '@/client/library/stores/current-profile-store';

/**
 * Display name rule of the product (docs/product.md#profile): displayName, else name, else 'User'
 * (in the page's language: the caller gives it).
 */
function profileDisplayName(user: { displayName: string; name: string }) {
  return user.displayName || user.name || '';
}

/** Avatar with upload, name, email and the fixed STATUS and PLAN labels. */
export function ProfileIdentity() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const image = useProfileImage();
  const displayName =
    useSessionUser(profileDisplayName) ||
    t({ message: 'User', comment: 'The name shown for an account without a name' });
  const email = useSessionUser((user) => user.email);
  // The profile this browser watches as names the page (docs/product.md#profiles); before any
  // choice, and on the server, the account's name.
  const profileName = useCurrentProfile()?.name;
  const { state, upload } = useAvatarUpload();
  const inputId = useId();
  const messageId = useId();
  return (
    <div className="flex flex-col items-center gap-6 rounded-lg border border-line bg-surface p-6 sm:flex-row sm:items-start">
      <div className="relative shrink-0">
        {image ? (
          <img
            src={image}
            alt={t({
              message: `Profile picture of ${displayName}`,
              comment: "{displayName} is the person's name",
            })}
            width={128}
            height={128}
            className="size-32 rounded-full border-2 border-accent object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={t`No profile picture`}
            className="flex size-32 items-center justify-center rounded-full border-2 border-line bg-surface-2 text-text-dim"
          >
            <UserRound aria-hidden="true" className="size-14" />
          </div>
        )}
        <label
          htmlFor={inputId}
          className="absolute right-0 bottom-0 inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-accent text-bg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
        >
          <Camera aria-hidden="true" className="size-5" />
          <span className="sr-only">
            <Trans>Upload profile picture</Trans>
          </span>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            aria-describedby={messageId}
            // A file chosen before the script has hydrated the input would be lost.
            disabled={state.status === 'working' || !hydrated}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // choosing the same file again still uploads
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      <div className="flex flex-col gap-2 text-center sm:text-left">
        <h1 className="text-2xl font-bold">{profileName ?? displayName}</h1>
        <p className="text-text-dim">{email || t`No email available`}</p>
        <div className="label-caps flex flex-wrap justify-center gap-4 text-xs sm:justify-start">
          <span className="flex items-center gap-2">
            <Trans comment="Profile page label, all caps: followed by ONLINE">STATUS</Trans>{' '}
            <span aria-hidden="true" className="size-2 rounded-full bg-ok" />
            <span className="text-ok">
              <Trans comment="Profile page, all caps: the status shown after STATUS">ONLINE</Trans>
            </span>
          </span>
          <span>
            <Trans comment="Profile page label, all caps: the subscription plan, followed by PREMIUM">
              PLAN
            </Trans>{' '}
            <span className="text-text">
              <Trans comment="Profile page, all caps: the plan's name after PLAN">PREMIUM</Trans>
            </span>
          </span>
        </div>
        <p id={messageId} role="status" className="min-h-5 text-sm">
          {state.status === 'working' && (
            <span className="text-text-dim">
              <Trans>Resizing picture…</Trans>
            </span>
          )}
          {state.status === 'error' && <span className="text-warn">{state.message}</span>}
        </p>
      </div>
    </div>
  );
}
