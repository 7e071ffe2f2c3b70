import type { bookingInput } from '@app/shared/inbox';
import { bookingMessages, bookingRulesOf, checkBookingTimes } from '@app/shared/reservations';
import type { Language } from '@app/shared/site';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBlockingBlock } from '../calendars/block-search.ts';
import { findOverlapping } from '../reservations/db-errors.ts';
import { findBookable } from '../reservations/reservation-parties.ts';
import { bookingLeadsRepository } from './inbox.repository.ts';

type LeadInput = z.output<typeof bookingInput>;

/**
 * The times of a car's or yacht's lead, checked as a visitor's booking: the end after the start, not in
 * the past, at most 2 years ahead, one of the yacht's durations, and free on the service's calendar
 * (its buffer included): no reservation and no block (manual or imported) there. 400 or 409 in the visitor's language.
 */
async function checkLeadTimes(
  db: DbOrTx,
  input: LeadInput,
  serviceId: number | null,
  startAt: Date,
  endAt: Date,
) {
  const service = serviceId ? await findBookable(db, serviceId, input.serviceType ?? undefined) : undefined;
  const rules =
    service ?? bookingRulesOf({ type: input.serviceType ?? 'cars', bufferMinutes: null, durations: [] });
  const issue = checkBookingTimes(rules, startAt, endAt, { publicRequest: true });
  if (issue) {
    throw new AppError('VALIDATION', issue.message, {
      in: 'body',
      fields: [{ field: issue.field, message: issue.message.en }],
    });
  }
  if (!service) return;
  const busyUntil = new Date(endAt.getTime() + service.bufferMinutes * 60_000);
  const other = await findOverlapping(db, { serviceId: service.id, busyFrom: startAt, busyUntil });
  // A visitor is not told whose booking it is.
  if (other) throw new AppError('STAY_OVERLAP', bookingMessages.taken);
  const block = await findBlockingBlock(db, { serviceId: service.id, busyFrom: startAt, busyUntil });
  if (block) throw new AppError('TIME_BLOCKED', bookingMessages.taken);
}

/**
 * Stores a Book Now submission as a lead. The visitor's page may name a service that was deleted (or the
 * ids of another type) since it loaded: the lead is kept anyway, by service name, without the stale link.
 * A car's or yacht's lead keeps its times (startAt, endAt), checked first.
 */
export async function submitBookingLead(db: DbOrTx, input: LeadInput, context: { language: Language }) {
  const { serviceId, serviceType, language: _fromBody, startAt, endAt, phone, ...fields } = input;
  const actualType = serviceId ? await bookingLeadsRepository.serviceType(db, serviceId) : undefined;
  const linked = actualType !== undefined && (!serviceType || serviceType === actualType);
  if (startAt && endAt) await checkLeadTimes(db, input, linked ? (serviceId ?? null) : null, startAt, endAt);
  return bookingLeadsRepository.insert(db, {
    ...fields,
    serviceId: linked ? serviceId : null,
    serviceType: serviceType ?? actualType ?? null,
    startAt: startAt ?? null,
    endAt: startAt ? (endAt ?? null) : null,
    phone: phone || null,
    language: context.language,
  });
}
