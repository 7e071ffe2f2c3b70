import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import { reservationPayments, reservations } from '../../db/schema/reservations.ts';
import { loadBusiness } from '../documents/business.ts';
import { generateReservationPdf } from '../documents/reservation-pdf-service.ts';
import { nightStayColumns } from '../reservations/reservations.repository.ts';
import { buildMonthlySummary } from './monthly-summary.ts';
import { renderSummaryPdf } from './summary-pdf.ts';

/**
 * How long the documents take, logged for the record (issue 6 asks for the figures). The limits are
 * generous so a slow CI machine does not fail; the numbers that matter are in the log.
 * PDF_PREVIEW_DIR=/tmp/x keeps the files to look at.
 */
describe('document generation time', () => {
  let database: Database;
  const APARTMENTS = 80;
  const STAYS_PER_APARTMENT = 25;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const units = await db
      .insert(services)
      .values(
        Array.from({ length: APARTMENTS }, (_, i) => ({
          type: 'apartments' as const,
          name: `Brickell ${1000 + i}`,
        })),
      )
      .returning({ id: services.id });
    const guests = await db
      .insert(clients)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          name: ['José', 'María', 'Lucía', 'Ñandú', 'Zoë'][i % 5] ?? 'Ana',
          lastname: `Núñez ${i}`,
          email: `guest${i}@example.com`,
          phone: '+1 (305) 555-0100',
        })),
      )
      .returning({ id: clients.id });
    const rows = [];
    for (const [a, unit] of units.entries()) {
      for (let d = 0; d < STAYS_PER_APARTMENT; d++) {
        const day = String(d + 1).padStart(2, '0');
        const next = String(d + 2).padStart(2, '0');
        rows.push({
          code: `MIA-${String(a).padStart(3, '0')}${String(d).padStart(3, '0')}`,
          ...nightStayColumns(unit, `2030-03-${day}`, `2030-03-${next}`),
          clientId: guests[(a * STAYS_PER_APARTMENT + d) % guests.length]?.id ?? 0,
          pricePerNightCents: 25_000 + a,
          cleaningFeeCents: 8_000,
          totalAmountCents: 33_000 + a,
          amountPaidCents: 10_000,
          amountDueCents: 23_000 + a,
          status: 'confirmed' as const,
          paymentStatus: 'partial' as const,
        });
      }
    }
    const inserted = [];
    for (let i = 0; i < rows.length; i += 500) {
      inserted.push(
        ...(await db
          .insert(reservations)
          .values(rows.slice(i, i + 500))
          .returning({ id: reservations.id })),
      );
    }
    for (let i = 0; i < inserted.length; i += 500) {
      await db.insert(reservationPayments).values(
        inserted.slice(i, i + 500).map((r, j) => ({
          reservationId: r.id,
          amountCents: 10_000,
          paymentMethod: ['cash', 'card', 'zelle'][j % 3] ?? 'cash',
          paymentDate: new Date(Date.UTC(2030, 2, 1 + (j % 28), 15)),
        })),
      );
    }
  }, 120_000);
  afterAll(() => database.close());

  it('generates a reservation PDF and the summary PDF of 2,000 reservations', async () => {
    const business = await loadBusiness(database.db);
    const [first] = await database.db.select({ id: reservations.id }).from(reservations).limit(1);
    await generateReservationPdf(database.db, first?.id ?? 0); // warm-up: fonts, modules
    const runs = 20;
    let started = performance.now();
    let reservationPdf: Buffer = Buffer.alloc(0);
    for (let i = 0; i < runs; i++)
      reservationPdf = (await generateReservationPdf(database.db, first?.id ?? 0)).content;
    const perReservation = (performance.now() - started) / runs;

    started = performance.now();
    const data = await buildMonthlySummary(database.db, 2030, 3);
    const queried = performance.now() - started;
    const summaryPdf = await renderSummaryPdf(data, business, { language: 'es', generatedAt: new Date() });
    const total = performance.now() - started;

    expect(data.reservations).toHaveLength(APARTMENTS * STAYS_PER_APARTMENT);
    expect(data.payments).toHaveLength(APARTMENTS * STAYS_PER_APARTMENT);
    // The figures are this test's output: written to the terminal on purpose.
    process.stdout.write(
      `[documents] reservation PDF: ${perReservation.toFixed(1)} ms each (avg of ${runs}, ${reservationPdf.length} bytes, database: ${database.kind}); ` +
        `summary of ${data.reservations.length} reservations and ${data.payments.length} payments: ${total.toFixed(0)} ms ` +
        `(queries ${queried.toFixed(0)} ms, PDF ${(total - queried).toFixed(0)} ms, ${summaryPdf.length} bytes)\n`,
    );
    expect(perReservation).toBeLessThan(2_000);
    expect(total).toBeLessThan(30_000);
    const dir = process.env.PDF_PREVIEW_DIR;
    if (dir) {
      writeFileSync(path.join(dir, 'reservation.pdf'), reservationPdf);
      writeFileSync(path.join(dir, 'summary-2000.pdf'), summaryPdf);
    }
  }, 120_000);
});
