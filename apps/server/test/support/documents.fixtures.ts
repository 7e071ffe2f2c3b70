import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { createTestApp } from '../test-app.ts';
import { insertService } from './reservations.fixtures.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;

/** The text of every page of a PDF, joined (unpdf, the PDF.js text layer). */
export async function pdfText(content: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(content));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

export const guestJose = {
  clientName: 'José',
  clientLastname: 'Núñez Peña',
  clientEmail: 'jose.nunez@example.com',
  clientPhone: '+54 9 11 5555-0123',
  clientCity: 'Córdoba',
  clientCountry: 'Argentina',
};

/** A reservation made through the API (so its totals are the server's), with an initial payment. */
export async function createReservation(
  ctx: Context,
  headers: Record<string, string>,
  values: Record<string, unknown> = {},
) {
  const apartmentId =
    (values.apartmentId as number | undefined) ??
    (await insertService(ctx.app.db, { name: 'Brickell Heights 1201' }));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers,
    payload: {
      apartmentId,
      ...guestJose,
      checkInDate: '2030-03-08',
      checkOutDate: '2030-03-13',
      pricePerNight: 245,
      cleaningFee: 120,
      parkingFee: 35.5,
      taxes: 160.14,
      status: 'confirmed',
      initialPayment: { amount: 500, paymentMethod: 'zelle', paymentDate: '2030-02-10T15:30:00Z' },
      ...values,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string; totalAmount: number; amountDue: number; clientId: number };
}
