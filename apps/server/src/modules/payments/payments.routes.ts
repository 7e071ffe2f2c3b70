import {
  createPaymentInput,
  paymentListItemSchema,
  paymentListQuery,
  paymentSchema,
  paymentSummaryQuery,
  paymentSummarySchema,
  RESERVATION_ID_REQUIRED_ES,
  simplePaymentInput,
  updatePaymentInput,
} from '@app/shared/payments';
import { reservationListItemSchema, reservationMessages } from '@app/shared/reservations';
import { idParam, TOTAL_COUNT_HEADER } from '@app/shared/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { adminIdOf } from '../../lib/request-admin.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { findListItem } from '../reservations/reservation-view.ts';
import { deletePayment, PAYMENT_NOT_FOUND, updatePayment } from './change-payment.ts';
import { toPayment, toPaymentListItem } from './payment-view.ts';
import { paymentsRepository } from './payments.repository.ts';
import { type PaymentToRegister, registerPayment } from './register-payment.ts';
import { paymentFiltersOf, summarizePayments } from './summarize-payments.ts';

const admin = [{ bearerAuth: [] }];
const tags = ['payments'];

/** A payment and the amounts of its reservation after the change (derived in the same transaction). */
const paymentWithReservation = z.object({ payment: paymentSchema, reservation: reservationListItemSchema });

const AMOUNTS_DERIVED =
  "The reservation's totalAmount, amountPaid, amountDue and paymentStatus are derived again from its payments in the same transaction; the reservation is in the answer.";

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /reservations/:id/payments and POST /payments/register/:id (SPEC.md names both) answer alike.
  const register = async (
    request: FastifyRequest<{ Params: { id: number }; Body: PaymentToRegister }>,
    reply: FastifyReply,
  ) => {
    const payment = await registerPayment(app.db, request.params.id, request.body, adminIdOf(request));
    return reply
      .status(201)
      .send({ payment: toPayment(payment), reservation: await findListItem(app.db, request.params.id) });
  };

  app.post(
    '/reservations/:id/payments',
    {
      schema: {
        tags,
        summary: 'Register a payment of a reservation (a negative amount is a refund)',
        description: `paymentMethod (payment_method) defaults to cash; paymentDate (payment_date) to now. reservation_update is accepted and ignored. ${AMOUNTS_DERIVED}`,
        security: admin,
        params: idParam(RESERVATION_ID_REQUIRED_ES),
        body: createPaymentInput,
        response: { 201: paymentWithReservation, ...errorResponses(400, 401, 404) },
      },
    },
    register,
  );

  app.get(
    '/reservations/:id/payments',
    {
      schema: {
        tags,
        summary: 'The payments of a reservation, oldest first',
        security: admin,
        params: idParam(reservationMessages.idRequired),
        response: { 200: z.array(paymentSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const [, payments] = await Promise.all([
        findListItem(app.db, request.params.id), // 404 for a reservation that does not exist
        paymentsRepository.ofReservation(app.db, request.params.id),
      ]);
      return payments.map(toPayment);
    },
  );

  app.post(
    '/payments/register/:id',
    {
      schema: {
        tags,
        summary: 'Register a simple payment: amount > 0, method cash by default',
        description: AMOUNTS_DERIVED,
        security: admin,
        params: idParam(RESERVATION_ID_REQUIRED_ES),
        body: simplePaymentInput,
        response: { 201: paymentWithReservation, ...errorResponses(400, 401, 404) },
      },
    },
    register,
  );

  app.get(
    '/reservation-payments',
    {
      schema: {
        tags,
        summary: 'All payments, newest first; the total is in X-Total-Count',
        description:
          "Filters: reservationId, clientId, paymentMethod, and from/to: calendar days in the business time zone (America/New_York), both included. Each payment comes with its reservation's code and apartment and the guest's name and e-mail. The sums of the filter: GET /api/reservation-payments/summary.",
        security: admin,
        querystring: paymentListQuery,
        response: { 200: z.array(paymentListItemSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      const { rows, total } = await paymentsRepository.list(app.db, {
        ...paymentFiltersOf(filters),
        limit,
        offset,
      });
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(toPaymentListItem);
    },
  );

  app.get(
    '/reservation-payments/summary',
    {
      schema: {
        tags,
        summary: 'The sums of every payment matching the filters (all pages)',
        description:
          'The filters of GET /api/reservation-payments. count; received (the positive amounts), refunded (the refunds, as a positive amount) and net, in currency units, added up in cents; byMethod: the net of each method that has payments.',
        security: admin,
        querystring: paymentSummaryQuery,
        response: { 200: paymentSummarySchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      summarizePayments(await paymentsRepository.sumsByMethod(app.db, paymentFiltersOf(request.query))),
  );

  app.get(
    '/reservation-payments/:id',
    {
      schema: {
        tags,
        summary: 'One payment',
        security: admin,
        params: idParam(),
        response: { 200: paymentSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const payment = await paymentsRepository.findById(app.db, request.params.id);
      if (!payment) throw new AppError('PAYMENT_NOT_FOUND', PAYMENT_NOT_FOUND);
      return toPayment(payment);
    },
  );

  app.put(
    '/reservation-payments/:id',
    {
      schema: {
        tags,
        summary: 'Update a payment: the fields sent are changed',
        description: AMOUNTS_DERIVED,
        security: admin,
        params: idParam(),
        body: updatePaymentInput,
        response: { 200: paymentWithReservation, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const payment = await updatePayment(app.db, request.params.id, request.body);
      return { payment: toPayment(payment), reservation: await findListItem(app.db, payment.reservationId) };
    },
  );

  app.delete(
    '/reservation-payments/:id',
    {
      schema: {
        tags,
        summary: 'Delete a payment',
        description: AMOUNTS_DERIVED,
        security: admin,
        params: idParam(),
        response: {
          200: z.object({ reservation: reservationListItemSchema }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const reservationId = await deletePayment(app.db, request.params.id);
      return { reservation: await findListItem(app.db, reservationId) };
    },
  );
};
