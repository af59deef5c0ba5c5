import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-ph-')) });
const app = await buildApp({ config, chatRateLimit: false });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const su = await fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ name: 'B', email: 'b@example.com', password: 'Bench-Pass-2024', rememberMe: true }) });
const cookie = su.headers.getSetCookie().map((h) => h.split(';')[0]).join('; ');
console.log('cookie', cookie.slice(0, 60));
for (const extra of ['', '; nexus_tz=Europe%2FParis; nexus_locale=en-GB']) {
  const r = await fetch(`${origin}/browse`, { headers: { cookie: cookie + extra }, redirect: 'manual' });
  console.log(r.status, r.headers.get('location'), (await r.text()).length);
}
await app.close();
process.exit(0);
