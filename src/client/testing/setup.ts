import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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

// findBy* and waitFor wait for a condition; their default bound of 1 s is shorter than a render
// takes on a busy 2-core CI machine, which failed tests whose condition did come true.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
