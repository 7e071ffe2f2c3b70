import { formatDate } from '@app/shared/dates';
import { formatUsd } from '@app/shared/money';
import type { PaymentMethod } from '@app/shared/payments';
import type { PaymentStatus, ReservationStatus } from '@app/shared/reservations';
import type { Language } from '@app/shared/site';

/** Words the PDFs and the e-mails share, in the guest's language (Spanish by default). */
export const labels = {
  es: {
    status: {
      pending: 'Pendiente',
      confirmed: 'Confirmada',
      checked_in: 'En curso',
      checked_out: 'Finalizada',
      cancelled: 'Cancelada',
      no_show: 'No presentada',
    } satisfies Record<ReservationStatus, string>,
    paymentStatus: {
      pending: 'Pendiente de pago',
      partial: 'Pago parcial',
      paid: 'Pagada',
      overpaid: 'Pagada en exceso',
      refunded: 'Reembolsada',
    } satisfies Record<PaymentStatus, string>,
    method: {
      cash: 'Efectivo',
      card: 'Tarjeta',
      transfer: 'Transferencia',
      zelle: 'Zelle',
      paypal: 'PayPal',
      other: 'Otro',
    } satisfies Record<PaymentMethod, string>,
    reservation: 'Reserva',
    reservationCode: 'Código de reserva',
    guest: 'Huésped',
    apartment: 'Alojamiento',
    address: 'Dirección',
    email: 'E-mail',
    phone: 'Teléfono',
    checkIn: 'Llegada',
    checkOut: 'Salida',
    cleaningFee: 'Limpieza',
    parkingFee: 'Estacionamiento',
    cancellationFee: 'Cargo por cancelación',
    otherExpenses: 'Otros gastos',
    taxes: 'Impuestos',
    total: 'Total',
    paid: 'Pagado',
    due: 'Saldo pendiente',
    credit: 'Saldo a favor',
    status_: 'Estado',
    paymentStatus_: 'Estado del pago',
    payments: 'Pagos recibidos',
    noPayments: 'Todavía no se registraron pagos.',
    date: 'Fecha',
    method_: 'Método',
    amount: 'Importe',
    concept: 'Concepto',
    detail: 'Detalle',
    charges: 'Detalle de cargos',
    generated: 'Generado el',
    page: (n: number, of: number) => `Página ${n} de ${of}`,
    amountsNote: 'Importes en dólares estadounidenses (USD).',
  },
  en: {
    status: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      checked_in: 'Checked in',
      checked_out: 'Checked out',
      cancelled: 'Cancelled',
      no_show: 'No-show',
    } satisfies Record<ReservationStatus, string>,
    paymentStatus: {
      pending: 'Awaiting payment',
      partial: 'Partially paid',
      paid: 'Paid',
      overpaid: 'Overpaid',
      refunded: 'Refunded',
    } satisfies Record<PaymentStatus, string>,
    method: {
      cash: 'Cash',
      card: 'Card',
      transfer: 'Bank transfer',
      zelle: 'Zelle',
      paypal: 'PayPal',
      other: 'Other',
    } satisfies Record<PaymentMethod, string>,
    reservation: 'Reservation',
    reservationCode: 'Reservation code',
    guest: 'Guest',
    apartment: 'Accommodation',
    address: 'Address',
    email: 'E-mail',
    phone: 'Phone',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    cleaningFee: 'Cleaning',
    parkingFee: 'Parking',
    cancellationFee: 'Cancellation fee',
    otherExpenses: 'Other expenses',
    taxes: 'Taxes',
    total: 'Total',
    paid: 'Paid',
    due: 'Balance due',
    credit: 'Credit balance',
    status_: 'Status',
    paymentStatus_: 'Payment status',
    payments: 'Payments received',
    noPayments: 'No payments have been registered yet.',
    date: 'Date',
    method_: 'Method',
    amount: 'Amount',
    concept: 'Item',
    detail: 'Detail',
    charges: 'Charges',
    generated: 'Generated on',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    amountsNote: 'Amounts in US dollars (USD).',
  },
} as const;

export type Labels = (typeof labels)[Language];

export const labelsFor = (language: Language): Labels => labels[language] ?? labels.es;

const usdFormats = new Map<Language, Intl.NumberFormat>();

/**
 * Cents as US dollars, always with cents ($1,234.50), in the document's language: formatUsd's output,
 * with the formatter kept (a 2,000-reservation summary formats thousands of amounts).
 */
export function money(cents: number, language: Language): string {
  let format = usdFormats.get(language);
  if (!format) {
    const sample = formatUsd(1234.5, language, { cents: 'always' });
    format = new Intl.NumberFormat(`${language}-US`, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    });
    if (format.format(1234.5) !== sample) throw new Error(`USD format of ${language} differs from formatUsd`);
    usdFormats.set(language, format);
  }
  return format.format(cents / 100);
}

/** A calendar date as SPEC.md shows it: MM-DD-YYYY. */
export const day = (date: string) => formatDate(date);

/** An instant on the Miami wall clock: MM-DD-YYYY HH:mm. */
export const instant = (value: Date) => formatDate(value, { time: true });
