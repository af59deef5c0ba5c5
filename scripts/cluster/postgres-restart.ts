import { catalogListPath } from '@/shared/catalog/api-paths';
import { LIBRARY_PATHS } from '@/shared/library/library-api';
import type { TestPostgres } from '@/server/db/testing/test-postgres';
import { callJson, saveToVault, type JsonAnswer } from './cluster-http';

interface Viewer {
  cookie: string;
  userId: string;
}

/** Longer than this is a hang: the database's own connect timeout is 5 s. */
const HANG_MS = 7_000;
const WORKERS = 6;

/**
 * Postgres stopped and started again under a load of signed-in visitors (session checks,
 * library pushes, catalogue lists) through nginx. What may be answered: 200, or 503
 * `database-unavailable` for what needs the database. What may not: any other status (a 500, a
 * 401 that would sign a device out), a session answered "no user", an answer slower than 7 s,
 * a server that exits. Returns those problems and how long after Postgres was back the cluster
 * answered a session check and a push again.
 */
export async function postgresRestartUnderLoad(options: {
  origin: string;
  postgres: TestPostgres;
  viewers: Viewer[];
  downMs: number;
}) {
  const { origin, viewers } = options;
  const problems: string[] = [];
  const counts = { requests: 0, unavailable: 0 };
  let backAt = 0;
  let recoveredAt = 0;
  let lastOk = { session: 0, push: 0 };
  let running = true;

  const judge = (kind: 'session' | 'push' | 'list', viewer: Viewer, answer: JsonAnswer) => {
    counts.requests += 1;
    if (answer.ms > HANG_MS) problems.push(`${kind} took ${Math.round(answer.ms)} ms`);
    if (answer.status === 503 && answer.body.error?.code === 'database-unavailable') {
      if (kind === 'list') problems.push('a catalogue list needed the database');
      counts.unavailable += 1;
      return;
    }
    if (answer.status !== 200) {
      problems.push(
        `${kind} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
      );
      return;
    }
    if (kind === 'session' && (answer.body.user as { id?: string } | null)?.id !== viewer.userId) {
      problems.push('a session check answered "no user"');
      return;
    }
    if (kind !== 'list') lastOk = { ...lastOk, [kind]: Date.now() };
    if (backAt && !recoveredAt && lastOk.session > backAt && lastOk.push > backAt) {
      recoveredAt = Date.now();
    }
  };

  let pushes = 0;
  const worker = async (n: number) => {
    for (let i = n; running; i += WORKERS) {
      const kind = (['session', 'push', 'list'] as const)[i % 3]!;
      // Pushes go round the viewers in turn: at most 2 workers × 10 a second over them, so
      // with 16 viewers none nears the library's 120 a minute however long the outage lasts.
      const viewer = viewers[(kind === 'push' ? (pushes += 1) : i) % viewers.length]!;
      const { cookie } = viewer;
      const answer =
        kind === 'session'
          ? await callJson(`${origin}/api/auth/get-session`, {
              origin,
              cookie,
              timeoutMs: HANG_MS * 2,
            })
          : kind === 'push'
            ? await callJson(`${origin}${LIBRARY_PATHS.push}`, {
                origin,
                cookie,
                method: 'POST',
                body: { ops: [saveToVault(200_000 + i)] },
                timeoutMs: HANG_MS * 2,
              })
            : await callJson(`${origin}${catalogListPath('movie', 'popular', 1)}`, { origin });
      judge(kind, viewer, answer);
      // A visitor's pace, not a flood: the library's per-user limit stays out of the picture.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const workers = Array.from({ length: WORKERS }, (_, n) => worker(n));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await options.postgres.pause();
  await new Promise((resolve) => setTimeout(resolve, options.downMs));
  await options.postgres.resume();
  backAt = Date.now();
  const deadline = backAt + 15_000;
  while (!recoveredAt && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  running = false;
  await Promise.all(workers);
  if (!recoveredAt)
    problems.push('the cluster did not recover within 15 s of Postgres coming back');
  return {
    ...counts,
    problems,
    recoveredMs: recoveredAt ? recoveredAt - backAt : Infinity,
  };
}
