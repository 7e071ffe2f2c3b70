import { leadMessages } from '@app/shared/inbox';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { bookingLeadsRepository } from './inbox.repository.ts';

/**
 * A reservation is being made from this booking lead (inside the reservation's transaction): the lead
 * must exist (404) and have no reservation yet (409). It stays locked until the transaction ends, so
 * two reservations made from one lead at once cannot both claim it.
 */
export async function claimBookingLead(tx: DbOrTx, leadId: number): Promise<void> {
  const lead = await bookingLeadsRepository.lockForLink(tx, leadId);
  if (!lead) {
    throw new AppError('BOOKING_REQUEST_NOT_FOUND', leadMessages.notFound, {
      in: 'body',
      fields: [{ field: 'leadId', message: leadMessages.notFound.en }],
    });
  }
  if (lead.reservationId !== null) {
    throw new AppError('BOOKING_REQUEST_LINKED', leadMessages.linked, { reservationId: lead.reservationId });
  }
}

/** The lead's reservation is saved: the lead links to it and counts as read (an earlier read time stays). */
export async function linkBookingLead(tx: DbOrTx, leadId: number, reservationId: number): Promise<void> {
  await bookingLeadsRepository.link(tx, leadId, reservationId);
}
