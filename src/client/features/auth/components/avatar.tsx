import { UserRound } from 'lucide-react';
import { useProfileImage } from '@/client/library/stores/profile-image-store';

/**
 * The header avatar: the profile image stored in this browser, or an icon. It re-reads on
 * storage events (other tabs) and on every render, which includes each route change.
 */
export function Avatar() {
  const image = useProfileImage();
  return image ? (
    <img src={image} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
  ) : (
    <span className="flex size-8 items-center justify-center rounded-full bg-surface-2 text-text-dim">
      <UserRound aria-hidden="true" className="size-5" />
    </span>
  );
}

export const avatarButtonClass =
  'flex items-center rounded-full border border-line p-0.5 transition hover:border-accent data-[state=open]:border-accent';
