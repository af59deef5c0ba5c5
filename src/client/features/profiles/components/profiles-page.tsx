import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import type { Profile } from '@/shared/profiles/profile-api';
import { profilesQueryOptions } from '../api/profiles-source';
import { profileTexts } from '../utils/profile-texts';
import { ProfileChooser } from './profile-chooser';
import { ProfileEditor } from './profile-editor';
import { ProfileManager } from './profile-manager';

type View = { kind: 'choose' } | { kind: 'manage' } | { kind: 'edit'; profile: Profile | null };

/**
 * `/profiles` (docs/product.md#profiles): "Who's watching?", and behind 'Manage profiles' the
 * list to add, edit and delete profiles. A chosen profile goes on to `next`. The profiles arrive after hydration; until then (and on
 * the server) the heading and placeholders of the same size.
 */
export function ProfilesPage({ next }: { next: string }) {
  const { t } = useLingui();
  // Asked again on every visit: 'Switch profile' has just changed this device's choice.
  const query = useQuery({ ...profilesQueryOptions(), refetchOnMount: 'always' });
  const [view, setView] = useState<View>({ kind: 'choose' });

  if (!query.data) {
    return (
      <PageFrame heading={t(profileTexts.whoIsWatching)}>
        {query.isError ? (
          <div className="flex flex-col items-center gap-4">
            <p role="alert" className="text-text-dim">
              <Trans>The profiles could not be loaded. Check your connection and try again.</Trans>
            </p>
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() => void query.refetch()}
            >
              <RotateCw aria-hidden="true" className="size-4" /> <Trans>Try Again</Trans>
            </button>
          </div>
        ) : (
          <ul
            aria-busy="true"
            aria-label={t`Loading profiles`}
            className="flex flex-wrap justify-center gap-6"
          >
            {[0, 1].map((key) => (
              <li key={key} className="flex flex-col items-center gap-3 p-2">
                <span className="size-24 animate-pulse rounded-lg bg-surface-2 sm:size-32" />
                <span className="h-5 w-20 rounded bg-surface-2" />
              </li>
            ))}
          </ul>
        )}
      </PageFrame>
    );
  }

  const answer = query.data;
  const editHeading = (name: string) =>
    t({ message: `Edit ${name}`, comment: "{name} is a profile's name" });
  if (view.kind === 'edit') {
    // The profile as last listed: a PIN set in the editor shows at once.
    const profile =
      view.profile && (answer.profiles.find((p) => p.id === view.profile?.id) ?? null);
    return (
      <PageFrame heading={profile ? editHeading(profile.name) : t(profileTexts.addProfile)}>
        <ProfileEditor
          key={profile?.id ?? 'new'}
          answer={answer}
          profile={profile}
          onDone={() => setView({ kind: 'manage' })}
        />
      </PageFrame>
    );
  }
  if (view.kind === 'manage') {
    return (
      <PageFrame heading={t(profileTexts.manage)}>
        <ProfileManager
          answer={answer}
          onEdit={(profile) => setView({ kind: 'edit', profile })}
          onDone={() => setView({ kind: 'choose' })}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame heading={t(profileTexts.whoIsWatching)}>
      <ProfileChooser answer={answer} next={next} onManage={() => setView({ kind: 'manage' })} />
    </PageFrame>
  );
}

function PageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-4xl flex-col items-center justify-center gap-8 px-4 py-10">
      <h1 className="text-center text-3xl font-bold sm:text-4xl">{heading}</h1>
      {children}
    </section>
  );
}
