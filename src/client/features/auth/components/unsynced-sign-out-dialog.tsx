import { Plural, Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { buttonStyles } from '@/client/components/ui/button-styles';

/**
 * Asked when sign-out could not push everything (docs/product.md#library-sync). Radix keeps
 * the focus inside, starts it on 'Stay signed in' (the safe choice) and Escape stays too.
 */
export function UnsyncedSignOutDialog(props: {
  pending: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const { pending, onStay, onSignOut } = props;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onStay()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-surface p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">
            <Plural
              value={pending}
              one="# change has not reached your account yet. Sign out anyway?"
              other="# changes have not reached your account yet. Sign out anyway?"
            />
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-text-dim">
            <Trans>
              Signing out removes your library from this browser. The waiting changes are kept here
              and sent the next time you sign in on this browser.
            </Trans>
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={buttonStyles.primary}>
                <Trans>Stay signed in</Trans>
              </button>
            </Dialog.Close>
            <button type="button" className={buttonStyles.secondary} onClick={onSignOut}>
              <Trans>Sign out anyway</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
