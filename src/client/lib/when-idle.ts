/**
 * Runs `task` once the page has loaded, `delayMs` more have passed, and the main thread has a
 * quiet moment: for code nobody waits for, so it never competes with the first render or the
 * page's largest image. Returns a cancel function.
 */
export function whenIdle(task: () => void, delayMs = 0, timeoutMs = 2000): () => void {
  let cancel = () => {};
  const idle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 300);
      cancel = () => window.clearTimeout(handle);
    }
  };
  const schedule = () => {
    const handle = window.setTimeout(idle, delayMs);
    cancel = () => window.clearTimeout(handle);
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
