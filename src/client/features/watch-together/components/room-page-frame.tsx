import { Trans } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';

/** The joining pages' frame: a centred card under a heading. */
export function RoomPageFrame({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[60vh] w-full max-w-md flex-col justify-center gap-4 px-4 py-10">
      <div className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-6 shadow-xl">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-text">
          <Users aria-hidden="true" className="size-6 shrink-0 text-accent" />
          {heading}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** With accounts off (AUTH_MODE=anonymous) there are no rooms: said plainly. */
export function NotOffered() {
  return (
    <RoomPageFrame
      heading={<Trans comment="Watch together: the page's heading">Join a room</Trans>}
    >
      <p className="text-sm text-text-dim">
        <Trans>Watch together needs accounts, which are off on this server.</Trans>
      </p>
    </RoomPageFrame>
  );
}
