import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';

async function logLinesFor(level: string, url: string) {
  const lines: Array<Record<string, unknown>> = [];
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: level,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-log-')),
      AUTH_MODE: 'anonymous',
    }),
    clientDir: tmpdir(),
    hotResponses: false,
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  try {
    const before = lines.length;
    await app.inject(url);
    return lines.slice(before);
  } finally {
    await app.close();
  }
}

describe('request log', () => {
  it('writes one line per request at info: method, path, status and time, no query', async () => {
    const lines = await logLinesFor('info', '/api/catalog/search/multi?query=secret%20plans');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/catalog/search/multi',
      status: 200,
      msg: 'GET /api/catalog/search/multi 200',
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('adds the incoming line at debug', async () => {
    const lines = await logLinesFor('debug', '/healthz');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'GET /healthz 200']);
  });
});
