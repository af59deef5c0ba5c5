import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';
import { demoProvider } from '@/shared/player/provider-schema';
import {
  loadStreamProviders,
  streamFrameOrigins,
  streamProviderWarnings,
} from './stream-providers';

const provider = {
  id: 'acme',
  name: 'Acme Player',
  movieUrl: 'https://player.acme.example/movie/{id}?t={start}',
  tvUrl: 'https://player.acme.example/tv/{id}/{season}/{episode}',
  messageOrigins: ['https://player.acme.example'],
};

describe('loadStreamProviders', () => {
  it('falls back to the demo stream when nothing is configured', () => {
    const [only] = loadStreamProviders(loadConfig({}));
    expect(only?.id).toBe('nexus-demo');
    expect(only?.sandbox).not.toContain('allow-popups');
  });

  it('reads inline JSON and fills the safe defaults', () => {
    const [acme] = loadStreamProviders(
      loadConfig({ STREAM_PROVIDERS: JSON.stringify([provider]) }),
    );
    expect(acme).toMatchObject({ id: 'acme', adapter: 'auto', referrerPolicy: 'origin' });
    expect(acme?.sandbox).toEqual(['allow-scripts', 'allow-same-origin', 'allow-presentation']);
  });

  it('reads a file holding { providers: [...] }', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-providers-'));
    const file = path.join(dir, 'providers.json');
    writeFileSync(file, JSON.stringify({ providers: [provider, { ...provider, id: 'acme-2' }] }));
    const list = loadStreamProviders(loadConfig({ STREAM_PROVIDERS_FILE: file }));
    expect(list.map((p) => p.id)).toEqual(['acme', 'acme-2']);
  });

  it.each([
    ['not JSON', '[{', /not valid JSON/],
    ['an empty list', '[]', /at least one provider/],
    [
      'a template without {id}',
      JSON.stringify([{ ...provider, movieUrl: 'https://x.example/m' }]),
      /movieUrl.*\{id\}/,
    ],
    [
      'a TV template without {episode}',
      JSON.stringify([{ ...provider, tvUrl: 'https://x.example/{id}/{season}' }]),
      /tvUrl/,
    ],
    [
      'a javascript: URL',
      JSON.stringify([{ ...provider, movieUrl: 'javascript:alert({id})' }]),
      /movieUrl/,
    ],
    [
      'an unknown sandbox token',
      JSON.stringify([{ ...provider, sandbox: ['allow-everything'] }]),
      /sandbox/,
    ],
    [
      'an origin with a path',
      JSON.stringify([{ ...provider, messageOrigins: ['https://x.example/p'] }]),
      /messageOrigins/,
    ],
    ['duplicate ids', JSON.stringify([provider, provider]), /unique/],
  ])('rejects %s with a ConfigError naming the problem', (_label, value, message) => {
    const config = loadConfig({ STREAM_PROVIDERS: value });
    expect(() => loadStreamProviders(config)).toThrow(ConfigError);
    expect(() => loadStreamProviders(config)).toThrow(message);
  });

  it('rejects both variables at once and a missing file', () => {
    expect(() =>
      loadStreamProviders(loadConfig({ STREAM_PROVIDERS: '[]', STREAM_PROVIDERS_FILE: '/x' })),
    ).toThrow(/only one/);
    expect(() =>
      loadStreamProviders(loadConfig({ STREAM_PROVIDERS_FILE: '/no/such/file.json' })),
    ).toThrow(/cannot read/);
  });
});

describe('streamFrameOrigins', () => {
  it('lists each absolute template origin once; the demo needs none beyond self', () => {
    const list = loadStreamProviders(
      loadConfig({
        STREAM_PROVIDERS: JSON.stringify([
          provider,
          { ...provider, id: 'b', tvUrl: 'https://tv.example/{id}/{season}/{episode}' },
        ]),
      }),
    );
    expect(streamFrameOrigins(list)).toEqual(['https://player.acme.example', 'https://tv.example']);
    expect(streamFrameOrigins(loadStreamProviders(loadConfig({})))).toEqual([]);
  });
});

describe('providers framed without a sandbox', () => {
  it('are allowed, and named in a start-up warning', () => {
    const providers = loadStreamProviders(
      loadConfig({
        STREAM_PROVIDERS: JSON.stringify([
          {
            id: 'open-player',
            name: 'Open Player',
            movieUrl: 'https://open.example/movie/{imdb}',
            tvUrl: 'https://open.example/tv/{id}/{season}/{episode}',
            sandbox: 'none',
          },
          { ...demoProvider },
        ]),
      }),
    );
    expect(providers[0]!.sandbox).toBe('none');
    expect(streamProviderWarnings(providers)).toEqual([
      'stream provider open-player is framed without a sandbox: it can open popups and navigate away from NEXUS',
    ]);
    expect(streamProviderWarnings([demoProvider])).toEqual([]);
  });
});
