import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Fullscreen for one element; the state follows the browser (Escape, F11, system UI). */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) return exit();
    void element.current?.requestFullscreen?.().catch(() => undefined);
  }, [element, exit]);

  return { isFullscreen, toggle, exit };
}
