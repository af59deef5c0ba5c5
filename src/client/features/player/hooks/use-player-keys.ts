import { useEffect, useEffectEvent } from 'react';

interface PlayerKeyActions {
  toggleFullscreen: () => void;
  exitFullscreen: () => void;
  next: () => void;
  previous: () => void;
}

/** F, Shift+Right, Shift+Left and Escape, ignored while the user types in a field. */
export function usePlayerKeys(actions: PlayerKeyActions) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || isTyping(event.target) || inMenu(event.target)) return;
    const a = actions;
    if (
      (event.key === 'f' || event.key === 'F') &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      a.toggleFullscreen();
    } else if (event.shiftKey && event.key === 'ArrowRight') {
      event.preventDefault();
      a.next();
    } else if (event.shiftKey && event.key === 'ArrowLeft') {
      event.preventDefault();
      a.previous();
    } else if (event.key === 'Escape' && document.fullscreenElement) {
      a.exitFullscreen();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type))
  );
}

/** Menus use letters for type-ahead; F there must not toggle fullscreen. */
function inMenu(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="menu"]') !== null;
}
