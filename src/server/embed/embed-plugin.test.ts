import * as v from 'valibot';
import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/testing/use-test-app';
import { streamProvidersResponseSchema } from '@/shared/player/provider-schema';

describe('demo stream and provider list', () => {
  const served = useTestApp({ AUTH_MODE: 'anonymous' });

  it('lists the demo provider when none is configured', async () => {
    const res = await served.app.inject('/api/stream-providers');
    expect(res.statusCode).toBe(200);
    const body = v.parse(streamProvidersResponseSchema, res.json());
    expect(body.providers.map((p) => p.id)).toEqual(['nexus-demo']);
  });

  it('serves the movie page: a labelled <video>, an external script, no inline script', async () => {
    const res = await served.app.inject('/embed/movie/550?start=42');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<video id="demo-video" src="/embed/assets/demo-clip.webm"');
    // A small label that the player names the title in, and that can be hidden.
    expect(res.body).toContain('<strong id="demo-label">Demo stream</strong>');
    expect(res.body).toContain('aria-label="Hide the demo label"');
    expect(res.body).not.toContain('stands in for movie');
    // Not muted by markup: the script tries sound first (a Play click allows it).
    expect(res.body).not.toMatch(/<video[^>]* muted/);
    expect(res.body).toContain('data-start="42"');
    expect(res.body).toMatch(/<script src="\/embed\/assets\/demo-player.js" defer><\/script>/);
    expect(res.body).not.toMatch(/<script>(?!<)/);
    // Our player may frame it; nobody else may.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the TV page with season and episode', async () => {
    const res = await served.app.inject('/embed/tv/1396/2/3');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-season="2" data-episode="3"');
    expect(res.body).toContain('series 1396, season 2, episode 3');
  });

  it.each([
    '/embed/movie/abc',
    '/embed/movie/0',
    '/embed/tv/1/0/1',
    '/embed/tv/1/1/-2',
    '/embed/movie/5?start=-1',
  ])('answers %s with a 400, never a 500', async (url) => {
    const res = await served.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'bad-request' } });
  });

  it('ships a real clip under 2 MB, labelled as a demo', () => {
    const clip = statSync(path.join(import.meta.dirname, 'assets', 'demo-clip.webm'));
    expect(clip.size).toBeGreaterThan(100_000);
    expect(clip.size).toBeLessThan(2 * 1024 * 1024);
  });

  it('serves the clip with range support, and the script', async () => {
    const clip = await served.app.inject({
      url: '/embed/assets/demo-clip.webm',
      headers: { range: 'bytes=0-99' },
    });
    expect(clip.statusCode).toBe(206);
    expect(clip.headers['content-type']).toBe('video/webm');
    expect(clip.rawPayload.length).toBe(100);
    expect(clip.headers['cache-control']).toBe('public, max-age=86400');
    const script = await served.app.inject('/embed/assets/demo-player.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("type: 'PLAYER_EVENT'");
  });
});

describe('configured providers', () => {
  const providers = [
    {
      id: 'acme',
      name: 'Acme',
      movieUrl: 'https://player.acme.example/movie/{id}',
      tvUrl: 'https://player.acme.example/tv/{id}/{season}/{episode}',
    },
  ];
  const served = useTestApp({
    AUTH_MODE: 'anonymous',
    STREAM_PROVIDERS: JSON.stringify(providers),
  });

  it('are listed and their origins are allowed in frame-src', async () => {
    const res = await served.app.inject('/api/stream-providers');
    expect(res.json().providers[0]).toMatchObject({ id: 'acme', adapter: 'auto' });
    expect(res.headers['content-security-policy']).toMatch(
      /frame-src 'self' https:\/\/www\.youtube\.com https:\/\/player\.acme\.example/,
    );
  });
});
