import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
} from 'react';
import { whenIdle } from './when-idle';

/** What the real menu is told when it takes the stand-in's place. */
export interface HandOver {
  /** The stand-in was pressed before the menu arrived: it opens at once. */
  defaultOpen: boolean;
  /** The stand-in had focus (or was pressed): the menu's trigger takes focus over. */
  focusOnMount: boolean;
}

/**
 * A light look-alike button at first paint, swapped for the real menu (Radix) once its code has
 * loaded: the cards' '⋯' menus, the header's bell and avatar menu. The caller spreads `standIn`
 * on its button (its look and name stay the caller's). The menu loads `idleAfterMs` after the
 * page is idle (when given; else when the caller calls `load`, as a card does on mount), at once
 * when the stand-in is pointed at or focused, and a press opens it on arrival. Once `loaded`,
 * the caller renders the menu of `loaded.module` with `handOver`. A failed load leaves the
 * stand-in in place, and a later `load` tries again (a loader that shares one import must forget
 * a failed one, as the cards' does).
 */
export function useLazyStandIn<Module>(loadModule: () => Promise<Module>, idleAfterMs?: number) {
  const ref = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<{ module: Module; takeFocus: boolean }>();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    void loadModule().then((module) => {
      // A card that left the page before its menu's code arrived has nothing to swap (and, in a
      // test, the page itself may be gone by then).
      if (!mounted.current) return;
      const takeFocus = document.activeElement === ref.current;
      // A transition: every card's menu arrives at once, and React swaps them in slices that
      // leave the page answering rather than in one long task.
      startTransition(() => setLoaded((current) => current ?? { module, takeFocus }));
    });
  }, [loadModule]);
  useEffect(() => {
    // Well after the page has loaded, so the menu's code never delays the first paint.
    if (idleAfterMs) return whenIdle(load, idleAfterMs);
  }, [idleAfterMs, load]);
  const press = () => {
    setOpenOnArrival(true);
    load();
  };
  const standIn = {
    ref,
    type: 'button',
    'aria-haspopup': 'menu',
    onPointerEnter: load,
    onFocus: load,
    // On press, like Radix's trigger: if the menu arrives between press and release (its code
    // already cached), the release lands on the real trigger, which ignores clicks.
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) press();
    },
    onClick: press,
  } as const;
  const handOver: HandOver = {
    defaultOpen: openOnArrival,
    focusOnMount: !!loaded?.takeFocus || openOnArrival,
  };
  return { standIn, load, loaded, handOver };
}
