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

/**
 * Where a title and its caption go on art that names a title from the bottom up: the title's
 * last line sits `titleBottom` above the lower edge and grows upwards, the caption below it.
 */
interface TitleLayout {
  kind: string;
  width: number;
  height: number;
  /** Characters a line, and lines at most, before the title is wrapped and cut. */
  lineLength: number;
  maxLines: number;
  margin: number;
  titleSize: number;
  lineHeight: number;
  titleBottom: number;
  captionY: number;
  captionSize: number;
}

const POSTER: TitleLayout = {
  kind: 'Poster',
  width: 200,
  height: 300,
  lineLength: 14,
  maxLines: 4,
  margin: 16,
  titleSize: 19,
  lineHeight: 22,
  titleBottom: 44,
  captionY: 282,
  captionSize: 10,
};

const BACKDROP: TitleLayout = {
  kind: 'Backdrop',
  width: 640,
  height: 360,
  lineLength: 24,
  maxLines: 2,
  margin: 32,
  titleSize: 30,
  lineHeight: 34,
  titleBottom: 56,
  captionY: 336,
  captionSize: 13,
};

function titleArt(layout: TitleLayout, seed: string, title: string, subtitle: string): string {
  const { margin, lineHeight } = layout;
  const lines = wrapText(title, layout.lineLength, layout.maxLines);
  const top = layout.height - layout.titleBottom - (lines.length - 1) * lineHeight;
  return frame(
    layout.width,
    layout.height,
    seed,
    `${layout.kind}: ${title}`,
    (a) =>
      textLines(lines, margin, top, layout.titleSize, lineHeight) +
      caption(subtitle, margin, layout.captionY, layout.captionSize, a),
  );
}

export function posterSvg(seed: string, title: string, subtitle: string): string {
  return titleArt(POSTER, seed, title, subtitle);
}

export function backdropSvg(seed: string, title: string, subtitle: string): string {
  return titleArt(BACKDROP, seed, title, subtitle);
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
