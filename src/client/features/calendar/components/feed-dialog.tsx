import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { CalendarPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { dialogOverlayClass, dialogPanelClass } from '@/client/components/ui/dialog-styles';
import { paths } from '@/client/config/paths';
import { Link } from '@/client/lib/router/router';
import { FeedPanel } from './feed-panel';

/** Who is asking: a feed needs an account; with accounts off there is no button at all. */
export type FeedAccess = 'signed-in' | 'signed-out';

/**
 * 'Add to calendar' (docs/product.md#upcoming-and-the-calendar-feed): a labelled dialog. The
 * link it is given lives only while it is open: closing it forgets the link, as promised.
 */
export function FeedDialog({ access }: { access: FeedAccess }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setUrl(null);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={buttonStyles.secondary}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          <Trans comment="Button on the calendar page: opens the calendar feed dialog (keep short)">
            Add to calendar
          </Trans>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogPanelClass}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="label-caps text-lg font-bold">
              <Trans comment="The calendar feed dialog's title">Add to calendar</Trans>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t({ message: 'Close', comment: 'Button: closes a dialog' })}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-text-dim hover:text-text pointer-coarse:size-11"
            >
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 mb-4 text-sm text-text-dim">
            <Trans>Your upcoming episodes in the calendar app you already use.</Trans>
          </Dialog.Description>
          {access === 'signed-in' ? <FeedPanel url={url} onUrl={setUrl} /> : <SignInFirst />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// Signing in comes back here, as from any protected page (docs/product.md#protected-routes).
const signInPath = `${paths.landing}?${new URLSearchParams({ from: paths.calendar })}`;

function SignInFirst() {
  return (
    <div className="flex flex-col items-start gap-4 text-sm">
      <p className="text-text-dim">
        <Trans>
          A calendar link belongs to an account: sign in to get one. Upcoming works without one.
        </Trans>
      </p>
      <Link to={signInPath} className={buttonStyles.primary}>
        <Trans comment="Link to the sign-in screen (keep short)">Sign in</Trans>
      </Link>
    </div>
  );
}
