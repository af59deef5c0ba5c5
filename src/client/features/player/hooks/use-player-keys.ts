import { useEffect, useEffectEvent, type RefObject } from 'react';

interface PlayerKeyActions {
  /** Space and K act only while focus is in the player (or nowhere in particular). */
  container: RefObject<HTMLElement | null>;
  togglePlay: () => void;
  toggleFullscreen: () => void;
  exitFullscreen: () => void;
  next: () => void;
  previous: () => void;
}

/**
 * The media keys of keyboards and remotes: Play/Pause, Play and Pause by name, and webOS and
 * Tizen's key codes (415 play, 19 pause, 10252 play/pause). The stream obeys one `toggle`.
 */
function isMediaKey(event: KeyboardEvent): boolean {
  return (
    ['MediaPlayPause', 'MediaPlay', 'MediaPause'].includes(event.key) ||
    [415, 19, 10252].includes(event.keyCode)
  );
}

/**
 * F, Shift+Right, Shift+Left and Escape, ignored while the user types in a field; Space and K
 * play or pause, whatever control in the player has focus; the media keys play or pause always.
 */
export function usePlayerKeys(actions: PlayerKeyActions) {
  // Space and K are taken in the capture phase, before a focused button (the settings trigger
  // after Escape closed its menu, say) would be pressed by them.
  const onPlayKey = useEffectEvent((event: KeyboardEvent) => {
    if (isMediaKey(event)) {
      event.preventDefault();
      actions.togglePlay();
      return;
    }
    if (event.key !== ' ' && event.key !== 'k' && event.key !== 'K') return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    if (isTyping(event.target) || inMenu(event.target)) return;
    const container = actions.container.current;
    const target = event.target;
    const inPlayer =
      target === document.body || (target instanceof Node && container?.contains(target) === true);
    if (!inPlayer) return;
    event.preventDefault();
    event.stopPropagation();
    actions.togglePlay();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onPlayKey(event);
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, []);

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
