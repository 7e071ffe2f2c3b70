import type { MonthBounds } from '@app/shared/summaries';
import { and, asc, eq, gt, gte, inArray, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import { reservationPayments, reservations } from '../../db/schema/reservations.ts';
import { serviceName } from '../services/service-name.ts';

export const summariesRepository = {
  /**
   * Reservations that are not cancelled and meet the month (check-in order): a stay sharing a night
   * with it, a car or a charter holding one of its days (a same-day charter on the 1st too).
   */
  async staysTouching(db: DbOrTx, bounds: Pick<MonthBounds, 'from' | 'to'>) {
    return db
      .select({
        id: reservations.id,
        code: reservations.code,
        serviceType: reservations.serviceType,
        unit: reservations.unit,
        units: reservations.units,
        startAt: reservations.startAt,
        endAt: reservations.endAt,
        apartmentId: reservations.serviceId,
        apartmentName: serviceName,
        clientName: clients.name,
        clientLastname: clients.lastname,
        checkInDate: reservations.checkInDate,
        checkOutDate: reservations.checkOutDate,
        status: reservations.status,
        paymentStatus: reservations.paymentStatus,
        totalCents: reservations.totalAmountCents,
        paidCents: reservations.amountPaidCents,
        dueCents: reservations.amountDueCents,
      })
      .from(reservations)
      .innerJoin(services, eq(services.id, reservations.serviceId))
      .innerJoin(clients, eq(clients.id, reservations.clientId))
      .where(
        and(
          ne(reservations.status, 'cancelled'),
          lt(reservations.checkInDate, bounds.to),
          or(
            gt(reservations.checkOutDate, bounds.from),
            and(ne(reservations.unit, 'night'), eq(reservations.checkOutDate, bounds.from)),
          ),
        ),
      )
      .orderBy(asc(reservations.checkInDate), asc(reservations.id));
  },

  /** Payments dated in [start, end), with their reservation's code and client (date order). */
  async paymentsBetween(db: DbOrTx, bounds: Pick<MonthBounds, 'start' | 'end'>) {
    return db
      .select({
        id: reservationPayments.id,
        reservationId: reservationPayments.reservationId,
        reservationCode: reservations.code,
        clientName: clients.name,
        clientLastname: clients.lastname,
        amountCents: reservationPayments.amountCents,
        paymentMethod: reservationPayments.paymentMethod,
        paymentDate: reservationPayments.paymentDate,
      })
      .from(reservationPayments)
      .innerJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
      .innerJoin(clients, eq(clients.id, reservations.clientId))
      .where(
        and(
          gte(reservationPayments.paymentDate, bounds.start),
          lt(reservationPayments.paymentDate, bounds.end),
        ),
      )
      .orderBy(asc(reservationPayments.paymentDate), asc(reservationPayments.id));
  },

  /** Every apartment and villa: occupancy lists the empty ones too. */
  async bookableUnits(db: DbOrTx) {
    return db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(inArray(services.type, ['apartments', 'villas']))
      .orderBy(asc(services.name), asc(services.id));
  },
};
