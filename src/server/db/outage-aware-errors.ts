import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeDatabaseOutage } from './database-outage';
import { errorHandler } from '@/server/http/error-handler';
import { databaseUnavailable, HttpError } from '@/server/http/errors';

/**
 * The error handler of a plugin whose routes need the accounts database (auth, library): a
 * failure that is not the client's while the database is away is an outage, answered 503
 * `database-unavailable` with Retry-After, never a 500 (docs/product.md#sessions). `translate`
 * turns the plugin's own known failures into its errors first.
 */
export function outageAwareErrorHandler(
  databaseUp: () => Promise<boolean>,
  translate: (error: FastifyError) => FastifyError | HttpError = (error) => error,
) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const translated = translate(error);
    const clients = translated instanceof HttpError && translated.statusCode < 500;
    if (!clients && (looksLikeDatabaseOutage(error) || !(await databaseUp()))) {
      return errorHandler(databaseUnavailable(), request, reply);
    }
    return errorHandler(translated, request, reply);
  };
}
