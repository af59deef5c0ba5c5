import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

const features = [
  msg`Unlimited movies and TV shows`,
  msg`Premium content`,
  msg`4K streaming`,
  msg`No ads`,
  msg`Multi-device`,
];

/** The landing marketing copy beside the sign-in form (docs/product.md#sign-in-screen). */
export function LandingView({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto grid min-h-[calc(100dvh-4rem)] max-w-6xl items-center gap-10 px-4 py-10 lg:grid-cols-2">
      <section className="motion-safe:animate-enter">
        <p className="label-caps text-sm font-bold text-accent">NEXUS</p>
        <h1 className="mt-3 text-4xl font-extrabold sm:text-5xl">
          <Trans comment="The sign-in screen's headline">Stream the future</Trans>
        </h1>
        <p className="mt-4 max-w-prose text-lg text-text-dim">
          <Trans>
            Unlimited movies and TV shows, premium content and 4K streaming, with no ads, on every
            device you own.
          </Trans>
        </p>
        <ul className="mt-6 grid gap-2 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature.id} className="label-caps flex items-center gap-2 text-sm">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
              {t(feature)}
            </li>
          ))}
        </ul>
        <p className="mt-8 rounded-md border border-warn/60 bg-surface p-4 text-sm">
          {/* True of accounts mode, the only one with this screen: anonymous mode has no sign-in. */}
          <Trans>
            <strong className="label-caps text-warn">Demo</strong>: create an account with any
            email; nothing is verified.
          </Trans>
        </p>
      </section>
      <div className="flex justify-center lg:justify-end">{children}</div>
    </div>
  );
}
