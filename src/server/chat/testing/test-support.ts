import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { createAccountsHandle } from '@/server/auth/accounts-handle';
import { loadConfig } from '@/server/config';
import { errorHandler } from '@/server/http/error-handler';
import { chatPlugin, type ChatPluginOptions } from '../chat-plugin';
import { testCatalogue } from '../local/testing/test-catalogue';

/** A request the fake upstream received, as it arrived on the wire. */
export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Handler = (req: Recorded, res: ServerResponse) => void | Promise<void>;

/** A fake upstream AI API on 127.0.0.1: records each request, answers with the handler. */
export async function startFakeUpstream(handler: Handler) {
  const requests: Recorded[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const text = Buffer.concat(chunks).toString();
    const recorded: Recorded = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    await handler(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The chat plugin alone, on the fixture catalogue, with every log line captured. */
export async function buildChatApp(
  env: Record<string, string>,
  options: Partial<Omit<ChatPluginOptions, 'config'>> = {},
) {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream } });
  app.setErrorHandler(errorHandler);
  const catalogue = testCatalogue();
  await app.register(chatPlugin, {
    // Accounts off unless a test asks for them: most chat tests are about the answers.
    config: loadConfig({ LOG_LEVEL: 'debug', AUTH_MODE: 'anonymous', ...env }),
    catalogue: () => catalogue,
    aiTimeoutMs: 2000,
    ...options,
  });
  return { app, logs, catalogue };
}

/**
 * A stand-in for the accounts at the edge of the chat plugin: the `x-test-user` header names the
 * signed-in user; without it nobody is. The real session lookup is tested through the whole app.
 */
export const headerAccounts = {
  ...createAccountsHandle(),
  userOf: async (request: { headers: Record<string, unknown> }) => {
    const user = request.headers['x-test-user'];
    return typeof user === 'string' ? user : null;
  },
};

/**
 * A fake OpenAI-compatible provider that always answers, and a chat with accounts on that asks
 * it: for the tests of the daily caps on the paid AI. `env` sets the caps.
 */
export async function buildChatWithFakeAi(
  env: Record<string, string>,
  options: Partial<Omit<ChatPluginOptions, 'config'>> = {},
) {
  const completion = {
    choices: [{ index: 0, message: { role: 'assistant', content: 'Try Die Hard (1988).' } }],
  };
  const upstream = await startFakeUpstream((_req, res) => sendJson(res, 200, completion));
  const chat = await buildChatApp(
    {
      AUTH_MODE: 'accounts',
      OPENAI_BASE_URL: `${upstream.url}/v1`,
      OPENAI_MODEL: 'local-llama',
      ...env,
    },
    options,
  );
  return { upstream, chat };
}
