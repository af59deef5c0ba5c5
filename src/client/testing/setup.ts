import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance as nodePerformance } from 'node:perf_hooks';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

// The client tests run in VM contexts (vitest.config.ts, decision 0029), whose jsdom window lacks
// what Node gave the page in a process of its own: the web streams MSW reads bodies with, and
// performance.mark (page-ready.tsx marks hydration). The same, from Node.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
});
if (typeof performance.mark !== 'function') {
  Object.assign(performance, {
    mark: nodePerformance.mark.bind(nodePerformance),
    measure: nodePerformance.measure.bind(nodePerformance),
  });
}

// The interface's compiled messages (vitest's global setup compiles them, as the build does) are
// served from disk, as the app's server serves them: a test that switches the page's language
// reads the real catalogue. Everything else goes to fetch as it was (MSW wraps this).
const networkFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const catalogue = /\/i18n\/catalogs\/([\w-]+)\.json(?:\?|$)/.exec(url)?.[1];
  if (!catalogue) return networkFetch(input, init);
  const text = await readFile(path.join('src/client/i18n/catalogs', `${catalogue}.json`), 'utf8');
  return new Response(text, { headers: { 'content-type': 'application/json' } });
};

// findBy* and waitFor wait for a condition; their default bound of 1 s is shorter than a render
// takes on a busy 2-core CI machine, which failed tests whose condition did come true.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
