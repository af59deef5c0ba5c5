import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { changeLibrary } from '@/client/library/actions/library-change';
import { storageKeys } from '@/client/lib/storage-keys';
import { writeProfileImage } from '@/client/library/stores/profile-image-store';
import { AvatarError, checkAvatarFile, downscaleToDataUrl } from '@/client/lib/downscale-image';

type UploadState =
  { status: 'idle' } | { status: 'working' } | { status: 'error'; message: string };

/** Checks, downscales and stores a chosen picture; a full storage keeps the old picture. */
export function useAvatarUpload() {
  const { t } = useLingui();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const upload = async (file: File) => {
    const problem = checkAvatarFile(file);
    if (problem) return setState({ status: 'error', message: problem });
    setState({ status: 'working' });
    try {
      const image = await downscaleToDataUrl(file);
      let result: { ok: boolean } = { ok: false };
      changeLibrary(t`Profile picture updated.`, [storageKeys.profileImage], () => {
        result = writeProfileImage(image);
        return result;
      });
      setState(
        result.ok
          ? { status: 'idle' }
          : {
              status: 'error',
              message: t`Your browser storage is full, so the new picture was not saved.`,
            },
      );
    } catch (error) {
      setState({
        status: 'error',
        message:
          error instanceof AvatarError
            ? error.message
            : t`That image could not be read. Please choose another one.`,
      });
    }
  };
  return { state, upload };
}
