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
 * that.
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
<video id="demo-video" src="/embed/assets/demo-clip.webm" controls muted autoplay playsinline preload="auto" aria-label="Demo stream for ${what}"></video>
<p class="badge"><strong>DEMO STREAM</strong> <span>A sample clip stands in for ${what}.</span> <span id="demo-settings"></span></p>
</main>
</body>
</html>
`;
}
