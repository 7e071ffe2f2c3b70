import { createHash } from 'node:crypto';
import {
  availabilityQuery,
  availabilitySchema,
  createServiceInput,
  type ServiceType,
  serviceListQuery,
  serviceListSchema,
  serviceSchema,
  serviceTypeSchema,
  updateServiceInput,
  uploadedImageUrl,
} from '@app/shared/catalog';
import { todayIn } from '@app/shared/dates';
import { bookingUnitOf } from '@app/shared/reservations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { blockedRanges } from '../calendars/block-search.ts';
import { busyRanges } from '../reservations/reservation-search.ts';
import { matchesEtag } from '../uploads/etag.ts';
import { imagesMarkedWith, type ProcessedImage, processImage } from '../uploads/images.ts';
import { IMAGES_FIELD, readMultipartForm, registerMultipart } from '../uploads/multipart.ts';
import { type CachedList, createCatalogListCache } from './catalog-list-cache.ts';
import { deleteService, restoreService } from './delete-service.ts';
import { createService, serviceNotFound, updateService } from './save-service.ts';
import { DEMO_PICTURE_MARK } from './seed-images.ts';
import { toServiceDetails, toServiceResponse } from './service-response.ts';
import { type Audience, servicesRepository } from './services.repository.ts';

const MAX_ID = 2_147_483_647;
const notModifiedBody = z.undefined().describe('Not modified: the ETag in If-None-Match still matches');
const typeParams = z.object({ serviceType: serviceTypeSchema });
const idParams = z.object({ serviceType: serviceTypeSchema, id: z.string() });

/** An id that is not a positive integer cannot name a service: 404, like an id that does not exist. */
function parseId(id: string): number {
  const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  if (n < 1 || n > MAX_ID) throw serviceNotFound();
  return n;
}

/**
 * One service: staff (a valid admin token on a public route) see a hidden one too (its edit page, a
 * preview); visitors see published ones only.
 */
const audienceOf = (request: FastifyRequest): Audience => (request.admin ? 'staff' : 'public');

const archivedAnswer = z.object({
  archived: z.literal(true),
  message: z.string(),
  service: serviceSchema,
});

/** Parses a body with a shared schema; a failure is a 400 naming the fields, like route validation. */
function parseBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION', fields.map((f) => f.message).join('; '), { in: 'body', fields });
}

/**
 * The body of a create or an update: JSON, or a multipart form whose text fields are the service's
 * fields and whose files in "images" are new images. In a form, "images" text values are URLs of
 * images to keep (or one JSON list of them).
 */
async function readServiceBody(request: FastifyRequest): Promise<{ raw: unknown; files: Buffer[] }> {
  if (!request.isMultipart()) return { raw: request.body ?? {}, files: [] };
  const form = await readMultipartForm(request, IMAGES_FIELD);
  const raw: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(form.fields)) {
    raw[name] = name === IMAGES_FIELD && values.length > 1 ? values : values.at(-1);
  }
  return { raw, files: form.files.map((file) => file.bytes) };
}

async function processAll(files: readonly Buffer[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) processed.push(await processImage(file));
  return processed;
}

/** A weak ETag of a serialized body (and of anything else the answer carries, like its total). */
const weakEtag = (json: string, extra = '') =>
  `W/"${createHash('sha1').update(json).update(extra).digest('base64url')}"`;

/**
 * Public reads are cheap to revalidate: a weak ETag of the body; true when the browser already has it.
 * Visitors may keep a list for a minute; an admin's answers are never stored (issue 20), and Vary
 * keeps the two apart in the browser cache.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply
    .header('etag', etag)
    .header('vary', 'Authorization')
    .header('cache-control', request.headers.authorization ? 'no-store' : 'public, max-age=60');
  return matchesEtag(request.headers['if-none-match'], etag);
}

const writeDescription =
  'JSON, or multipart/form-data with the fields as text and new image files in "images". Fallback ' +
  'names are accepted (make, desc, about, building name, title, location, bedrooms); numbers may be ' +
  'text; price is in dollars. "images" (JSON list, or text fields in a form) lists URLs of uploaded ' +
  'images to keep, in order; new files are appended.';

/** Sends a body already serialized by its route's schema: fastify sends bytes as they are. */
function sendSerialized(reply: FastifyReply, body: Buffer) {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The list route's own response serializer (zod: checks, then JSON), run once per cached list. */
const serializeList = serializerCompiler({
  schema: serviceListSchema,
  method: 'GET',
  url: '/api/:serviceType',
  httpStatus: '200',
});

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  // Public lists as sent (serialized once, with total and ETag), kept while the catalogue's version
  // holds: every visitor and admin sees a catalogue change on the next request (decision 0019).
  const lists = createCatalogListCache(app.db);

  app.get(
    '/:serviceType',
    {
      config: { public: true },
      schema: {
        tags: ['services'],
        summary: 'Services of a type, filtered; the total is in X-Total-Count',
        params: typeParams,
        querystring: serviceListQuery,
        response: { 200: serviceListSchema, 304: notModifiedBody, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const type = request.params.serviceType;
      // Lists: the staff's wider scopes only when asked for, so a public page an admin browses lists
      // what visitors see.
      const { limit, offset, scope = 'published', ...filters } = request.query;
      const audience: Audience = request.admin && scope !== 'published' ? 'staff' : 'public';
      const query = { ...filters, archived: audience === 'staff' && scope === 'archived' };
      // Keyed by the parsed query and who looks, so equivalent query strings share one list.
      const key = JSON.stringify([type, audience, query, limit, offset]);
      const list = await lists.get(key, async (): Promise<CachedList> => {
        const { rows, total } = await servicesRepository.list(
          app.db,
          type,
          query,
          { limit, offset },
          audience,
        );
        const images = await servicesRepository.imageHashes(
          app.db,
          rows.map((r) => r.id),
        );
        const json = serializeList(rows.map((row) => toServiceResponse(type, row, images.get(row.id) ?? [])));
        return { body: Buffer.from(json), total, etag: weakEtag(json, String(total)) };
      });
      reply.header('x-total-count', list.total);
      if (notModified(request, reply, list.etag)) return reply.code(304).send(undefined);
      return sendSerialized(reply, list.body);
    },
  );

  app.get(
    '/:serviceType/:id',
    {
      config: { public: true },
      schema: {
        tags: ['services'],
        summary: 'One service',
        params: idParams,
        response: { 200: serviceSchema, 304: notModifiedBody, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const type = request.params.serviceType;
      const id = parseId(request.params.id);
      const row = await servicesRepository.findById(app.db, type, id, { audience: audienceOf(request) });
      if (!row) throw serviceNotFound();
      const images = (await servicesRepository.imageHashes(app.db, [id])).get(id) ?? [];
      const body = toServiceDetails(type, row, images);
      const demo = await imagesMarkedWith(app.db, images, DEMO_PICTURE_MARK);
      if (demo.size > 0) body.demoImages = images.filter((hash) => demo.has(hash)).map(uploadedImageUrl);
      if (notModified(request, reply, weakEtag(JSON.stringify(body)))) return reply.code(304).send(undefined);
      return body;
    },
  );

  app.get(
    '/:serviceType/:id/availability',
    {
      config: { public: true },
      schema: {
        tags: ['services'],
        summary:
          'Time already taken (pending, confirmed or checked-in bookings, and calendar blocks), for the booking calendar',
        description:
          'Half-open ranges [start, end): dates of the nights of an apartment or villa; ISO 8601 instants of a car or a yacht, the turnaround buffer after each booking included. from and to are dates; from defaults to today in Miami (America/New_York): bookings that ended before are left out.',
        params: idParams,
        querystring: availabilityQuery,
        response: { 200: availabilitySchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const type = request.params.serviceType;
      const id = parseId(request.params.id);
      if (!(await servicesRepository.findById(app.db, type, id, { audience: audienceOf(request) }))) {
        throw serviceNotFound();
      }
      reply.header('cache-control', 'public, max-age=60');
      // From today on unless asked otherwise: past bookings do not matter to a visitor picking dates.
      const { from = todayIn(), to } = request.query;
      const service = { id, unit: bookingUnitOf[type] };
      const ranges = [
        ...(await busyRanges(app.db, service, { from, to })),
        ...(await blockedRanges(app.db, service, { from, to })),
      ];
      return ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    },
  );

  app.post(
    '/:serviceType',
    {
      schema: {
        tags: ['services'],
        summary: 'Create a service',
        description: writeDescription,
        consumes: ['application/json', 'multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: typeParams,
        response: { 201: serviceSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const type: ServiceType = request.params.serviceType;
      const { raw, files } = await readServiceBody(request);
      const input = parseBody(createServiceInput(type), raw);
      const service = await createService(app.db, type, input, await processAll(files));
      return reply.code(201).send(service);
    },
  );

  app.put(
    '/:serviceType/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'Update a service (the fields given)',
        description: writeDescription,
        consumes: ['application/json', 'multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: serviceSchema, ...errorResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const type: ServiceType = request.params.serviceType;
      const id = parseId(request.params.id);
      const { raw, files } = await readServiceBody(request);
      const input = parseBody(updateServiceInput(type), raw);
      if (Object.keys(input).length === 0 && files.length === 0) {
        throw new AppError('NO_CHANGES', 'No data provided to update the service');
      }
      return updateService(app.db, type, id, input, await processAll(files));
    },
  );

  app.delete(
    '/:serviceType/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'Delete a service and the images only it used; one with reservations is archived instead',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: {
          200: archivedAnswer.describe('Archived (hidden, kept) because reservations refer to it'),
          204: z.undefined().describe('Deleted'),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const type = request.params.serviceType;
      const outcome = await deleteService(app.db, type, parseId(request.params.id));
      if (!outcome.archived) return reply.code(204).send(undefined);
      const images = (await servicesRepository.imageHashes(app.db, [outcome.service.id])).get(
        outcome.service.id,
      );
      return {
        archived: true as const,
        message: 'This service has reservations, so it was archived (hidden and kept) instead of deleted',
        service: toServiceDetails(type, outcome.service, images ?? []),
      };
    },
  );

  app.post(
    '/:serviceType/:id/restore',
    {
      schema: {
        tags: ['services'],
        summary: 'Restore an archived service (hidden until published again)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: serviceSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const type = request.params.serviceType;
      const row = await restoreService(app.db, type, parseId(request.params.id));
      const images = (await servicesRepository.imageHashes(app.db, [row.id])).get(row.id) ?? [];
      return toServiceDetails(type, row, images);
    },
  );
};
