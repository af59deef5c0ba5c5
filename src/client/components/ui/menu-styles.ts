/**
 * The look of the app's drop-down menus (the avatar menu and every card's '⋯' menu): one panel
 * and one item style, so the two menus stay alike.
 */
export const menuPanelClass =
  'z-50 w-64 rounded-lg border border-line bg-surface p-2 shadow-xl motion-safe:animate-enter';

export const menuItemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[highlighted]:text-white';
