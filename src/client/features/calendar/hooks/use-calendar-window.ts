import { useEffect, useState } from 'react';
import { calendarWindow, type CalendarWindow } from '../utils/calendar-days';

/** How often the page looks whether the day has turned (a tab left open over midnight). */
const DAY_CHECK_MS = 60_000;

/**
 * The calendar's window around the visitor's today, in the browser's zone, or null on the
 * server and while the page hydrates: the clock and the zone are the browser's to read
 * (decision 0026). It moves on when the day turns.
 */
export function useCalendarWindow(): CalendarWindow | null {
  const [window, setWindow] = useState<CalendarWindow | null>(null);
  useEffect(() => {
    const check = () =>
      setWindow((was) => {
        const next = calendarWindow(Date.now());
        return was?.today === next.today ? was : next;
      });
    check();
    const timer = setInterval(check, DAY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return window;
}
