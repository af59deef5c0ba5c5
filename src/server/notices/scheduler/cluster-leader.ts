import pg from 'pg';

/**
 * An arbitrary constant: the Postgres advisory lock that makes one server of a cluster the one
 * that sends the new-episode notices (another than the backups' lock, so the two jobs may fall to
 * different servers).
 */
const NOTICES_LOCK_KEY = 7_036_182_552;

export interface ClusterLeader {
  /** True while this server holds the lock (taking it when free). */
  leading(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * One server of a Postgres cluster runs the scheduler: the one whose own connection holds
 * `pg_try_advisory_lock`. The lock lives as long as that connection, so when the server stops
 * or dies Postgres frees it and the next server to ask takes over. With SQLite there is one
 * server, which always leads.
 */
export function clusterLeader(
  connectionString: string | undefined,
  onError: (error: unknown) => void,
): ClusterLeader {
  if (!connectionString) return { leading: async () => true, close: async () => {} };
  let client: pg.Client | null = null;
  let leader = false;
  return {
    async leading() {
      if (leader && client) return true;
      try {
        if (!client) {
          const fresh = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
          // A lost connection loses the lock too: the next run asks again.
          fresh.on('error', () => {
            leader = false;
            if (client === fresh) client = null;
          });
          client = fresh;
          await fresh.connect();
        }
        const { rows } = await client.query<{ got: boolean }>(
          'select pg_try_advisory_lock($1) as got',
          [NOTICES_LOCK_KEY],
        );
        leader = rows[0]?.got === true;
      } catch (error) {
        onError(error);
        leader = false;
        void client?.end().catch(() => undefined);
        client = null;
      }
      return leader;
    },
    async close() {
      leader = false;
      const closing = client;
      client = null;
      await closing?.end().catch(() => undefined);
    },
  };
}
