import { describe, expect, it } from 'vitest';
import { defaultSandbox, type StreamProvider } from '@/shared/player/provider-schema';
import { messageOriginMatcher } from './message-origins';

const provider = (messageOrigins: string[]): StreamProvider => ({
  id: 'acme',
  name: 'Acme',
  movieUrl: 'https://p.example/movie/{id}',
  tvUrl: 'https://p.example/tv/{id}/{season}/{episode}',
  messageOrigins,
  sandbox: defaultSandbox,
  referrerPolicy: 'origin',
  adapter: 'auto',
});

describe('which origins may send progress', () => {
  it('the templates’ origin when none is configured', () => {
    const allowed = messageOriginMatcher(provider([]), 'https://nexus.test');
    expect(allowed('https://p.example')).toBe(true);
    expect(allowed('https://evil.example')).toBe(false);
  });

  it('several hosts, self, and any subdomain behind a wildcard, never the bare or a look-alike', () => {
    const allowed = messageOriginMatcher(
      provider(['self', 'https://cdn.example', 'https://*.mirror.example']),
      'https://nexus.test',
    );
    expect(allowed('https://nexus.test')).toBe(true);
    expect(allowed('https://cdn.example')).toBe(true);
    expect(allowed('https://eu1.mirror.example')).toBe(true);
    expect(allowed('https://a.b.mirror.example')).toBe(true);
    expect(allowed('https://mirror.example')).toBe(false);
    expect(allowed('https://evilmirror.example')).toBe(false);
    expect(allowed('http://eu1.mirror.example')).toBe(false);
    expect(allowed('https://eu1.mirror.example.evil.test')).toBe(false);
  });
});
