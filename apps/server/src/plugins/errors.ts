import { errorCodes } from '@app/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorCodeFor } from '../lib/app-error.ts';

/** One error handler for the whole API: `{message, error, details?}`, no stack or SQL for 5xx. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ message: err.message, error: errorCodeFor(err.statusCode), details: err.details });
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      return reply.status(400).send({
        // One sentence per distinct problem: two fields failing the same SPEC rule say it once.
        message: [...new Set(fields.map((f) => f.message))].join('; '),
        error: errorCodes.badRequest,
        details: { in: err.validationContext, fields },
      });
    }

    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ message: 'Internal Server Error', error: errorCodes.internal });
    }
    if (status === 429) {
      return reply.status(429).send({ message: err.message, error: errorCodes.tooManyRequests });
    }
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'Malformed JSON body'
        : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : err.message;
    return reply.status(status).send({ message, error: errorCodeFor(status) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      error: errorCodes.notFound,
    });
  });
});

/**
 * The router's own refusals, before any route or hook runs (Fastify's `frameworkErrors`): a bad URL
 * encoding such as /services/%FF, in the same shape as every other error (issue 20).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message;
  reply.status(status).send({ message, error: errorCodeFor(status) });
}
