import { typeName, unitCount } from '@app/shared/booking-words';
import type { Language } from '@app/shared/site';
import type { SummaryFigures } from '@app/shared/summaries';
import type { Business } from '../../documents/business.ts';
import { instant } from '../../documents/labels.ts';
import { monthName, percent, summaryLabels, usd } from '../../summaries/summary-labels.ts';
import { html, multiline, safeHref } from './html.ts';
import {
  type DetailRow,
  detailsTable,
  paragraph,
  type RenderedMail,
  renderLayout,
  renderText,
  sectionHeading,
} from './layout.ts';

export interface ContactMessageMail {
  id: number;
  name: string;
  lastName: string;
  email: string;
  areaCode: string;
  phone: string;
  message: string;
  language: string;
  createdAt: Date;
}

const contactCopy = {
  es: {
    subject: (who: string) => `Nuevo mensaje de contacto de ${who}`,
    title: 'Nuevo mensaje desde el sitio',
    intro: 'Un visitante escribió desde el formulario de contacto. Responde a este correo para contestarle.',
    name: 'Nombre',
    email: 'E-mail',
    phone: 'Teléfono',
    language: 'Idioma del sitio',
    received: 'Recibido',
    message: 'Mensaje',
    footnote: (id: number) =>
      `Mensaje de contacto n.º ${id}, también guardado en el panel de administración.`,
  },
  en: {
    subject: (who: string) => `New contact message from ${who}`,
    title: 'New message from the website',
    intro: 'A visitor wrote through the contact form. Reply to this e-mail to answer them.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Site language',
    received: 'Received',
    message: 'Message',
    footnote: (id: number) => `Contact message #${id}, also kept in the admin back-office.`,
  },
} as const;

/** The e-mail that tells the business a visitor wrote; Reply-To is the visitor. */
export function renderContactMail(
  message: ContactMessageMail,
  business: Business,
  language: Language = 'es',
): RenderedMail {
  const c = contactCopy[language];
  const who = `${message.name} ${message.lastName}`.trim();
  const phone = [message.areaCode, message.phone].filter(Boolean).join(' ');
  const rows: DetailRow[] = [
    { label: c.name, value: who },
    { label: c.email, value: message.email },
    ...(phone ? [{ label: c.phone, value: phone }] : []),
    { label: c.language, value: message.language === 'en' ? 'English' : 'Español' },
    { label: c.received, value: instant(message.createdAt) },
  ];
  const body = html`${paragraph(c.intro)}
${detailsTable(rows)}
${sectionHeading(c.message)}
${paragraph(multiline(message.message))}
${paragraph(html`<a href="${safeHref(`mailto:${message.email}`)}" style="color:#c9a45c">${message.email}</a>`)}`;
  return {
    subject: c.subject(who),
    html: renderLayout({
      language,
      business,
      preheader: message.message.slice(0, 120),
      title: c.title,
      body,
      footnote: c.footnote(message.id),
    }),
    text: renderText({
      business,
      title: c.title,
      paragraphs: [c.intro],
      sections: [{ rows }, { heading: c.message, text: message.message }],
      footnote: c.footnote(message.id),
    }),
  };
}

const summaryCopy = {
  es: {
    subject: (period: string, business: string) => `Resumen mensual ${period} · ${business}`,
    title: (period: string) => `Resumen de ${period}`,
    intro: 'Las cifras del mes. El PDF adjunto trae el detalle de cada reserva y de cada pago.',
    figures: 'Cifras del mes',
    occupancy: 'Ocupación por alojamiento',
    footnote: 'Mensaje automático del panel de administración.',
  },
  en: {
    subject: (period: string, business: string) => `Monthly summary ${period} · ${business}`,
    title: (period: string) => `Summary of ${period}`,
    intro: "The month's figures. The attached PDF lists every reservation and every payment.",
    figures: "The month's figures",
    occupancy: 'Occupancy by accommodation',
    footnote: 'Automatic message from the admin back-office.',
  },
} as const;

/** The monthly summary for the business, with the PDF attached by the caller. */
export function renderMonthlySummaryMail(
  summary: SummaryFigures,
  business: Business,
  language: Language = 'es',
): RenderedMail {
  const c = summaryCopy[language];
  const s = summaryLabels[language];
  const period = monthName(summary.year, summary.month, language);
  const figures: DetailRow[] = [
    { label: s.totalReservations, value: String(summary.totalReservations) },
    { label: s.totalRevenue, value: usd(summary.totalRevenue, language) },
    { label: s.totalPayments, value: usd(summary.totalPayments, language), strong: true },
    { label: s.totalDue, value: usd(summary.totalDue, language) },
    { label: s.nightsBooked, value: String(summary.nightsBooked) },
    { label: s.occupancyRate, value: percent(summary.occupancyRate, language) },
  ];
  const occupancy: DetailRow[] = summary.occupancy.map((o) => ({
    label: o.apartmentName,
    value: `${percent(o.occupancyRate, language)} · ${unitCount('night', o.nightsBooked, language)}`,
  }));
  const byType: DetailRow[] = summary.byType.map((entry) => ({
    label: typeName(entry.serviceType, language),
    value: `${entry.reservations} · ${unitCount(entry.unit, entry.units, language)} · ${usd(entry.revenue, language)}`,
  }));
  const body = html`${paragraph(c.intro)}
${sectionHeading(c.figures)}
${detailsTable(figures)}
${byType.length ? html`${sectionHeading(s.byType)}${detailsTable(byType)}` : ''}
${occupancy.length ? html`${sectionHeading(c.occupancy)}${detailsTable(occupancy)}` : ''}`;
  return {
    subject: c.subject(period, business.name),
    html: renderLayout({
      language,
      business,
      preheader: c.intro,
      title: c.title(period),
      body,
      footnote: c.footnote,
    }),
    text: renderText({
      business,
      title: c.title(period),
      paragraphs: [c.intro],
      sections: [
        { heading: c.figures, rows: figures },
        ...(byType.length ? [{ heading: s.byType, rows: byType }] : []),
        ...(occupancy.length ? [{ heading: c.occupancy, rows: occupancy }] : []),
      ],
      footnote: c.footnote,
    }),
  };
}
