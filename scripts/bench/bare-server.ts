import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The baseline of `npm run bench:api`: a bare node:http server that answers every request with
 * the bytes it is given (status 200, headers and body, as captured from our cached list), in
 * its own process like our server. Usage: bare-server.ts <response.json>. Prints the origin.
 */
const { headers, body } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const bytes = Buffer.from(body);
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
