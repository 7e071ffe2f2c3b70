import {
  checkCompleteness,
  completenessSchema,
  createReservationInput,
  guestReservationSchema,
  lookupInput,
  lookupResponse,
  paymentStatusInput,
  relatedDataErrorSchema,
  reservationDetailsSchema,
  reservationListItemSchema,
  reservationListQuery,
  reservationMessages,
  reservationSchema,
  reservationSearchQuery,
  reservationViewQuery,
  updateFeesInput,
  updateReservationInput,
} from '@app/shared/reservations';
import { idParam, TOTAL_COUNT_HEADER } from '@app/shared/site';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBody, rateLimited } from '../../lib/app-error.ts';
import { adminIdOf } from '../../lib/request-admin.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { createReservation } from './create-reservation.ts';
import { deleteReservation } from './delete-reservation.ts';
import { guestRoute, lookupReservation } from './guest-access.ts';
import { refreshTotals } from './recalculate-totals.ts';
import { findGuestView, findReservation, findReservationDetails, toListItem } from './reservation-view.ts';
import { reservationsRepository } from './reservations.repository.ts';
import { updateFees } from './update-fees.ts';
import { updateReservation } from './update-reservation.ts';

const admin = [{ bearerAuth: [] }];
const tags = ['reservations'];
const params = idParam(reservationMessages.idRequired);

/** Lookups per client address in the window: enough for a guest's typos, too few to guess codes. */
const LOOKUP_LIMIT = { max: 20, timeWindow: '15 minutes' };

export const SUGGESTED_ACTION_ON_DELETE =
  'Cancel the reservation instead (its dates become free again), or delete its payments first.';

export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookupLimiter = app.createRateLimit({
    ...LOOKUP_LIMIT,
    keyGenerator: (request) => `reservation-lookup:ip:${request.ip}`,
  });
  const limitLookups: preHandlerAsyncHookHandler = async (request, reply) => {
    const result = await lookupLimiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw rateLimited(
        (minutes) => `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        result.ttlInSeconds,
      );
    }
  };

  app.get(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'List reservations: newest check-in first; the total is in X-Total-Count',
        description:
          'Filters: status and paymentStatus (one value or several separated by commas), apartmentId, clientId, and from/to (stays overlapping [from, to)). sort: checkInDate, checkOutDate, createdAt, totalAmount or amountDue, with "-" for descending.',
        security: admin,
        querystring: reservationListQuery,
        response: { 200: z.array(reservationListItemSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await reservationsRepository.list(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(toListItem);
    },
  );

  app.get(
    '/reservations/search',
    {
      schema: {
        tags,
        summary: 'Search reservations by code or client; the filters of the list apply too',
        description:
          'q matches the code exactly (with or without "MIA-"), or a part of the client\'s name, last name, full name, e-mail or phone (digits compared without separators).',
        security: admin,
        querystring: reservationSearchQuery,
        response: { 200: z.array(reservationListItemSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { q, ...filters } = request.query;
      const { rows, total } = await reservationsRepository.search(app.db, q, filters);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(toListItem);
    },
  );

  app.post(
    '/reservations/lookup',
    {
      config: { public: true, noStore: true },
      preHandler: limitLookups,
      schema: {
        tags,
        summary: "A guest's access to their reservation: its code and their e-mail give an access token",
        description: `Public, rate limited per address (${LOOKUP_LIMIT.max} per ${LOOKUP_LIMIT.timeWindow}). The token opens GET /api/reservations/{id}?access=TOKEN for 30 days. A wrong code and a wrong e-mail get the same 404.`,
        body: lookupInput,
        response: { 200: lookupResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => lookupReservation(app.db, app.tokens, request.body),
  );

  app.get(
    '/reservations/:id',
    {
      ...guestRoute(app),
      schema: {
        tags,
        summary: 'One reservation: the full details for an admin, the guest view with ?access=TOKEN',
        description:
          'With an admin token: everything, with notifications, status history and payments. With only the access token of this reservation (POST /api/reservations/lookup): the guest view, without internal notes, client notes or history. Otherwise 401.',
        security: [...admin, {}],
        params,
        querystring: reservationViewQuery,
        response: {
          200: z.union([reservationDetailsSchema, guestReservationSchema]),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) =>
      request.admin
        ? findReservationDetails(app.db, request.params.id)
        : findGuestView(app.db, request.params.id),
  );

  app.post(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'Create a reservation (and its client, and an initial payment)',
        description:
          'price is accepted as pricePerNight; snake_case names too. The client fields are used only without clientId: a client with the same e-mail (any case) is linked, otherwise one is created. totalAmount, amountPaid, amountDue and paymentStatus are derived, never taken from the body. Dates taken by a pending, confirmed or checked-in stay of the apartment -> 409. With leadId (a booking request of the inbox), the request is linked to the new reservation (its reservationId) and marked read in the same transaction: no such request -> 404 BOOKING_REQUEST_NOT_FOUND, one that already has its reservation -> 409 BOOKING_REQUEST_LINKED; nothing is saved then.',
        security: admin,
        body: createReservationInput,
        response: { 201: reservationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = await createReservation(app.db, request.body, adminIdOf(request));
      return reply.status(201).send(await findReservation(app.db, id));
    },
  );

  app.put(
    '/reservations/:id',
    {
      schema: {
        tags,
        summary: 'Update a reservation: the fields sent are changed',
        description:
          'With clientId the reservation moves to that client; client fields without clientId edit its current client. A status change is recorded in the history with the admin. The amounts are derived again.',
        security: admin,
        params,
        body: updateReservationInput,
        response: { 200: reservationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await updateReservation(app.db, request.params.id, request.body, adminIdOf(request));
      return findReservation(app.db, request.params.id);
    },
  );

  app.patch(
    '/reservations/:id',
    {
      schema: {
        tags,
        summary: 'Update fees: parkingFee, cleaningFee, cancellationFee, otherExpenses, pricePerNight',
        description:
          'Numeric text is converted, non-numeric values become 0, negatives are clamped to 0. None given -> 400 "No hay tarifas para actualizar". The amounts are derived again.',
        security: admin,
        params,
        body: updateFeesInput,
        response: { 200: reservationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await updateFees(app.db, request.params.id, request.body);
      return findReservation(app.db, request.params.id);
    },
  );

  app.patch(
    '/reservations/:id/payment-status',
    {
      schema: {
        tags,
        summary: "Refresh the payment status (kept for SPEC.md's client); the body is ignored",
        description:
          'The amounts a caller sends (paymentStatus, amountPaid, amountDue) are NOT applied: the server recomputes totalAmount, amountPaid, amountDue and paymentStatus from the fees and the payments, stores them, and answers the reservation. Nothing else changes.',
        security: admin,
        params,
        body: paymentStatusInput,
        response: { 200: reservationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await refreshTotals(app.db, request.params.id);
      return findReservation(app.db, request.params.id);
    },
  );

  app.delete(
    '/reservations/:id',
    {
      schema: {
        tags,
        summary: 'Delete a reservation without payments',
        description:
          'With payments -> 400 "Cannot delete reservation due to related data", with the counts in details and suggestedAction and relatedData both at the top level and in details. Its status history and notification records go with it.',
        security: admin,
        params,
        response: {
          204: z.null().describe('Deleted'),
          400: relatedDataErrorSchema,
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const result = await deleteReservation(app.db, request.params.id);
      if (!result.deleted) {
        const related = { suggestedAction: SUGGESTED_ACTION_ON_DELETE, relatedData: true };
        return reply.status(400).send({
          ...apiErrorBody('RESERVATION_HAS_PAYMENTS', reservationMessages.relatedData, {
            ...result.counts,
            ...related,
          }),
          ...related,
        });
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/reservations/:id/pdf/diagnose',
    {
      schema: {
        tags,
        summary: 'Check that a reservation has every field its PDF needs (SPEC.md section 5)',
        security: admin,
        params,
        response: { 200: completenessSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => checkCompleteness(await findReservation(app.db, request.params.id)),
  );
};
