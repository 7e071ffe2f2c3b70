import type { Language } from '@app/shared/site';
import type { Business } from '../../documents/business.ts';
import { html } from './html.ts';
import {
  type DetailRow,
  detailsTable,
  paragraph,
  type RenderedMail,
  renderLayout,
  renderText,
} from './layout.ts';

/** An imported event that overlaps one of our reservations (kept, never dropped). */
export interface ConflictLine {
  serviceName: string;
  feedName: string;
  start: string;
  end: string;
  reservationCode: string;
}

const copy = {
  es: {
    subject: (feed: string, service: string) => `Conflicto de calendario: ${feed} · ${service}`,
    title: 'Conflicto de calendario',
    intro:
      'Un calendario importado trae fechas que coinciden con reservas ya guardadas aquí. El bloqueo se conservó y la reserva no se movió: revisa ambos lados en el panel de administración.',
    line: (c: ConflictLine) => `${c.feedName}: ${c.start} a ${c.end}`,
    reservation: (code: string) => `coincide con la reserva ${code}`,
    footnote: 'Mensaje automático de la sincronización de calendarios.',
  },
  en: {
    subject: (feed: string, service: string) => `Calendar conflict: ${feed} · ${service}`,
    title: 'Calendar conflict',
    intro:
      'An imported calendar has dates that overlap reservations saved here. The block was kept and the reservation was not moved: check both sides in the admin back-office.',
    line: (c: ConflictLine) => `${c.feedName}: ${c.start} to ${c.end}`,
    reservation: (code: string) => `overlaps reservation ${code}`,
    footnote: 'Automatic message from the calendar sync.',
  },
} as const;

/** Tells the owner which imported events of one sync overlap reservations. */
export function renderCalendarConflictMail(
  conflicts: readonly ConflictLine[],
  business: Business,
  language: Language = 'es',
): RenderedMail {
  const c = copy[language];
  const [first] = conflicts;
  const rows: DetailRow[] = conflicts.map((line) => ({
    label: c.line(line),
    value: c.reservation(line.reservationCode),
  }));
  return {
    subject: c.subject(first?.feedName ?? '', first?.serviceName ?? ''),
    html: renderLayout({
      language,
      business,
      preheader: c.intro.slice(0, 120),
      title: c.title,
      body: html`${paragraph(c.intro)}
${detailsTable(rows)}`,
      footnote: c.footnote,
    }),
    text: renderText({
      business,
      title: c.title,
      paragraphs: [c.intro],
      sections: [{ rows }],
      footnote: c.footnote,
    }),
  };
}
