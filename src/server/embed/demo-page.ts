export interface DemoTarget {
  type: 'movie' | 'tv';
  id: number;
  season?: number;
  episode?: number;
  start?: number;
}

/**
 * The demo stream's page. No inline script or style: the behaviour lives in
 * /embed/assets/demo-player.js, so the strict CSP (script-src 'self') holds. The target travels
 * in data attributes; every value is a validated number, so nothing here needs escaping beyond
 * that. The title's name arrives from the player as a message (a text node, never markup), so
 * the label can say 'Demo stream: Inception' without this page looking anything up. The clip is
 * not muted here: the script tries sound first (the Play click that opened the player allows it)
 * and falls back to muted autoplay when the browser refuses.
 */
export function demoPage(target: DemoTarget): string {
  const what =
    target.type === 'movie'
      ? `movie ${target.id}`
      : `series ${target.id}, season ${target.season}, episode ${target.episode}`;
  const data = [
    `data-type="${target.type}"`,
    `data-id="${target.id}"`,
    target.season ? `data-season="${target.season}"` : '',
    target.episode ? `data-episode="${target.episode}"` : '',
    target.start ? `data-start="${target.start}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>NEXUS demo stream</title>
<link rel="stylesheet" href="/embed/assets/demo-player.css">
<script src="/embed/assets/demo-player.js" defer></script>
</head>
<body ${data}>
<main class="stage">
<p class="badge" id="demo-badge"><strong id="demo-label">Demo stream</strong> <span id="demo-settings"></span> <button type="button" id="demo-hide" aria-label="Hide the demo label">×</button></p>
<video id="demo-video" src="/embed/assets/demo-clip.webm" controls playsinline preload="auto" aria-label="Demo stream for ${what}"></video>
</main>
</body>
</html>
`;
}
