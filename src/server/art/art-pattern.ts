import { seededUnit } from '@/server/catalog/embedded/stable-hash';

/**
 * The neural/cyber look, drawn from a seed: a dark field, a neon glow in one of a few
 * accent hues (red first, as the theme wants), and one of four patterns - a neural net of
 * nodes, circuit traces, rings or a perspective grid. Coordinates are rounded so the SVG stays small.
 */
const HUES = [356, 356, 350, 340, 8, 18, 290, 190];

export interface ArtStyle {
  hue: number;
  accent: string;
  glow: string;
  pattern: number;
}

export function artStyle(seed: string): ArtStyle {
  const hue = HUES[Math.floor(seededUnit(`hue|${seed}`) * HUES.length)]!;
  return {
    hue,
    accent: `hsl(${hue},100%,54%)`,
    glow: `hsl(${hue},90%,30%)`,
    pattern: Math.floor(seededUnit(`pattern|${seed}`) * 4),
  };
}

/** Pattern markup for a w x h canvas, in the accent colour at low opacity. */
export function patternSvg(seed: string, style: ArtStyle, w: number, h: number): string {
  const r = (k: string | number) => seededUnit(`${k}|${seed}`);
  const n = (v: number) => Math.round(v);
  const a = style.accent;
  switch (style.pattern) {
    case 0: {
      // Neural net: nodes joined to their neighbours.
      const pts = Array.from({ length: 9 }, (_, i) => [n(r(`x${i}`) * w), n(r(`y${i}`) * h * 0.7)]);
      const lines = pts
        .slice(1)
        .map((p, i) => `M${pts[i]![0]} ${pts[i]![1]}L${p[0]} ${p[1]}`)
        .join('');
      const dots = pts.map((p) => `<circle cx="${p[0]}" cy="${p[1]}" r="3"/>`).join('');
      return `<path d="${lines}" stroke="${a}" stroke-opacity=".45" fill="none"/><g fill="${a}">${dots}</g>`;
    }
    case 1: {
      // Circuit traces: right-angled runs ending in pads.
      let d = '';
      let pads = '';
      for (let i = 0; i < 6; i++) {
        const y = n(((i + 1) * h * 0.7) / 7);
        const x1 = n(r(`a${i}`) * w * 0.5);
        const x2 = n(x1 + w * 0.2 + r(`b${i}`) * w * 0.3);
        const dy = n((r(`c${i}`) - 0.5) * h * 0.15);
        d += `M${x1} ${y}H${x2}l${Math.abs(dy)} ${dy}`;
        pads += `<circle cx="${x2 + Math.abs(dy)}" cy="${y + dy}" r="3"/>`;
      }
      return `<path d="${d}" stroke="${a}" stroke-opacity=".5" fill="none" stroke-width="2"/><g fill="${a}">${pads}</g>`;
    }
    case 2: {
      // Rings around an off-centre point.
      const cx = n(w * (0.3 + r('cx') * 0.4));
      const cy = n(h * (0.2 + r('cy') * 0.3));
      const rings = [1, 2, 3, 4, 5]
        .map((k) => `<circle cx="${cx}" cy="${cy}" r="${n(k * w * 0.11)}"/>`)
        .join('');
      return `<g fill="none" stroke="${a}" stroke-opacity=".35">${rings}</g>`;
    }
    default: {
      // Perspective grid floor under a horizon.
      const hz = n(h * (0.35 + r('hz') * 0.15));
      let d = '';
      for (let i = -4; i <= 4; i++) d += `M${n(w / 2)} ${hz}L${n(w / 2 + i * w * 0.3)} ${h}`;
      for (let k = 1; k <= 5; k++) d += `M0 ${n(hz + (h - hz) * (k / 5) ** 1.6)}H${w}`;
      return `<path d="${d}" stroke="${a}" stroke-opacity=".35" fill="none"/>`;
    }
  }
}
