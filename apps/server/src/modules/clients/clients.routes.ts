import {
  clientListQuery,
  clientSchema,
  createClientInput,
  USER_ID_REQUIRED,
  updateClientInput,
} from '@app/shared/clients';
import { idParam, TOTAL_COUNT_HEADER } from '@app/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { clientsRepository, toClient } from './clients.repository.ts';
import { clientNotFound, createClient, deleteClient, updateClient } from './manage-clients.ts';

const admin = [{ bearerAuth: [] }];
const tags = ['users'];

/** The back-office's clients, under the path SPEC.md section 7 gives them: /users. All admin-only. */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'List clients by lastname, name; q searches name, lastname, e-mail and phone',
        security: admin,
        querystring: clientListQuery,
        response: { 200: z.array(clientSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await clientsRepository.list(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(toClient);
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One client',
        security: admin,
        params: idParam(),
        response: { 200: clientSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await clientsRepository.findById(app.db, request.params.id);
      if (!row) throw clientNotFound();
      return toClient(row);
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Create a client (camelCase, snake_case and client-prefixed field names accepted)',
        security: admin,
        body: createClientInput,
        response: { 201: clientSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const row = await createClient(app.db, request.body);
      return reply.status(201).send(toClient(row));
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Update a client: the fields sent are changed, the others kept',
        security: admin,
        params: idParam(USER_ID_REQUIRED),
        body: updateClientInput,
        response: { 200: clientSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => toClient(await updateClient(app.db, request.params.id, request.body)),
  );

  // An update sent without an id (SPEC.md section 5) gets the same answer as one with a bad id.
  app.put(
    '/users',
    {
      schema: {
        tags,
        summary: 'Update without an id: always 400',
        security: admin,
        response: errorResponses(400, 401),
      },
    },
    async () => {
      // The same answer as PUT /users/:id with an id that is not one (its params schema).
      throw new AppError('VALIDATION', USER_ID_REQUIRED, {
        in: 'params',
        fields: [{ field: 'id', message: USER_ID_REQUIRED }],
      });
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a client; 409 when the client has reservations',
        security: admin,
        params: idParam(),
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteClient(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
