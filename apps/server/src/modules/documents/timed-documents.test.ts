import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/documents.fixtures.ts';
import { bookTimed, insertClient, insertFleet } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { services } from '../../db/schema/catalog.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { renderReservationMail } from '../mail/templates/reservation-mails.ts';
import { loadBusiness } from './business.ts';
import { loadReservationDocument } from './reservation-document.ts';

// Issue 16: a yacht charter and a car rental speak in their own terms in the PDF and the e-mails.
// 13 March 2027 is a Saturday on Eastern Standard Time; the car comes back on the 16th, after the
// switch to daylight time (14 March), so the hours shown are Miami's wall clock on both sides.
describe('guest documents of a yacht charter and a car rental', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let charterId: number;
  let carId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    const fleet = await insertFleet(ctx.app.db);
    // A car has no name of its own: it goes by its brand and model.
    await ctx.app.db
      .update(services)
      .set({ name: '', brand: 'Lamborghini', model: 'Urus' })
      .where(eq(services.id, fleet.car));
    const clientId = await insertClient(ctx.app.db, { email: 'ana.perez@example.com' });
    const charter = await bookTimed(
      ctx.app,
      headers,
      {
        serviceType: 'yachts',
        serviceId: fleet.yacht,
        clientId,
        startAt: '2027-03-13T10:00:00-05:00',
        endAt: '2027-03-13T14:00:00-05:00',
      },
      { pricePerUnit: 1200, status: 'confirmed' },
    );
    expect(charter.statusCode, charter.body).toBe(201);
    charterId = charter.json().id;
    const car = await bookTimed(
      ctx.app,
      headers,
      {
        serviceType: 'cars',
        serviceId: fleet.car,
        clientId,
        startAt: '2027-03-13T10:00:00-05:00',
        endAt: '2027-03-16T09:00:00-04:00',
      },
      { pricePerUnit: 950, status: 'confirmed' },
    );
    expect(car.statusCode, car.body).toBe(201);
    carId = car.json().id;
  });
  afterAll(() => ctx.close());

  const pdf = async (id: number, lang: 'es' | 'en') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${id}/pdf`,
      headers,
      payload: { lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return pdfText(res.rawPayload);
  };

  const mails = async (id: number, language: 'es' | 'en') => {
    const doc = await loadReservationDocument(ctx.app.db, id);
    const business = await loadBusiness(ctx.app.db);
    return (['confirmation', 'reservation_pdf'] as const).map((kind) =>
      renderReservationMail(kind, doc, business, { language }),
    );
  };

  const expected = {
    charter: {
      es: [
        'ALQUILER DE YATE',
        'El 03-13-2027, de 10:00 a 14:00 (4 horas)',
        '4 horas × $1,200.00',
        '$4,800.00',
      ],
      en: [
        'YACHT CHARTER',
        'On 03-13-2027, from 10:00 to 14:00 (4 hours)',
        '4 hours × $1,200.00',
        '$4,800.00',
      ],
    },
    car: {
      es: [
        'ALQUILER DE AUTO',
        'Recogida el 03-13-2027 a las 10:00, devolución el 03-16-2027 a las 09:00 (3 días)',
        '3 días × $950.00',
        '$2,850.00',
      ],
      en: [
        'CAR RENTAL',
        'Pickup on 03-13-2027 at 10:00, return on 03-16-2027 at 09:00 (3 days)',
        '3 days × $950.00',
        '$2,850.00',
      ],
    },
  } as const;

  for (const language of ['es', 'en'] as const) {
    it(`the PDF of a charter gives its day, its hours and the price per hour (${language})`, async () => {
      const text = (await pdf(charterId, language)).replace(/\s+/g, ' ');
      for (const line of expected.charter[language]) expect(text, line).toContain(line);
      expect(text).toContain(language === 'es' ? 'HORARIO' : 'TIME');
      expect(text).toContain('10:00–14:00');
      expect(text).not.toMatch(/noche|night|estadía|stay/i);
    });

    it(`the PDF of a car gives the pickup and the return with their times, in days (${language})`, async () => {
      const text = (await pdf(carId, language)).replace(/\s+/g, ' ');
      for (const line of expected.car[language]) expect(text, line).toContain(line);
      expect(text).toContain('Lamborghini Urus');
      expect(text).toContain(language === 'es' ? 'RECOGIDA' : 'PICKUP');
      expect(text).toContain(language === 'es' ? 'DEVOLUCIÓN' : 'RETURN');
      expect(text).not.toMatch(/noche|night|estadía|stay/i);
    });

    it(`the e-mails of a charter and of a car speak of hours and days (${language})`, async () => {
      for (const [id, which] of [
        [charterId, 'charter'],
        [carId, 'car'],
      ] as const) {
        for (const mail of await mails(id, language)) {
          const [heading, sentence, rent] = expected[which][language];
          // Headings are upper case in the PDF only; the e-mail says 'Tu alquiler de yate'.
          expect(mail.text.toLowerCase()).toContain(heading.toLowerCase());
          for (const part of [mail.text, mail.html]) {
            expect(part).toContain(sentence);
            expect(part).toContain(rent);
            expect(part).not.toMatch(/noche|night|estadía|your stay/i);
          }
        }
      }
    });
  }

  it('queues the confirmation of a charter in the reservation language with its hours', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${charterId}/send-notification`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(202);
    const [row] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.json().mailId));
    expect(row?.text).toContain('TU ALQUILER DE YATE');
    expect(row?.text).toContain('El 03-13-2027, de 10:00 a 14:00 (4 horas)');
    expect(row?.html).toContain('4 horas × $1,200.00');
  });
});
