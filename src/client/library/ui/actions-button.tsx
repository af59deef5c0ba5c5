import { Ellipsis } from 'lucide-react';

/**
 * The '⋯' button's look, shared by the stand-in and the real menu trigger so nothing moves when
 * one replaces the other. Always visible: touch screens have no hover (docs/product.md#title-cards).
 */
export const actionsButtonClass =
  'pointer-events-auto inline-flex size-8 items-center pointer-coarse:size-11 justify-center rounded-full border border-line bg-bg/85 text-text transition hover:border-accent hover:text-accent data-[state=open]:border-accent data-[state=open]:text-accent';

export function ActionsIcon() {
  return <Ellipsis aria-hidden="true" className="size-4" />;
}
