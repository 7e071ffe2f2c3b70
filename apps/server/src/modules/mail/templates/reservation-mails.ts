import type { BookingUnit } from '@app/shared/booking-units';
import { capitalized, periodText, rentDetail, serviceWords } from '@app/shared/booking-words';
import type { ReservationStatus } from '@app/shared/reservations';
import type { Language } from '@app/shared/site';
import type { Business } from '../../documents/business.ts';
import { instant, labelsFor, money } from '../../documents/labels.ts';
import type { ReservationDocument } from '../../documents/reservation-document.ts';
import { html, type SafeHtml } from './html.ts';
import {
  codeBadge,
  type DetailRow,
  detailsTable,
  highlight,
  paragraph,
  type RenderedMail,
  renderLayout,
  renderText,
  sectionHeading,
} from './layout.ts';

export type ReservationMailKind = 'confirmation' | 'status_update' | 'payment' | 'reservation_pdf';

const copy = {
  es: {
    hello: (name: string) => (name ? `Hola ${name},` : 'Hola,'),
    footnote: (code: string) =>
      `Recibes este correo por tu reserva ${code}. Si tienes dudas, responde a este mensaje.`,
    amounts: 'Importes',
    payments: 'Pagos recibidos',
    closing:
      'Si necesitas algo antes de tu llegada (traslados, reservas en restaurantes o un chef privado), responde a este correo o escríbenos por WhatsApp.',
    confirmation: {
      subject: (code: string, business: string) => `Confirmación de reserva ${code} · ${business}`,
      title: (name: string) => (name ? `Gracias por elegirnos, ${name}` : 'Gracias por elegirnos'),
      intro:
        'Estos son los detalles de tu reserva. Guarda este correo: el código de reserva te identifica ante nuestro equipo.',
    },
    statusUpdate: {
      subject: (code: string, status: string) => `Actualización de tu reserva ${code}: ${status}`,
      title: 'Novedades sobre tu reserva',
      intro: 'El estado de tu reserva cambió.',
      newStatus: 'Nuevo estado',
      byStatus: {
        pending:
          'Tu reserva está registrada y pendiente de confirmación. Te avisaremos apenas esté confirmada.',
        confirmed: 'Tu reserva está confirmada. Te esperamos.',
        checked_in: 'Te damos la bienvenida. Que disfrutes tu estadía en Miami.',
        checked_out: 'Gracias por hospedarte con nosotros. Esperamos recibirte pronto otra vez.',
        cancelled: 'Tu reserva fue cancelada. Si no lo solicitaste, contáctanos cuanto antes.',
        no_show: 'Registramos que no pudiste llegar. Si fue un error, contáctanos.',
      } satisfies Record<ReservationStatus, string>,
      // A car is picked up and a yacht boarded: the welcome and the thanks in the service's terms.
      byUnit: {
        day: {
          checked_in: 'Tu auto ya es tuyo. Que disfrutes Miami al volante.',
          checked_out: 'Gracias por alquilar con nosotros. Esperamos verte pronto otra vez.',
        },
        hour: {
          checked_in: 'Te damos la bienvenida a bordo. Que disfrutes la salida.',
          checked_out: 'Gracias por navegar con nosotros. Esperamos recibirte pronto a bordo otra vez.',
        },
      } satisfies Record<Exclude<BookingUnit, 'night'>, Partial<Record<ReservationStatus, string>>>,
    },
    payment: {
      subject: (code: string) => `Recibo de pago · reserva ${code}`,
      titleReceived: 'Recibimos tu pago',
      titleRefund: 'Registramos un reembolso',
      titleStatement: 'Estado de pagos de tu reserva',
      intro: 'Este es el comprobante de tu pago y el estado actual de tu reserva.',
      introRefund: 'Este es el comprobante del reembolso y el estado actual de tu reserva.',
      introStatement: 'Este es el estado actual de los pagos de tu reserva.',
      received: 'Pago recibido',
      refund: 'Reembolso',
    },
    pdf: {
      subject: (code: string) => `Tu reserva ${code} en PDF`,
      title: 'Tu reserva en PDF',
      intro: (code: string, booking: string) =>
        `Adjuntamos el PDF de tu reserva ${code}, con los detalles de ${booking}, los cargos y los pagos.`,
    },
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    footnote: (code: string) =>
      `You are receiving this e-mail about your reservation ${code}. Questions? Just reply to this message.`,
    amounts: 'Amounts',
    payments: 'Payments received',
    closing:
      'If you need anything before you arrive (airport transfers, restaurant bookings or a private chef), reply to this e-mail or message us on WhatsApp.',
    confirmation: {
      subject: (code: string, business: string) => `Reservation confirmation ${code} · ${business}`,
      title: (name: string) => (name ? `Thank you for choosing us, ${name}` : 'Thank you for choosing us'),
      intro:
        'Here are the details of your reservation. Keep this e-mail: your reservation code identifies you to our team.',
    },
    statusUpdate: {
      subject: (code: string, status: string) => `Update on your reservation ${code}: ${status}`,
      title: 'An update on your reservation',
      intro: 'The status of your reservation has changed.',
      newStatus: 'New status',
      byStatus: {
        pending:
          'Your reservation is registered and awaiting confirmation. We will let you know as soon as it is confirmed.',
        confirmed: 'Your reservation is confirmed. We look forward to welcoming you.',
        checked_in: 'Welcome! Enjoy your stay in Miami.',
        checked_out: 'Thank you for staying with us. We hope to welcome you again soon.',
        cancelled:
          'Your reservation has been cancelled. If you did not ask for this, please contact us right away.',
        no_show: 'We registered that you could not make it. If this is a mistake, please contact us.',
      } satisfies Record<ReservationStatus, string>,
      byUnit: {
        day: {
          checked_in: 'Your car is ready for you. Enjoy Miami behind the wheel.',
          checked_out: 'Thank you for renting with us. We hope to see you again soon.',
        },
        hour: {
          checked_in: 'Welcome aboard! Enjoy your charter.',
          checked_out: 'Thank you for sailing with us. We hope to welcome you aboard again soon.',
        },
      } satisfies Record<Exclude<BookingUnit, 'night'>, Partial<Record<ReservationStatus, string>>>,
    },
    payment: {
      subject: (code: string) => `Payment receipt · reservation ${code}`,
      titleReceived: 'We received your payment',
      titleRefund: 'We registered a refund',
      titleStatement: 'Payments of your reservation',
      intro: 'This is the receipt of your payment and the current balance of your reservation.',
      introRefund: 'This is the receipt of the refund and the current balance of your reservation.',
      introStatement: 'This is the current state of the payments of your reservation.',
      received: 'Payment received',
      refund: 'Refund',
    },
    pdf: {
      subject: (code: string) => `Your reservation ${code} (PDF)`,
      title: 'Your reservation as a PDF',
      intro: (code: string, booking: string) =>
        `Attached is the PDF of your reservation ${code}, with the details of ${booking}, the charges and the payments.`,
    },
  },
} as const;

function stayRows(r: ReservationDocument, language: Language): DetailRow[] {
  const t = labelsFor(language);
  const words = serviceWords(r.serviceType, language);
  return [
    { label: words.service, value: [r.apartment.name, r.apartment.unitNumber].filter(Boolean).join(' · ') },
    ...(r.apartment.address ? [{ label: t.address, value: r.apartment.address }] : []),
    { label: words.booking, value: capitalized(periodText(r, language)) },
    { label: t.status_, value: t.status[r.status] },
  ];
}

function amountRows(r: ReservationDocument, language: Language): DetailRow[] {
  const t = labelsFor(language);
  return [
    {
      label: serviceWords(r.serviceType, language).rent,
      value: rentDetail(r, money(r.pricePerUnitCents, language), language),
    },
    { label: t.total, value: money(r.totalCents, language) },
    { label: t.paid, value: money(r.paidCents, language) },
    r.dueCents < 0
      ? { label: t.credit, value: money(-r.dueCents, language), strong: true }
      : { label: t.due, value: money(r.dueCents, language), strong: true },
  ];
}

function paymentRows(r: ReservationDocument, language: Language): DetailRow[] {
  const t = labelsFor(language);
  return r.payments.map((p) => ({
    label: `${instant(p.paymentDate)} · ${t.method[p.paymentMethod]}`,
    value: money(p.amountCents, language),
  }));
}

/** What the status change means to the guest: a car's pickup and a charter's boarding in their own words. */
function statusText(
  texts: (typeof copy)[Language]['statusUpdate'],
  r: Pick<ReservationDocument, 'status' | 'unit'>,
): string {
  const own =
    r.unit === 'night' ? undefined : (texts.byUnit[r.unit] as Partial<Record<ReservationStatus, string>>);
  return own?.[r.status] ?? texts.byStatus[r.status];
}

type Section = { heading?: string; rows: DetailRow[] } | { heading?: string; text: string };

function compose(input: {
  r: ReservationDocument;
  business: Business;
  language: Language;
  subject: string;
  title: string;
  paragraphs: string[];
  lead?: { label: string; value: string };
  sections: Section[];
}): RenderedMail {
  const c = copy[input.language];
  const t = labelsFor(input.language);
  const footnote = c.footnote(input.r.code);
  const hello = c.hello(input.r.client.name);
  const paragraphs = [hello, ...input.paragraphs];
  const body: SafeHtml = html`${paragraphs.map((p) => paragraph(p))}
${codeBadge(t.reservationCode, input.r.code)}
${input.lead ? highlight(input.lead.label, input.lead.value) : ''}
${input.sections.map((section) =>
  'rows' in section
    ? html`${section.heading ? sectionHeading(section.heading) : ''}${detailsTable(section.rows)}`
    : html`${section.heading ? sectionHeading(section.heading) : ''}${paragraph(section.text)}`,
)}
<div style="height:12px"></div>
${paragraph(c.closing)}`;
  return {
    subject: input.subject,
    html: renderLayout({
      language: input.language,
      business: input.business,
      preheader: `${input.title} · ${input.r.code}`,
      title: input.title,
      body,
      footnote,
    }),
    text: renderText({
      business: input.business,
      title: input.title,
      paragraphs,
      sections: [
        { rows: [{ label: t.reservationCode, value: input.r.code }] },
        ...(input.lead ? [{ rows: [input.lead] }] : []),
        ...input.sections,
        { text: c.closing },
      ],
      footnote,
    }),
  };
}

/**
 * The e-mails a guest gets about a reservation, in `language` (the reservation's, Spanish by default):
 * confirmation, status update, payment receipt (of `paymentId`, or the latest payment) and the PDF delivery.
 */
export function renderReservationMail(
  kind: ReservationMailKind,
  r: ReservationDocument,
  business: Business,
  options: { language: Language; paymentId?: number | undefined },
): RenderedMail {
  const { language } = options;
  const c = copy[language];
  const t = labelsFor(language);
  const words = serviceWords(r.serviceType, language);
  const stay = { heading: words.yours, rows: stayRows(r, language) };
  const amounts = { heading: c.amounts, rows: amountRows(r, language) };

  switch (kind) {
    case 'confirmation':
      return compose({
        r,
        business,
        language,
        subject: c.confirmation.subject(r.code, business.name),
        title: c.confirmation.title(r.client.name),
        paragraphs: [c.confirmation.intro],
        sections: [stay, amounts],
      });
    case 'status_update':
      return compose({
        r,
        business,
        language,
        subject: c.statusUpdate.subject(r.code, t.status[r.status]),
        title: c.statusUpdate.title,
        paragraphs: [c.statusUpdate.intro, statusText(c.statusUpdate, r)],
        lead: { label: c.statusUpdate.newStatus, value: t.status[r.status] },
        sections: [stay],
      });
    case 'payment': {
      const payment =
        options.paymentId !== undefined
          ? r.payments.find((p) => p.id === options.paymentId)
          : r.payments.at(-1);
      const refund = payment !== undefined && payment.amountCents < 0;
      const title = !payment
        ? c.payment.titleStatement
        : refund
          ? c.payment.titleRefund
          : c.payment.titleReceived;
      const intro = !payment ? c.payment.introStatement : refund ? c.payment.introRefund : c.payment.intro;
      const lead = payment
        ? {
            label: refund ? c.payment.refund : c.payment.received,
            value: `${money(Math.abs(payment.amountCents), language)} · ${t.method[payment.paymentMethod]} · ${instant(payment.paymentDate)}`,
          }
        : undefined;
      return compose({
        r,
        business,
        language,
        subject: c.payment.subject(r.code),
        title,
        paragraphs: [intro],
        ...(lead ? { lead } : {}),
        sections: [
          amounts,
          ...(r.payments.length ? [{ heading: c.payments, rows: paymentRows(r, language) }] : []),
        ],
      });
    }
    case 'reservation_pdf':
      return compose({
        r,
        business,
        language,
        subject: c.pdf.subject(r.code),
        title: c.pdf.title,
        paragraphs: [c.pdf.intro(r.code, words.yours.charAt(0).toLowerCase() + words.yours.slice(1))],
        sections: [stay, amounts],
      });
  }
}
