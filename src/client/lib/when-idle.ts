/**
 * Runs `task` once the page has loaded and the main thread has a quiet moment (at the latest
 * `timeoutMs` after load): for code nobody waits for, so it never competes with the first
 * render or the page's largest image. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 300);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
