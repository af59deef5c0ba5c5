import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { AVATAR_DATA_URL_MAX } from '@/shared/profiles/profile-api';
import { AvatarError, checkAvatarFile, downscaleToDataUrl } from '@/client/lib/downscale-image';
import { avatarLabel, generatedAvatarIds } from '../utils/generated-avatars';
import { FieldAlert } from './form-fields';
import { ProfileAvatar } from './profile-avatar';

/** A small JPEG: 128 px on the long side keeps a photo well under the contract's 48,000 characters. */
const UPLOAD_SIDE = 128;

/**
 * The avatar of a profile: one of the twelve generated ones (a radio group: the arrow keys move
 * in it) or an uploaded picture, resized here as the profile picture is.
 */
export function AvatarPicker(props: {
  name: string;
  value: string;
  onChange: (avatar: string) => void;
}) {
  const { name, value, onChange } = props;
  const { t, i18n } = useLingui();
  const group = useId();
  const uploadId = useId();
  const [upload, setUpload] = useState<{ working: boolean; error: string | null }>({
    working: false,
    error: null,
  });
  const uploaded = value.startsWith('data:') ? value : null;

  const choose = async (file: File) => {
    const problem = checkAvatarFile(file);
    if (problem) return setUpload({ working: false, error: problem });
    setUpload({ working: true, error: null });
    try {
      const image = await downscaleToDataUrl(file, { maxSide: UPLOAD_SIDE, jpeg: true });
      if (image.length > AVATAR_DATA_URL_MAX) throw new AvatarError(t`That picture is too large.`);
      onChange(image);
      setUpload({ working: false, error: null });
    } catch (error) {
      setUpload({
        working: false,
        error:
          error instanceof AvatarError
            ? error.message
            : t`That image could not be read. Please choose another one.`,
      });
    }
  };

  const option = (avatar: string, label: string) => (
    <label
      key={avatar.slice(0, 40)}
      className="inline-flex w-fit cursor-pointer justify-self-center rounded-lg border-2 border-transparent p-0.5 has-checked:border-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
    >
      <input
        type="radio"
        name={group}
        className="sr-only"
        aria-label={label}
        checked={value === avatar}
        onChange={() => onChange(avatar)}
      />
      <ProfileAvatar avatar={avatar} name={name} size="md" />
    </label>
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-bold">
        <Trans comment="A profile's picture">Avatar</Trans>
      </legend>
      <div
        role="radiogroup"
        aria-label={t({ message: 'Avatar', comment: "A profile's picture" })}
        className="grid grid-cols-4 gap-2 sm:grid-cols-6"
      >
        {generatedAvatarIds.map((avatar, index) => option(avatar, avatarLabel(index, i18n)))}
        {uploaded && option(uploaded, t`Uploaded picture`)}
      </div>
      <label
        htmlFor={uploadId}
        className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-line bg-surface-2 px-4 py-2 text-sm font-bold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
      >
        <Upload aria-hidden="true" className="size-4" />
        {upload.working ? t`Resizing picture…` : t`Upload a picture`}
        <input
          id={uploadId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={upload.working}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
      </label>
      <FieldAlert message={upload.error} />
    </fieldset>
  );
}
