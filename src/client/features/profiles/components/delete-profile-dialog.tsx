import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { dialogOverlayClass, dialogPanelClass } from '@/client/components/ui/dialog-styles';
import type { Profile } from '@/shared/profiles/profile-api';

/** 'Delete profile' behind the confirmation that names what is deleted with it. */
export function DeleteProfileDialog(props: {
  profile: Profile;
  onDelete: () => Promise<boolean>;
  onDeleted: () => void;
}) {
  const { profile, onDelete, onDeleted } = props;
  const name = profile.name;
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={`${buttonStyles.secondary} w-fit`}>
          <Trash2 aria-hidden="true" className="size-4" /> <Trans>Delete profile</Trans>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogPanelClass}>
          <Dialog.Title className="label-caps text-lg font-bold">
            <Trans>Delete profile</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-text-dim">
            <Trans comment="{name} is a profile's name">
              Delete profile {name}? Its vault, history and ratings are deleted too.
            </Trans>
          </Dialog.Description>
          {failed && (
            <p role="alert" className="mt-3 text-sm text-warn">
              <Trans>The profile could not be deleted. Check your connection and try again.</Trans>
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={buttonStyles.secondary}>
                <Trans>Cancel</Trans>
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() =>
                void onDelete().then((deleted) => {
                  setFailed(!deleted);
                  if (!deleted) return;
                  setOpen(false);
                  onDeleted();
                })
              }
            >
              <Trans comment="Button: confirms deleting a profile">Delete</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
