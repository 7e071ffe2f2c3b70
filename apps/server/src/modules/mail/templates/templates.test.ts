import { computeMonthlySummary } from '@app/shared/summaries';
import { describe, expect, it } from 'vitest';
import type { Business } from '../../documents/business.ts';
import type { ReservationDocument } from '../../documents/reservation-document.ts';
import { renderContactMail, renderMonthlySummaryMail } from './business-mails.ts';
import { escapeHtml, html, multiline } from './html.ts';
import { type ReservationMailKind, renderReservationMail } from './reservation-mails.ts';

const evil = `<script>alert("x")</script>&'`;

const business: Business = {
  name: `Miami ${evil}`,
  addressLines: [`1 ${evil} St`, 'Miami, FL 33131'],
  phone: '+1 (305) 555-0148',
  secondaryPhone: '+54 9 1155 55-0123',
  email: 'concierge@example.com',
  whatsapp: '13055550148',
  instagramUrl: 'https://instagram.com/x',
};

const reservation: ReservationDocument = {
  id: 7,
  code: 'MIA-7K3QXD',
  serviceType: 'apartments',
  status: 'confirmed',
  paymentStatus: 'partial',
  language: 'es',
  apartment: { name: `Loft ${evil}`, address: `Calle ${evil}`, unitNumber: evil },
  client: {
    name: `José ${evil}`,
    lastname: evil,
    email: 'jose@example.com',
    phone: evil,
    address: evil,
    city: evil,
    country: evil,
  },
  checkInDate: '2030-03-08',
  checkOutDate: '2030-03-13',
  startAt: null,
  endAt: null,
  unit: 'night',
  units: 5,
  pricePerUnitCents: 24_500,
  cleaningFeeCents: 12_000,
  parkingFeeCents: 0,
  cancellationFeeCents: 0,
  otherExpensesCents: 0,
  taxesCents: 0,
  totalCents: 134_500,
  paidCents: 50_000,
  dueCents: 84_500,
  payments: [
    { id: 1, amountCents: 50_000, paymentMethod: 'zelle', paymentDate: new Date('2030-02-10T15:30:00Z') },
  ],
};

const kinds: ReservationMailKind[] = ['confirmation', 'status_update', 'payment', 'reservation_pdf'];

describe('html', () => {
  it('escapes every interpolated value, keeps nested fragments, and keeps line breaks of multi-line text', () => {
    expect(escapeHtml(evil)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(html`<p title="${evil}">${evil}${html`<b>${'a&b'}</b>`}</p>`.value).toBe(
      `<p title="${escapeHtml(evil)}">${escapeHtml(evil)}<b>a&amp;b</b></p>`,
    );
    expect(html`${[1, null, false, undefined, '<i>']}`.value).toBe('1&lt;i&gt;');
    expect(multiline('a <b>\nc').value).toBe('a &lt;b&gt;<br>c');
  });
});

describe('reservation e-mails', () => {
  for (const language of ['es', 'en'] as const) {
    for (const kind of kinds) {
      it(`${kind} (${language}): the code in the subject, both parts, nothing the guest typed left unescaped`, () => {
        const mail = renderReservationMail(kind, reservation, business, { language });
        expect(mail.subject).toContain('MIA-7K3QXD');
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain(`"x"`);
        expect(mail.html).toContain(`José ${escapeHtml(evil)}`);
        expect(mail.html).toContain(`lang="${language}"`);
        expect(mail.text).toContain('MIA-7K3QXD');
        expect(mail.text).toContain(`José ${evil}`);
        expect(mail.text).toContain(language === 'es' ? 'Hola' : 'Hello');
      });
    }
  }

  it('writes the receipt of a refund as a refund, and of no payment as a statement', () => {
    const refund = renderReservationMail(
      'payment',
      {
        ...reservation,
        payments: [
          ...reservation.payments,
          {
            id: 2,
            amountCents: -10_000,
            paymentMethod: 'card',
            paymentDate: new Date('2030-02-11T15:30:00Z'),
          },
        ],
      },
      business,
      { language: 'en', paymentId: 2 },
    );
    expect(refund.text).toContain('We registered a refund');
    expect(refund.text).toContain('Refund: $100.00 · Card');
    const none = renderReservationMail('payment', { ...reservation, payments: [] }, business, {
      language: 'es',
    });
    expect(none.text).toContain('Estado de pagos de tu reserva');
  });
});

describe('business e-mails', () => {
  it('contact message: escaped, line breaks kept, the visitor in the subject', () => {
    const mail = renderContactMail(
      {
        id: 3,
        name: 'Lucía',
        lastName: evil,
        email: 'lucia@example.com',
        areaCode: '+54',
        phone: '11 5555 0000',
        message: `Hola\n${evil}`,
        language: 'es',
        createdAt: new Date('2030-01-01T12:00:00Z'),
      },
      business,
    );
    expect(mail.subject).toBe(`Nuevo mensaje de contacto de Lucía ${evil}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`Hola<br>${escapeHtml(evil)}`);
    expect(mail.text).toContain(`Hola\n${evil}`);
  });

  it('monthly summary: the period in the subject and the figures in both parts', () => {
    const summary = computeMonthlySummary({
      year: 2030,
      month: 3,
      stays: [],
      payments: [
        { amountCents: 12_345, paymentMethod: 'cash', paymentDate: new Date('2030-03-10T12:00:00Z') },
      ],
      apartments: [{ id: 1, name: evil }],
    });
    const es = renderMonthlySummaryMail(summary, business, 'es');
    expect(es.subject).toBe(`Resumen mensual marzo de 2030 · Miami ${evil}`);
    expect(es.html).not.toContain('<script>');
    expect(es.text).toContain('$123.45');
    expect(renderMonthlySummaryMail(summary, business, 'en').subject).toContain('March 2030');
  });
});
