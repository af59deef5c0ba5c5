/** The look of the app's modal dialogs (Radix): the dimmed page and the centred panel. */
export const dialogOverlayClass = 'fixed inset-0 z-50 bg-black/70';
export const dialogPanelClass =
  'fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-surface p-6 shadow-xl';
