import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '@/shared/api/api-error';
import { HttpError } from './errors';

/**
 * The one place that turns thrown errors into `{error:{code,message}}` answers. Errors from bad
 * input (Fastify's own 4xx: bad JSON, too-large body, wrong content type) keep their status, so
 * bad input never shows up as a 500.
 */
export function errorHandler(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send(error.body());
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(apiErrorBody(errorCode(error), error.message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(apiErrorBody('internal', 'Something went wrong. Please try again.'));
}

/** Fastify's error codes in the API's style: FST_ERR_CTP_BODY_TOO_LARGE → ctp-body-too-large. */
export function errorCode(error: { code?: string }) {
  return error.code
    ? error.code
        .toLowerCase()
        .replace(/^fst_err_/, '')
        .replace(/_/g, '-')
    : 'bad-request';
}
