import {
  blockInput,
  blockSchema,
  blocksPeriodQuery,
  type CalendarImport,
  calendarConflictSchema,
  calendarImportInput,
  calendarImportSchema,
  calendarMessages,
  calendarSchema,
  syncResultSchema,
} from '@app/shared/calendars';
import { serviceTypeSchema } from '@app/shared/catalog';
import { zonedTimeToInstant } from '@app/shared/dates';
import { idParam } from '@app/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { adminIdOf } from '../../lib/request-admin.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { loadBusiness } from '../documents/business.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { serviceNotFound } from '../services/save-service.ts';
import type { CalendarSyncService } from './calendar-sync-service.ts';
import { calendarsRepository, type ImportRow } from './calendars.repository.ts';
import { exportCalendar } from './export-calendar.ts';
import { createBlock, deleteBlock, toBlockResponse } from './manage-blocks.ts';
import { importNotFound } from './sync-feed.ts';

const MAX_ID = 2_147_483_647;
const serviceParams = z.object({ serviceType: serviceTypeSchema, id: z.string() });
const tokenParams = z.object({ file: z.string().max(200) });
const calendarNotFound = () => new AppError('CALENDAR_NOT_FOUND', 'Calendar not found');

/** An id that is not a positive integer cannot name a service: 404, like the services' routes. */
function serviceIdOf(id: string): number {
  const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  if (n < 1 || n > MAX_ID) throw serviceNotFound();
  return n;
}

const toImportResponse = (feed: ImportRow, events: number): CalendarImport => ({
  id: feed.id,
  serviceId: feed.serviceId,
  name: feed.name,
  url: feed.url,
  lastSyncAt: feed.lastSyncAt?.toISOString() ?? null,
  lastStatus: feed.lastStatus === 'ok' || feed.lastStatus === 'error' ? feed.lastStatus : null,
  lastError: feed.lastError,
  events,
});

export const calendarsRoutes: FastifyPluginAsyncZod<{
  publicUrl?: string | undefined;
  sync: CalendarSyncService;
}> = async (app, options) => {
  const exportUrl = (token: string) => `${siteOrigin(options.publicUrl)}/api/calendars/${token}.ics`;
  const security = [{ bearerAuth: [] }];

  async function serviceOf(type: z.infer<typeof serviceTypeSchema>, rawId: string) {
    const service = await calendarsRepository.service(app.db, type, serviceIdOf(rawId));
    if (!service) throw serviceNotFound();
    return service;
  }

  app.post(
    '/:serviceType/:id/blocks',
    {
      schema: {
        tags: ['calendars'],
        summary: 'Block time on a service calendar (owner stay, maintenance)',
        description:
          'start and end: dates (YYYY-MM-DD, the end exclusive) for apartments and villas; instants for cars and yachts. At most 366 days. Over a reservation -> 409 naming it.',
        security,
        params: serviceParams,
        body: blockInput,
        response: { 201: blockSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { serviceType } = request.params;
      const service = await serviceOf(serviceType, request.params.id);
      const block = await createBlock(app.db, serviceType, service.id, request.body, adminIdOf(request));
      return reply.code(201).send(block);
    },
  );

  app.delete(
    '/blocks/:id',
    {
      schema: {
        tags: ['calendars'],
        summary: 'Remove a manual block',
        security,
        params: idParam(),
        response: { 204: z.undefined().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteBlock(app.db, request.params.id);
      return reply.code(204).send(undefined);
    },
  );

  app.get(
    '/:serviceType/:id/calendar',
    {
      schema: {
        tags: ['calendars'],
        summary: "A service's calendar sync: the export URL, the imported feeds and the blocks still to come",
        security,
        params: serviceParams,
        response: { 200: calendarSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { serviceType } = request.params;
      const service = await serviceOf(serviceType, request.params.id);
      const token = await calendarsRepository.exportToken(app.db, service.id);
      const feeds = await calendarsRepository.importsOf(app.db, service.id);
      const blocks = await calendarsRepository.blocksOf(app.db, service.id, new Date());
      return {
        exportUrl: exportUrl(token),
        imports: feeds.map((row) => toImportResponse(row.feed, row.events)),
        blocks: blocks.map((row) => toBlockResponse(row.block, serviceType, row.importName)),
      };
    },
  );

  app.post(
    '/:serviceType/:id/calendar/token',
    {
      schema: {
        tags: ['calendars'],
        summary: 'A new export URL; the old one stops working at once',
        security,
        params: serviceParams,
        response: { 200: z.object({ exportUrl: z.string() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const service = await serviceOf(request.params.serviceType, request.params.id);
      return { exportUrl: exportUrl(await calendarsRepository.renewExportToken(app.db, service.id)) };
    },
  );

  app.get(
    '/calendars/:file',
    {
      config: { public: true },
      schema: {
        tags: ['calendars'],
        summary: "A service's calendar as iCal (RFC 5545) for other channels: /api/calendars/{token}.ics",
        description:
          'One VEVENT per blocking reservation and manual block, no personal data. The token is the secret; a renewed one answers 404.',
        params: tokenParams,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(request.params.file);
      const service = match?.[1] ? await calendarsRepository.serviceOfToken(app.db, match[1]) : undefined;
      if (!service) throw calendarNotFound();
      const business = await loadBusiness(app.db);
      const body = await exportCalendar(app.db, service, {
        host: new URL(siteOrigin(options.publicUrl)).hostname,
        businessName: business.name,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="calendar-${service.id}.ics"`)
        .send(body);
    },
  );

  app.post(
    '/:serviceType/:id/calendar/imports',
    {
      schema: {
        tags: ['calendars'],
        summary: 'Import the iCal feed of another channel (Airbnb, VRBO, Booking.com) into a service',
        description: 'Synced every CALENDAR_SYNC_INTERVAL_MINUTES and on demand; http(s) only.',
        security,
        params: serviceParams,
        body: calendarImportInput,
        response: { 201: calendarImportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const service = await serviceOf(request.params.serviceType, request.params.id);
      try {
        const feed = await calendarsRepository.insertImport(app.db, {
          serviceId: service.id,
          ...request.body,
        });
        return reply.code(201).send(toImportResponse(feed, 0));
      } catch (error) {
        if (isUniqueViolation(error, 'calendar_imports_service_url_unique')) {
          throw new AppError('CALENDAR_IMPORT_EXISTS', calendarMessages.importExists);
        }
        throw error;
      }
    },
  );

  app.delete(
    '/calendar-imports/:id',
    {
      schema: {
        tags: ['calendars'],
        summary: 'Stop importing a feed; its blocks go with it',
        security,
        params: idParam(),
        response: { 204: z.undefined().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const found = await calendarsRepository.findImport(app.db, request.params.id);
      if (!found) throw importNotFound();
      await calendarsRepository.deleteImport(app.db, request.params.id);
      return reply.code(204).send(undefined);
    },
  );

  app.post(
    '/calendar-imports/:id/sync',
    {
      schema: {
        tags: ['calendars'],
        summary: 'Sync a feed now',
        description:
          'status ok (the snapshot applied), error (the feed could not be read: its last events are kept and the error recorded) or busy (a sync of this feed is under way).',
        security,
        params: idParam(),
        response: { 200: syncResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => options.sync.syncNow(request.params.id),
  );

  app.get(
    '/calendar-blocks',
    {
      schema: {
        tags: ['calendars'],
        summary: 'The blocks of every service, manual and imported, that meet the Miami days [from, to)',
        description: 'For the occupancy timeline; at most 93 days. Start and end as in a service calendar.',
        security,
        querystring: blocksPeriodQuery,
        response: { 200: z.array(blockSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const rows = await calendarsRepository.blocksBetween(
        app.db,
        zonedTimeToInstant(from, '00:00'),
        zonedTimeToInstant(to, '00:00'),
      );
      return rows.map((row) => toBlockResponse(row.block, row.serviceType, row.importName));
    },
  );

  app.get(
    '/calendar-conflicts',
    {
      schema: {
        tags: ['calendars'],
        summary: 'Imported events, still to come, that overlap one of our reservations (kept, never dropped)',
        security,
        response: { 200: z.array(calendarConflictSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await calendarsRepository.conflicts(app.db, new Date());
      return rows.map((row) => {
        const block = toBlockResponse(row.block, row.serviceType, row.importName);
        return {
          blockId: block.id,
          importId: row.block.importId ?? 0,
          importName: row.importName,
          serviceType: row.serviceType,
          serviceId: block.serviceId,
          serviceName: row.serviceName,
          start: block.start,
          end: block.end,
          reservationId: row.reservationId,
          reservationCode: row.reservationCode,
        };
      });
    },
  );
};
