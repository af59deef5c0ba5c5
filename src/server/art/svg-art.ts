import { artStyle, patternSvg } from './art-pattern';
import { escapeXml, wrapText } from './art-text';

/**
 * Generated art for the embedded catalogue: posters (2:3), backdrops and episode stills
 * (16:9) and profile pictures (2:3). Each image depends only on its seed and text, so it
 * can be cached forever. System monospace fonts only: no external fonts or images.
 */
const FONT = 'font-family="ui-monospace,Menlo,Consolas,monospace"';

function frame(
  w: number,
  h: number,
  seed: string,
  label: string,
  body: (accent: string) => string,
): string {
  const s = artStyle(seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(label)}">` +
    `<defs><radialGradient id="g" cx=".5" cy=".3" r=".8"><stop offset="0" stop-color="${s.glow}"/>` +
    `<stop offset=".6" stop-color="#1a1a1a"/><stop offset="1" stop-color="#0a0a0a"/></radialGradient>` +
    `<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#0a0a0a" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#0a0a0a" stop-opacity=".95"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${patternSvg(seed, s, w, h)}` +
    `<rect width="${w}" height="${h}" fill="url(#f)"/>` +
    `<rect x=".5" y=".5" width="${w - 1}" height="${h - 1}" fill="none" stroke="${s.accent}" stroke-opacity=".5"/>` +
    `${body(s.accent)}</svg>`
  );
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  lead: number,
  anchor = 'start',
): string {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" y="${y + i * lead}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text ${FONT} font-size="${size}" font-weight="700" fill="#e5e5e5" text-anchor="${anchor}">${spans}</text>`;
}

function caption(text: string, x: number, y: number, size: number, accent: string): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" letter-spacing="2" fill="${accent}">${escapeXml(text.toUpperCase())}</text>`;
}

export function posterSvg(seed: string, title: string, subtitle: string): string {
  const lines = wrapText(title, 14, 4);
  const top = 300 - 44 - (lines.length - 1) * 22;
  return frame(
    200,
    300,
    seed,
    `Poster: ${title}`,
    (a) => `${textLines(lines, 16, top, 19, 22)}${caption(subtitle, 16, 282, 10, a)}`,
  );
}

export function backdropSvg(seed: string, title: string, subtitle: string): string {
  const lines = wrapText(title, 24, 2);
  const top = 360 - 56 - (lines.length - 1) * 34;
  return frame(
    640,
    360,
    seed,
    `Backdrop: ${title}`,
    (a) => `${textLines(lines, 32, top, 30, 34)}${caption(subtitle, 32, 336, 13, a)}`,
  );
}

export function stillSvg(seed: string, title: string, subtitle: string): string {
  const lines = wrapText(title, 24, 2);
  return frame(
    640,
    360,
    seed,
    `Still: ${title}, ${subtitle}`,
    (a) => `${caption(subtitle, 32, 300, 20, a)}${textLines(lines, 32, 334, 18, 22)}`,
  );
}

export function profileSvg(seed: string, name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  const lines = wrapText(name, 16, 2);
  return frame(
    200,
    300,
    seed,
    `Portrait: ${name}`,
    (a) =>
      `<circle cx="100" cy="118" r="58" fill="#0a0a0a" stroke="${a}" stroke-width="2"/>` +
      `<text x="100" y="134" text-anchor="middle" ${FONT} font-size="44" font-weight="700" fill="${a}">${escapeXml(initials)}</text>` +
      textLines(lines, 100, 236, 15, 20, 'middle'),
  );
}

/** A page background (16:9, no text): the same generated look as the titles' art. */
export function sceneSvg(seed: string): string {
  return frame(1280, 720, seed, 'Background', () => '');
}
