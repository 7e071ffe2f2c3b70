import type { Language } from '@app/shared/site';
import { money } from '../documents/labels.ts';

export const summaryLabels = {
  es: {
    title: 'Resumen mensual',
    totalReservations: 'Reservas del mes',
    totalRevenue: 'Ingresos reservados',
    totalPayments: 'Dinero cobrado',
    totalDue: 'Saldo pendiente',
    nightsBooked: 'Noches ocupadas',
    byType: 'Reservas por tipo',
    type: 'Tipo',
    length: 'Duración',
    service: 'Servicio',
    from: 'Desde',
    to: 'Hasta',
    occupancyRate: 'Ocupación',
    occupancy: 'Ocupación por alojamiento',
    paymentsByMethod: 'Cobros por método',
    reservations: 'Reservas (por fecha de llegada)',
    payments: 'Pagos (por fecha de pago)',
    count: 'Cantidad',
    basis:
      'Base contable: una reserva cuenta en el mes de su llegada (sin las canceladas); un pago, en el mes de su fecha en Miami (America/New_York). Ingresos reservados = total de las reservas del mes; dinero cobrado = pagos del mes, menos reembolsos. La ocupación cuenta solo las noches de apartamentos y villas dentro del mes; autos y yates cuentan por días y horas.',
    none: 'Sin datos en este mes.',
    guest: 'Huésped',
    due: 'Saldo',
    code: 'Código',
  },
  en: {
    title: 'Monthly summary',
    totalReservations: 'Reservations of the month',
    totalRevenue: 'Booked revenue',
    totalPayments: 'Money received',
    totalDue: 'Balance due',
    nightsBooked: 'Nights booked',
    byType: 'Reservations by type',
    type: 'Type',
    length: 'Length',
    service: 'Service',
    from: 'From',
    to: 'To',
    occupancyRate: 'Occupancy',
    occupancy: 'Occupancy by accommodation',
    paymentsByMethod: 'Payments by method',
    reservations: 'Reservations (by check-in date)',
    payments: 'Payments (by payment date)',
    count: 'Count',
    basis:
      "Accounting basis: a reservation counts in the month of its check-in (cancelled ones excluded); a payment in the month of its date in Miami (America/New_York). Booked revenue = totals of the month's reservations; money received = payments of the month, net of refunds. Occupancy counts only the nights of apartments and villas inside the month; cars and yachts count by days and hours.",
    none: 'No data for this month.',
    guest: 'Guest',
    due: 'Due',
    code: 'Code',
  },
} as const;

/** 'marzo de 2025' / 'March 2025'. */
export function monthName(year: number, month: number, language: Language): string {
  return new Intl.DateTimeFormat(`${language}-US`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Dollars (units) with cents: $1,234.50. */
export const usd = (units: number, language: Language) => money(Math.round(units * 100), language);

/** 0.1613 -> '16.1 %' (es) / '16.1%' (en). */
export function percent(rate: number, language: Language): string {
  return new Intl.NumberFormat(`${language}-US`, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate);
}
