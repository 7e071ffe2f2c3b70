import { type ErrorCode, errorStatus, localizedErrorMessages } from '@app/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { answerLanguage } from '../lib/answer-language.ts';
import { AppError, apiErrorBody } from '../lib/app-error.ts';

/**
 * Route parameters whose refusal has a code of its own: ARCHITECTURE.md's 400 `Invalid service type`
 * is an answer a client words for itself, not one field rule among others.
 */
const paramCodes: Record<string, ErrorCode> = { serviceType: 'SERVICE_TYPE_INVALID' };

/** The framework's own refusals that have a code or words of their own, by Fastify's error code. */
const frameworkErrors: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_BAD_URL: { code: 'MALFORMED_URL', message: 'Malformed URL' },
};

/** A Fastify error without a code of ours: the code its status stands for. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'ROUTE_NOT_FOUND';
  return 'BAD_REQUEST';
}

function send(reply: FastifyReply, code: ErrorCode, message: string, details?: Record<string, unknown>) {
  return reply.status(errorStatus[code]).send(apiErrorBody(code, message, details));
}

/** The field entries of `details` that repeat the English message, in the answer's language. */
function localizeFields(details: Record<string, unknown> | undefined, english: string, message: string) {
  if (!details || !Array.isArray(details.fields)) return details;
  const fields = (details.fields as Array<{ field: string; message: string }>).map((f) =>
    f.message === english ? { ...f, message } : f,
  );
  return { ...details, fields };
}

/** One error handler for the whole API: `{message, error, code, details?}`, no stack or SQL for 5xx. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const words = err.localized ?? localizedErrorMessages[err.code];
      if (!words) return send(reply, err.code, err.message, err.details);
      const message = words[answerLanguage(request)];
      return send(reply, err.code, message, localizeFields(err.details, err.message, message));
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      const ownCode = err.validationContext === 'params' ? paramCodes[fields[0]?.field ?? ''] : undefined;
      // One sentence per distinct problem: two fields failing the same SPEC rule say it once.
      const message = [...new Set(fields.map((f) => f.message))].join('; ');
      return send(reply, ownCode ?? 'VALIDATION', message, { in: err.validationContext, fields });
    }

    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return send(reply, 'INTERNAL', 'Internal Server Error');
    }
    return answerFastifyError(err instanceof SyntaxError ? malformedJson : err, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    send(reply, 'ROUTE_NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
});

/**
 * The router's own refusals, before any route or hook runs (Fastify's `frameworkErrors`): a bad URL
 * encoding such as /services/%FF, in the same shape as every other error (issue 20).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  answerFastifyError(error, reply);
}

// A body parser may throw the bare SyntaxError of JSON.parse.
const malformedJson = { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400, message: '' };

function answerFastifyError(
  error: Pick<FastifyError, 'code' | 'statusCode' | 'message'>,
  reply: FastifyReply,
) {
  const known = frameworkErrors[error.code];
  const status = error.statusCode ?? 400;
  const body = apiErrorBody(
    known?.code ?? codeOfStatus(status),
    known?.message ?? error.message,
    undefined,
    status,
  );
  return reply.status(status).send(body);
}
