import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-ph-')) });
const app = await buildApp({ config, chatRateLimit: false });
const list = JSON.parse((await app.inject({ url: '/api/catalog/trending/movie/week?page=1' })).body);
const mod = await import(pathToFileURL(path.resolve('dist/ssr/entry-server.js')).href);
const render = await mod.createPageRenderer({ authMode: 'accounts', version: 'x', catalog: 'embedded' });
const req = { url: '/browse', session: { session: { id: 's', userId: 'u', expiresAt: new Date(Date.now() + 1e9).toISOString(), createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), token: 't' }, user: { id: 'u', email: 'a@b.c', name: 'Ada', emailVerified: false, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() } }, answers: { '/api/catalog/trending/movie/week?page=1': list } };
let out; for (let i = 0; i < 100; i++) out = await render(req);
console.log('html', out.html.length, 'queries', JSON.stringify(out.queries).length, 'failures', out.failures.length);
for (let round = 0; round < 3; round++) {
const N = 200; const c = process.cpuUsage(); const t = performance.now();
for (let i = 0; i < N; i++) await render(req);
const u = process.cpuUsage(c);
const t2 = performance.now(); for (let i = 0; i < N; i++) JSON.stringify(out.queries);
const t3 = performance.now(); 
console.log('render cpu ms', ((u.user + u.system) / 1000 / N).toFixed(2), 'wall', ((t2 - t) / N).toFixed(2), 'stringify queries ms', ((t3 - t2) / N).toFixed(3));
}
await app.close();
