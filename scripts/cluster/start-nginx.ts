import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? null;

export const hasNginx = NGINX !== null;

/**
 * Runs deploy/nginx.conf, the file we ship, in front of the given server ports: only its listen
 * address and its upstream servers are replaced. A small main configuration around it keeps
 * nginx's pid, logs and temporary files in `dir`, so it runs next to a system nginx.
 */
export async function startNginx(
  dir: string,
  port: number,
  serverPorts: number[],
  /** Lines added to the http block around the shipped file (benchmarks). */
  httpExtra: string[] = [],
) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx).');
  const shipped = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const servers = serverPorts
    .map((serverPort) => `    server 127.0.0.1:${serverPort} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const site = shipped
    .replace(
      /^ {4}server 127\.0\.0\.1:\d+ .*;\n(?: {4}server 127\.0\.0\.1:\d+ .*;\n)*/m,
      `${servers}\n`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!site.includes(`:${serverPorts[0]} `) || !site.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error(
      'deploy/nginx.conf no longer has the upstream or listen lines the test replaces.',
    );
  }
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeFileSync(path.join(dir, 'nexus.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root, nginx's workers would run as nobody, who cannot write in `dir`.
      userInfo().uid === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes auto;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...httpExtra.map((line) => `  ${line}`),
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'nexus.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`nginx on ${origin}`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    return fetch(`${origin}/healthz`).then(
      (res) => res.status > 0,
      () => false,
    );
  });
  return {
    origin,
    /** nginx's own error log: what it retried and why. */
    errorLog: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
