import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** public/manifest.webmanifest, as Chromium's installability check and launchers read it. */
const publicDir = path.resolve(__dirname, '../../../public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));

function pngSize(file: string) {
  const png = readFileSync(path.join(publicDir, file));
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the web manifest', () => {
  it('names the app, opens /browse standalone, in the design colours', () => {
    expect(manifest).toMatchObject({
      name: 'NEXUS',
      short_name: 'NEXUS',
      start_url: '/browse',
      scope: '/',
      display: 'standalone',
      background_color: '#0a0a0a',
      theme_color: '#0a0a0a',
    });
  });

  it('has 192 and 512 px icons and a maskable one, each the size it claims', () => {
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
  });

  it('matches the page: the theme colour in index.html', () => {
    const html = readFileSync(path.resolve(publicDir, '../index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });
});
