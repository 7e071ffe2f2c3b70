import { Readable } from 'node:stream';
import {
  clientExportQuery,
  type ExportKind,
  paymentExportQuery,
  reservationExportQuery,
} from '@app/shared/exports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { CSV_BOM } from './csv.ts';
import { clientLines, exportFileName, paymentLines, reservationLines } from './export-lines.ts';
import { clientRows, paymentRows, reservationRows } from './export-rows.ts';

const admin = [{ bearerAuth: [] }];
const tags = ['exports'];
const csvResponse = {
  200: z.any().describe('The CSV file (text/csv; charset=utf-8)'),
  ...errorResponses(400, 401),
};
const DESCRIPTION =
  'Streamed: rows are read from the database in batches as the file is sent, so a large export never sits in memory (batches, not one snapshot: a write during the download may show in it). Column titles in `lang` (es by default); amounts in US dollars; days YYYY-MM-DD; instants YYYY-MM-DD HH:mm in the business time zone.';

/** Sends a CSV file: the title line, then each batch's lines as the batches are read. No cache keeps it. */
function sendCsv<Row>(
  reply: FastifyReply,
  file: { kind: ExportKind; from?: string | undefined; to?: string | undefined },
  title: string,
  rows: AsyncIterable<Row[]>,
  line: (row: Row) => string,
) {
  async function* text() {
    yield CSV_BOM + title;
    for await (const batch of rows) yield batch.map(line).join('');
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(file.kind, file)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(text()));
}

/** The accountant's exports (CSV): the filters of the matching admin screen, every matching row. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exports/payments.csv',
    {
      schema: {
        tags,
        summary: 'Payments as CSV, oldest first, with the filters of GET /api/reservation-payments',
        description: DESCRIPTION,
        security: admin,
        querystring: paymentExportQuery,
        response: csvResponse,
      },
    },
    (request, reply) => {
      const { title, line } = paymentLines(request.query.lang);
      return sendCsv(
        reply,
        { kind: 'payments', ...request.query },
        title,
        paymentRows(app.db, request.query),
        line,
      );
    },
  );

  app.get(
    '/exports/reservations.csv',
    {
      schema: {
        tags,
        summary: 'Reservations as CSV by check-in, with the filters and the search of the reservations list',
        description: DESCRIPTION,
        security: admin,
        querystring: reservationExportQuery,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const { title, line } = reservationLines(request.query.lang);
      const rows = await reservationRows(app.db, request.query);
      return sendCsv(reply, { kind: 'reservations', ...request.query }, title, rows, line);
    },
  );

  app.get(
    '/exports/clients.csv',
    {
      schema: {
        tags,
        summary: 'Clients as CSV in the order they were registered, with the search of the clients list',
        description: `${DESCRIPTION} from/to: days the client was registered, both included.`,
        security: admin,
        querystring: clientExportQuery,
        response: csvResponse,
      },
    },
    (request, reply) => {
      const { title, line } = clientLines(request.query.lang);
      return sendCsv(
        reply,
        { kind: 'clients', ...request.query },
        title,
        clientRows(app.db, request.query),
        line,
      );
    },
  );
};
