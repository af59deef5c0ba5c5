import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';

/** 'Delete all local data' behind a confirmation; Radix keeps focus inside and Escape cancels. */
export function DeleteAllDialog(props: { accounts: boolean; onConfirm: () => void }) {
  const { accounts, onConfirm } = props;
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={buttonStyles.secondary}>
          <Trash2 aria-hidden="true" className="size-4" /> <Trans>Delete all local data</Trans>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-surface p-6 shadow-xl">
          <Dialog.Title className="label-caps text-lg font-bold">
            <Trans>Delete all local data?</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-text-dim">
            {accounts ? (
              <Trans>
                This removes your vault, watch history, watch progress and profile picture from this
                browser. Your account keeps them: they come back here the next time you open NEXUS
                signed in. To take them off this browser for good, sign out.
              </Trans>
            ) : (
              <Trans>
                This removes your vault, watch history, watch progress and profile picture from this
                browser. It cannot be undone. Export your data first if you may want it back.
              </Trans>
            )}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={buttonStyles.secondary}>
                <Trans>Cancel</Trans>
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              <Trans comment="Confirms deleting all the data kept in this browser">
                Delete everything
              </Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
