/** Shared button looks, as class strings, so every button in the app is one of these. */
export const buttonStyles = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-accent px-5 py-2.5 text-sm font-bold label-caps text-white transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-line bg-surface-2 px-5 py-2.5 text-sm font-bold label-caps text-text transition hover:border-accent disabled:cursor-not-allowed disabled:opacity-50',
  ghost:
    'inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm text-text-dim transition hover:bg-surface-2 hover:text-text',
} as const;
