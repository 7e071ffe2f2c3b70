import { mailMessages, mailQueuedResponse } from '@app/shared/mail';
import {
  generateSummaryInput,
  monthlySummarySchema,
  summaryDetailsSchema,
  summaryLanguageQuery,
  summaryParams,
} from '@app/shared/summaries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { sendPdf } from '../documents/pdf-reply.ts';
import type { MailService } from '../mail/mail-service.ts';
import { buildMonthlySummary } from './monthly-summary.ts';
import { generateSummaryPdf, sendMonthlySummary } from './send-monthly-summary.ts';

const tags = ['summaries'];
const admin = [{ bearerAuth: [] }];
const basis =
  "Accounting basis (docs/decisions/0006): a reservation belongs to the month of its check-in (cancelled ones excluded); a payment to the month of its payment date in Miami (America/New_York). totalRevenue = the totals of the month's reservations (booked); totalPayments = the money received in the month (refunds subtract); nightsBooked and occupancy count only the nights inside the month.";

export const summariesRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.post(
    '/summaries/generate',
    {
      schema: {
        tags,
        summary: "A month's summary: totals, nights, occupancy per apartment, payments by method",
        description: basis,
        security: admin,
        body: generateSummaryInput,
        response: { 200: monthlySummarySchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => (await buildMonthlySummary(app.db, request.body.year, request.body.month)).summary,
  );

  app.get(
    '/summaries/:year/:month',
    {
      schema: {
        tags,
        summary: "A month's reservations, payments and summary",
        description: basis,
        security: admin,
        params: summaryParams,
        response: { 200: summaryDetailsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { summary, reservations, payments } = await buildMonthlySummary(
        app.db,
        request.params.year,
        request.params.month,
      );
      return { reservations, payments, summary };
    },
  );

  app.get(
    '/summaries/:year/:month/pdf',
    {
      schema: {
        tags,
        summary: "The month's summary as a PDF: monthly-summary-{year}-{month}.pdf",
        description: 'lang: es (default) or en.',
        security: admin,
        params: summaryParams,
        querystring: summaryLanguageQuery,
        response: { 200: z.any().describe('The PDF (application/pdf)'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { year, month } = request.params;
      const pdf = await generateSummaryPdf(app.db, year, month, request.query.lang ?? 'es');
      return sendPdf(reply, pdf.content, pdf.fileName);
    },
  );

  app.post(
    '/summaries/:year/:month/send',
    {
      schema: {
        tags,
        summary: "E-mail the month's summary, with its PDF, to BUSINESS_EMAIL",
        description: `Queued in the outbox (202). Without BUSINESS_EMAIL -> 400 '${mailMessages.businessEmailMissing}'. lang: es (default) or en.`,
        security: admin,
        params: summaryParams,
        querystring: summaryLanguageQuery,
        response: { 202: mailQueuedResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const mailId = await sendMonthlySummary(app.db, {
        ...request.params,
        language: request.query.lang ?? 'es',
        businessEmail: mail.businessEmail,
      });
      return reply.status(202).send({
        success: true as const,
        message: mailMessages.summaryQueued,
        mailId,
        delivery: 'queued' as const,
      });
    },
  );
};
