import { formatDate } from '@app/shared/dates';
import type { ExportKind } from '@app/shared/exports';
import { fromCents } from '@app/shared/money';
import { toPaymentMethod } from '@app/shared/payments';
import type { Language } from '@app/shared/site';
import { labelsFor } from '../documents/labels.ts';
import { csvLine } from './csv.ts';
import type { clientRows, paymentRows, reservationRows } from './export-rows.ts';

/*
 * The columns of each export in the admin's language: a title line, then one line per row. Amounts
 * are plain numbers in US dollars (a spreadsheet sums them); stay days are YYYY-MM-DD and instants
 * 'YYYY-MM-DD HH:mm' on Miami's clock, the forms a spreadsheet reads as dates in any locale.
 */

type RowOf<T extends (...args: never[]) => unknown> =
  Awaited<ReturnType<T>> extends AsyncGenerator<(infer Row)[]> ? Row : never;

const instant = (value: Date) => {
  const shown = formatDate(value, { time: true }); // MM-DD-YYYY HH:mm in the business time zone
  return `${shown.slice(6, 10)}-${shown.slice(0, 5)}${shown.slice(10)}`;
};

const words = {
  es: {
    id: 'ID',
    service: 'Servicio',
    name: 'Nombre',
    lastname: 'Apellido',
    notes: 'Notas',
    city: 'Ciudad',
    country: 'País',
    language: 'Idioma',
    registered: 'Alta',
  },
  en: {
    id: 'ID',
    service: 'Service',
    name: 'First name',
    lastname: 'Last name',
    notes: 'Notes',
    city: 'City',
    country: 'Country',
    language: 'Language',
    registered: 'Registered',
  },
} as const;

export function paymentLines(lang: Language) {
  const l = labelsFor(lang);
  const w = words[lang];
  return {
    title: csvLine([
      w.id,
      l.date,
      l.amount,
      l.method_,
      l.reservationCode,
      w.service,
      w.name,
      w.lastname,
      l.email,
      w.notes,
    ]),
    line: (p: RowOf<typeof paymentRows>) =>
      csvLine([
        p.id,
        instant(p.paymentDate),
        fromCents(p.amountCents),
        l.method[toPaymentMethod(p.paymentMethod)],
        p.reservationCode,
        p.apartmentName,
        p.clientName,
        p.clientLastname,
        p.clientEmail,
        p.notes,
      ]),
  };
}

export function reservationLines(lang: Language) {
  const l = labelsFor(lang);
  const w = words[lang];
  return {
    title: csvLine([
      l.reservationCode,
      w.service,
      w.name,
      w.lastname,
      l.email,
      l.phone,
      l.checkIn,
      l.checkOut,
      l.status_,
      l.paymentStatus_,
      l.taxes,
      l.total,
      l.paid,
      l.due,
      w.registered,
    ]),
    line: (r: RowOf<typeof reservationRows>) =>
      csvLine([
        r.code,
        r.serviceName,
        r.clientName,
        r.clientLastname,
        r.clientEmail,
        r.clientPhone,
        r.checkInDate,
        r.checkOutDate,
        l.status[r.status],
        l.paymentStatus[r.paymentStatus],
        fromCents(r.taxesCents),
        fromCents(r.totalAmountCents),
        fromCents(r.amountPaidCents),
        fromCents(r.amountDueCents),
        instant(r.createdAt),
      ]),
  };
}

export function clientLines(lang: Language) {
  const l = labelsFor(lang);
  const w = words[lang];
  return {
    title: csvLine([
      w.id,
      w.name,
      w.lastname,
      l.email,
      l.phone,
      l.address,
      w.city,
      w.country,
      w.language,
      w.notes,
      w.registered,
    ]),
    line: (c: RowOf<typeof clientRows>) =>
      csvLine([
        c.id,
        c.name,
        c.lastname,
        c.email,
        c.phone,
        c.address,
        c.city,
        c.country,
        c.language,
        c.notes,
        instant(c.createdAt),
      ]),
  };
}

/** The file name a download gets: the kind, then the days it covers when the filter names them. */
export function exportFileName(
  kind: ExportKind,
  range: { from?: string | undefined; to?: string | undefined },
) {
  const days = [range.from, range.to].filter(Boolean).join('_');
  return `${kind}${days ? `_${days}` : ''}.csv`;
}
