import {
  bookingInput,
  bookingLeadSchema,
  contactInput,
  contactMessageSchema,
  createdResponse,
  inboxListQuery,
  markReadInput,
} from '@app/shared/inbox';
import { idParam, type Language, TOTAL_COUNT_HEADER } from '@app/shared/site';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import {
  bookingLeadsRepository,
  contactMessagesRepository,
  type InboxListOptions,
  toBookingLead,
  toContactMessage,
} from './inbox.repository.ts';
import { type FormRateLimit, publicFormRateLimit } from './public-form-rate-limit.ts';
import { submitBookingLead } from './submit-booking-lead.ts';
import { submitContactMessage } from './submit-contact-message.ts';

export interface InboxRoutesOptions {
  /** Contact messages one address may send; 5 per 10 minutes unless given. */
  contactRateLimit?: FormRateLimit;
  /** Booking requests one address may send; 10 per 10 minutes unless given. */
  bookingRateLimit?: FormRateLimit;
}

const LANG_COOKIE = /(?:^|;\s*)lang=(es|en)(?:;|$)/;

/** The visitor's language: the one the form sends, else the site's `lang` cookie, else Spanish. */
function languageOf(request: FastifyRequest, sent: Language | undefined): Language {
  return sent ?? (LANG_COOKIE.exec(request.headers.cookie ?? '')?.[1] as Language | undefined) ?? 'es';
}

const admin = [{ bearerAuth: [] }];

export const inboxRoutes: FastifyPluginAsyncZod<InboxRoutesOptions> = async (app, options) => {
  const contactRateLimit = options.contactRateLimit ?? { max: 5, timeWindow: '10 minutes' };
  const bookingRateLimit = options.bookingRateLimit ?? { max: 10, timeWindow: '10 minutes' };

  app.post(
    '/contact',
    {
      config: { public: true, rateLimit: publicFormRateLimit(contactRateLimit, 'messages') },
      schema: {
        tags: ['inbox'],
        summary: 'Send a message to the business (rate limited per address)',
        body: contactInput,
        response: { 201: createdResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const message = await submitContactMessage(app.db, request.body, {
        language: languageOf(request, request.body.language),
        log: request.log,
      });
      return reply.status(201).send({ id: message.id });
    },
  );

  app.post(
    '/bookings',
    {
      config: { public: true, rateLimit: publicFormRateLimit(bookingRateLimit, 'booking requests') },
      schema: {
        tags: ['inbox'],
        summary: 'Book Now: leave a booking request for the business (rate limited per address)',
        body: bookingInput,
        response: { 201: createdResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const lead = await submitBookingLead(app.db, request.body, {
        language: languageOf(request, request.body.language),
      });
      return reply.status(201).send({ id: lead.id });
    },
  );

  // The admin inbox: the same three calls for both kinds of entry.
  registerInboxAdminRoutes(app, {
    path: '/contact',
    what: 'contact messages',
    notFound: () => new AppError('CONTACT_MESSAGE_NOT_FOUND', 'Contact message not found'),
    schema: contactMessageSchema,
    repository: contactMessagesRepository,
    present: toContactMessage,
  });
  registerInboxAdminRoutes(app, {
    path: '/bookings',
    what: 'booking requests',
    notFound: () => new AppError('BOOKING_REQUEST_NOT_FOUND', 'Booking request not found'),
    schema: bookingLeadSchema,
    repository: bookingLeadsRepository,
    present: toBookingLead,
  });
};

interface InboxAdmin<Row> {
  path: string;
  what: string;
  notFound: () => AppError;
  /** The response schema of one entry; the serializer checks what `present` returns against it. */
  schema: z.ZodType;
  repository: {
    list(db: DbOrTx, options: InboxListOptions): Promise<{ rows: Row[]; total: number }>;
    setRead(db: DbOrTx, id: number, read: boolean): Promise<Row | undefined>;
    delete(db: DbOrTx, id: number): Promise<boolean>;
  };
  present: (row: Row) => unknown;
}

function registerInboxAdminRoutes<Row>(app: Parameters<FastifyPluginAsyncZod>[0], inbox: InboxAdmin<Row>) {
  const { repository, present } = inbox;

  app.get(
    inbox.path,
    {
      schema: {
        tags: ['inbox'],
        summary: `List ${inbox.what}, newest first (admin)`,
        security: admin,
        querystring: inboxListQuery,
        response: { 200: z.array(inbox.schema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await repository.list(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(present);
    },
  );

  app.patch(
    `${inbox.path}/:id`,
    {
      schema: {
        tags: ['inbox'],
        summary: `Mark one of the ${inbox.what} read or unread (admin)`,
        security: admin,
        params: idParam(),
        body: markReadInput,
        response: { 200: inbox.schema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await repository.setRead(app.db, request.params.id, request.body.read);
      if (!row) throw inbox.notFound();
      return present(row);
    },
  );

  app.delete(
    `${inbox.path}/:id`,
    {
      schema: {
        tags: ['inbox'],
        summary: `Delete one of the ${inbox.what} (admin)`,
        security: admin,
        params: idParam(),
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await repository.delete(app.db, request.params.id))) throw inbox.notFound();
      return reply.status(204).send(null);
    },
  );
}
