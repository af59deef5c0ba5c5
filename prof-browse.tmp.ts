import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
const config = loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-prof-')), AUTH_PASSWORD_COST: 'test-only-cheap', NODE_ENV: 'test' } as never);
const app = await buildApp({ config, clientDir: path.resolve('dist/client') });
const su = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { host: 'nexus.test', origin: 'http://nexus.test', 'content-type': 'application/json' }, payload: { name: 'Bench Viewer', email: 'b@example.com', password: 'Bench-Pass-2024' } });
const sc = su.headers['set-cookie']; const cookie = (Array.isArray(sc) ? sc : [String(sc)]).map((l) => l.split(';')[0]).join('; ');
const get = () => app.inject({ url: '/browse', headers: { host: 'nexus.test', accept: 'text/html', cookie, 'accept-encoding': 'br' } });
for (let i = 0; i < 50; i++) await get();
const N = Number(process.env.N ?? 300);
const t0 = process.cpuUsage(); const w0 = performance.now();
for (let i = 0; i < N; i++) { const r = await get(); if (r.statusCode !== 200) throw new Error(String(r.statusCode)); }
const cpu = process.cpuUsage(t0);
console.log(`${N} /browse: ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms CPU each, ${((performance.now() - w0) / N).toFixed(2)} ms wall`);
await app.close();
