import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the actions button in step with its card's link in the Tab order. A content row is one
 * Tab stop (row-scroller.tsx moves tabindex between the cards' links): the button of the row's
 * current card follows its link, the others leave the Tab order with theirs. Watching the link
 * here keeps that logic out of the first-load row code. Set before paint, so the menu's trigger
 * that replaces the stand-in is in step from its first frame.
 */
export function useFollowLinkTabIndex(button: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = button.current;
    const link = element?.closest('[data-card-extras]')?.parentElement?.querySelector('a[href]');
    if (!element || !link) return;
    const follow = () => {
      element.setAttribute('tabindex', link.getAttribute('tabindex') === '-1' ? '-1' : '0');
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(link, { attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, [button]);
}
