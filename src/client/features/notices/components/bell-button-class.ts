/** The bell's look, the same for the first paint's stand-in and the menu's trigger. */
export const bellButtonClass =
  'relative inline-flex size-9 items-center justify-center rounded-full text-text-dim hover:text-white focus-visible:outline-2 focus-visible:outline-accent pointer-coarse:size-11';
