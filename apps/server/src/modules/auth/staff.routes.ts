import { createStaffInput, createStaffResponse, staffMemberSchema, updateStaffInput } from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { adminsRepository } from './admins.repository.ts';
import { createStaff, removeStaff, staffMember, updateStaff } from './staff.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The owner's staff screen: GET/POST /admins, PUT/DELETE /admins/{id} (owner only, plugins/permissions.ts). */
export const staffRoutes: FastifyPluginAsyncZod<{ publicUrl?: string | undefined }> = async (
  app,
  options,
) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['staff'];

  app.get(
    '/admins',
    {
      schema: {
        tags,
        security,
        summary: 'The staff and their roles',
        response: { 200: z.array(staffMemberSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await adminsRepository.list(app.db)).map(staffMember),
  );

  app.post(
    '/admins',
    {
      config: { noStore: true },
      schema: {
        tags,
        security,
        summary: 'Add a staff member: a one-time set-password link by e-mail, or a password shown once',
        body: createStaffInput,
        response: { 201: createStaffResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createStaff(app.db, request.body, siteOrigin(options.publicUrl));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admins/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change a staff member's name or role (the last owner stays an owner)",
        params: idParams,
        body: updateStaffInput,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateStaff(app.db, request.params.id, request.body),
  );

  app.delete(
    '/admins/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a staff member (never the last owner)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeStaff(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
