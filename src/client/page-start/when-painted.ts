/**
 * Runs `start` once the browser has painted the page as the server sent it, with the images it
 * shows: after the window's `load` (the images in view have arrived), the next frame, and a task
 * later, so that frame is on the screen first. At the latest after `maxWaitMs`: an image that
 * never finishes must not keep the page from working. Once only.
 */
export function whenPainted(start: () => void, maxWaitMs: number) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // A hidden tab draws no frames: the cap below starts it.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(once, 0));
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
  setTimeout(once, maxWaitMs);
}
