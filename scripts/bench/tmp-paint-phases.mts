import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-ph-')) });
const app = await buildApp({ config, chatRateLimit: false });
const su = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: 'http://localhost', host: 'localhost' }, payload: { name: 'B', email: 'b@example.com', password: 'Bench-Pass-2024' } });
const sc = su.headers['set-cookie']; const cookie = (Array.isArray(sc) ? sc : [String(sc)]).map((l) => l.split(';')[0]).join('; ');
const url = process.argv[2] ?? '/browse';
const enc = process.argv[3] ?? '';
for (let i = 0; i < 50; i++) await app.inject({ url, headers: { cookie, host: 'localhost', 'accept-encoding': enc } });
const t = performance.now(); const cpu = process.cpuUsage();
const N = 300;
let size = 0;
for (let i = 0; i < N; i++) { const r = await app.inject({ url, headers: { cookie, host: 'localhost', 'accept-encoding': enc } }); size = r.rawPayload.length; if (r.statusCode !== 200) throw new Error(String(r.statusCode)); }
const c = process.cpuUsage(cpu);
console.log(url, enc || 'identity', 'bytes', size, 'wall ms/req', ((performance.now() - t) / N).toFixed(2), 'cpu ms/req', ((c.user + c.system) / 1000 / N).toFixed(2));
for (const p of ['/api/auth/get-session', '/api/catalog/trending/movie/week?page=1']) {
  const t2 = performance.now();
  for (let i = 0; i < N; i++) await app.inject({ url: p, headers: { cookie, host: 'localhost' } });
  console.log(p, 'ms/req', ((performance.now() - t2) / N).toFixed(2));
}
await app.close();
