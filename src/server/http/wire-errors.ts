import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '@/shared/api/api-error';
import { errorCode } from './error-handler';
import type { SecurityHeaders } from './security-headers';

/**
 * Requests that Fastify refuses before routing never reach the error handler or the hooks:
 * a URL that does not decode, a path parameter over the length limit, headers over Node's size
 * limit, a request that cannot be parsed. Left alone they get Fastify's own body and no
 * security headers; these handlers give them the API's error shape and the same headers.
 */
export function wireErrorHandlers(security: SecurityHeaders) {
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode ?? 400;
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The address is not validly encoded.'
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? 'A part of the address is too long.'
            : 'The request could not be read.';
      return reply
        .headers(security.forUrl(request.url))
        .code(status >= 400 && status < 500 ? status : 400)
        .send(apiErrorBody(errorCode(error), message));
    },

    clientErrorHandler(error: ConnectionError, socket: Socket) {
      // A reset connection has nobody left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, code, message] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'header-too-large', 'The request headers are too large.']
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'request-timeout', 'The request took too long to arrive.']
            : [400, 'bad-request', 'The request could not be read.'];
      const body = JSON.stringify(apiErrorBody(code, message));
      const headers = {
        ...security.forUrl('/'),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        // The connection cannot be reused after a parse error; saying so stops clients from trying.
        connection: 'close',
      };
      if (socket.writable) {
        const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
      }
      socket.destroy();
    },
  };
}
