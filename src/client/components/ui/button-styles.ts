/**
 * Shared button looks, as class strings, so every button in the app is one of these. On a touch
 * screen each is at least 44 x 44 px (docs/product.md#touch), links styled as buttons too.
 */
const touch = 'pointer-coarse:min-h-11 pointer-coarse:min-w-11';

export const buttonStyles = {
  primary: `inline-flex items-center justify-center gap-2 rounded-md bg-accent px-5 py-2.5 text-sm font-bold label-caps text-bg transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50 ${touch}`,
  secondary: `inline-flex items-center justify-center gap-2 rounded-md border border-line bg-surface-2 px-5 py-2.5 text-sm font-bold label-caps text-text transition hover:border-accent disabled:cursor-not-allowed disabled:opacity-50 ${touch}`,
  ghost: `inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm text-text-dim transition hover:bg-surface-2 hover:text-text ${touch}`,
} as const;

// Contrast: text on the accent red is near-black (5.1:1); white on it is only 3.9:1.
// Red text is fine on bg (5.1:1) but not as small text on surface (4.5:1 is missed narrowly).
