import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Waits between attempts to get the LISTEN connection back: quick at first, then every second
 * (a refused connection costs Postgres nothing), so listeners hear again soon after it is back.
 */
const RECONNECT_DELAYS_MS = [250, 500, 1000];

export interface PostgresListenOptions {
  connectionString: string;
  channel: string;
  /** Names the listener in log lines ('library change bus', 'room bus'). */
  label: string;
  onPayload: (payload: string | undefined) => void;
  /** The connection is back after a loss: notices sent meanwhile were missed. */
  onBack: () => void | Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export interface PostgresListen {
  /** Whether the LISTEN connection is up (tests and logs). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * One LISTEN connection of this process on `channel`, its own (NOTIFY goes through the shared
 * pool), kept up: lost (a Postgres restart, a killed connection, a host silent past TCP
 * keep-alive), it reconnects and calls `onBack`. What the library's and the rooms' buses share.
 */
export async function startPostgresListen(options: PostgresListenOptions): Promise<PostgresListen> {
  const { label, log } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
  };

  const connect = async (afterLoss: boolean) => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: 5000,
      // A restart ends the connection at once; a host that vanishes without a word is found by
      // TCP keep-alive probes, from 10 s of silence on, instead of never.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => options.onPayload(message.payload));
    // Errors after connecting (Postgres restarted, the connection killed) end this client;
    // without a listener the error would crash the process.
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      scheduleReconnect();
    };
    next.on('error', (error) => {
      log.warn({ err: error }, `${label}: the LISTEN connection failed`);
      lost();
    });
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
    } catch (error) {
      log.warn({ err: error }, `${label}: cannot LISTEN yet; retrying`);
      void next.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    if (afterLoss) {
      log.info(`${label}: listening again`);
      await options.onBack();
    }
  };

  await connect(false);

  return {
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
