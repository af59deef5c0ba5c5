import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';

/** Starts the server: one port for the app, the API and the demo stream. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`NEXUS cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Held while the server runs, so `npm run restore` never swaps the SQLite file under it. With
  // Postgres the data directory holds no database, and several servers may share one machine's.
  try {
    if (!config.DATABASE_URL) process.on('exit', lockDataDir(config.DATA_DIR));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`NEXUS cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });

  // Graceful shutdown: stop accepting connections, let in-flight requests finish, close the DB.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // A keep-alive connection whose request was in flight when closing began turns idle only
    // later; Node closes idle connections once, at close(). Without this sweep such a browser
    // connection held the process until the 10 s guard killed it with exit code 1.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error('NEXUS failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
