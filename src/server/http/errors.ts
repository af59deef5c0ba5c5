import { apiErrorBody } from '@/shared/api/api-error';

/** An error meant for the client: it carries the status and the `{error:{code,message}}` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body() {
    return apiErrorBody(this.code, this.message);
  }
}

export const badRequest = (message: string, code = 'bad-request') =>
  new HttpError(400, code, message);
export const notFound = (message: string, code = 'not-found') => new HttpError(404, code, message);

/**
 * The accounts database does not answer: nothing about the visitor's session is decided
 * (a 200 with no user would sign them out), and the client tries again after Retry-After.
 */
export const databaseUnavailable = () =>
  new HttpError(
    503,
    'database-unavailable',
    'Accounts are unreachable right now. Please try again in a moment.',
    { 'retry-after': '5' },
  );
