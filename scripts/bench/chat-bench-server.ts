import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { chatPlugin } from '@/server/chat/chat-plugin';
import { loadConfig } from '@/server/config';
import { errorHandler } from '@/server/http/error-handler';

/**
 * The chat route alone, for `npm run bench:chat`, in its own process so that autocannon does
 * not share its event loop. The rate limit is lifted through the plugin option (never an env
 * variable), so a production server cannot be started without it. Prints the origin when ready.
 */
// Accounts off: this measures the recommender behind the route, not the session lookup.
const config = loadConfig({
  LOG_LEVEL: 'silent',
  AUTH_MODE: 'anonymous',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-bench-chat-')),
});
const app = Fastify({ logger: false });
app.setErrorHandler(errorHandler);
await app.register(chatPlugin, { config, rateLimit: false });
getEmbeddedCatalogue();
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${origin}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
