import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

/**
 * Draws the installable app's icons (public/icons/*.png) from the favicon's design: the accent
 * 'N' stroke on the page background. Run by hand when the mark changes
 * (`npm run icons`); the PNGs are committed, so the build
 * needs no image library. The maskable icon fills its square and keeps the mark inside the
 * central 80 % circle that launchers never crop.
 */

const BG = [0x0a, 0x0a, 0x0a] as const;
const ACCENT = [0xff, 0x14, 0x23] as const;

/** The favicon's path on its 32-unit grid: M8 24 V8 L24 24 V8, stroke 3.5, round caps. */
const SEGMENTS: ReadonlyArray<readonly [number, number, number, number]> = [
  [8, 24, 8, 8],
  [8, 8, 24, 24],
  [24, 24, 24, 8],
];
const STROKE = 3.5;

function distanceToSegment(px: number, py: number, [x1, y1, x2, y2]: readonly number[]) {
  const dx = x2! - x1!;
  const dy = y2! - y1!;
  const t = Math.max(0, Math.min(1, ((px - x1!) * dx + (py - y1!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1! + t * dx), py - (y1! + t * dy));
}

/** RGBA pixels: `markScale` is the share of the square the 32-unit design takes. */
function drawIcon(size: number, options: { markScale: number; rounded: boolean }) {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = (size * options.markScale) / 32;
  const offset = (size - size * options.markScale) / 2;
  const radius = options.rounded ? size * (6 / 32) : 0;
  const samples = 4; // 4×4 supersampling smooths the stroke's edges.
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let ink = 0;
      let cover = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = x + (sx + 0.5) / samples;
          const py = y + (sy + 0.5) / samples;
          if (!insideRoundedSquare(px, py, size, radius)) continue;
          cover++;
          const gx = (px - offset) / unit;
          const gy = (py - offset) / unit;
          if (SEGMENTS.some((s) => distanceToSegment(gx, gy, s) <= STROKE / 2)) ink++;
        }
      }
      const total = samples * samples;
      const mix = cover === 0 ? 0 : ink / cover;
      const at = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(BG[c]! + (ACCENT[c]! - BG[c]!) * mix);
      pixels[at + 3] = Math.round((cover / total) * 255);
    }
  }
  return encodePng(size, pixels);
}

function insideRoundedSquare(px: number, py: number, size: number, radius: number) {
  if (radius === 0) return true;
  const cx = Math.min(Math.max(px, radius), size - radius);
  const cy = Math.min(Math.max(py, radius), size - radius);
  return Math.hypot(px - cx, py - cy) <= radius;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer) {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size: number, rgba: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const icons = {
  'icon-192.png': drawIcon(192, { markScale: 1, rounded: true }),
  'icon-512.png': drawIcon(512, { markScale: 1, rounded: true }),
  // Full bleed, the mark at 60 %: its corners stay inside the 80 % safe circle.
  'icon-maskable-512.png': drawIcon(512, { markScale: 0.6, rounded: false }),
  'apple-touch-icon-180.png': drawIcon(180, { markScale: 0.8, rounded: false }),
};
for (const [name, png] of Object.entries(icons)) {
  writeFileSync(path.join(out, name), png);
  console.log(`${name}: ${png.length} bytes`);
}
