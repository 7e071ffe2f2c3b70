import { type ErrorCode, errorStatus } from '@app/shared/errors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const errorBody = z.object({
  message: z.string(),
  error: z.string(),
  code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** Response schemas for the error statuses a route documents. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}

/** OpenAPI generated from the zod route schemas: /api/docs/json, UI at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Miami Elite Rentals API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
});
