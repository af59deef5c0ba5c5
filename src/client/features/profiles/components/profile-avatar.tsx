import { AVATAR_STYLES, generatedAvatarIndex, initials } from '../utils/generated-avatars';

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-16 text-xl',
  lg: 'size-24 text-3xl sm:size-32 sm:text-4xl',
} as const;

const MARKS = {
  circle: 'rounded-full',
  square: 'rounded-sm',
  diamond: 'rotate-45 rounded-sm',
  ring: 'rounded-full border-2 border-black/60 bg-transparent',
} as const;

/**
 * A profile's avatar: a generated one (its initials on its colour, with its mark in a corner) or
 * an uploaded picture. Decorative by default; `label` names it (the avatar picker's 'Avatar 3').
 */
export function ProfileAvatar(props: {
  avatar: string;
  name: string;
  size?: keyof typeof SIZES;
  label?: string;
}) {
  const { avatar, name, size = 'lg', label } = props;
  const index = generatedAvatarIndex(avatar);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const box = `relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-lg ${SIZES[size]}`;
  if (index === null) {
    return (
      <span className={box} {...a11y}>
        <img src={avatar} alt="" className="size-full object-cover" />
      </span>
    );
  }
  const style = AVATAR_STYLES[index]!;
  return (
    <span
      className={`${box} font-bold text-[#0a0a0a]`}
      style={{ backgroundColor: style.background }}
      {...a11y}
    >
      <span
        className={`absolute top-[12%] right-[12%] size-[14%] bg-black/60 ${MARKS[style.mark]}`}
      />
      {initials(name)}
    </span>
  );
}
