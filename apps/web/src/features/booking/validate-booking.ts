import { overlapsAny, type UnavailableRange } from './use-unavailable-ranges';

export interface BookingValues {
  name: string;
  lastName: string;
  email: string;
  startDate: string;
  endDate: string;
}

export type BookingProblem =
  | 'incomplete'
  | 'datesMissing'
  | 'email'
  | 'pastStart'
  | 'endBeforeStart'
  | 'unavailable';

// The same shape the server's zod e-mail check accepts in practice: something@something.tld.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC.md section 5: every field is required ('Please complete all fields.'), the dates too ('Please
 * select reservation dates.'); and the rules the API checks (packages/shared inbox.ts bookingInput):
 * a real e-mail, no start in the past (business calendar), end after start. Plus dates not booked.
 * Returns the first problem and the field to focus, or null.
 */
export function validateBooking(
  values: BookingValues,
  { today, unavailable = [] }: { today: string; unavailable?: readonly UnavailableRange[] },
): { problem: BookingProblem; field: keyof BookingValues } | null {
  for (const field of ['name', 'lastName', 'email'] as const) {
    if (!values[field].trim()) return { problem: 'incomplete', field };
  }
  if (!values.startDate) return { problem: 'datesMissing', field: 'startDate' };
  if (!values.endDate) return { problem: 'datesMissing', field: 'endDate' };
  if (!EMAIL.test(values.email.trim())) return { problem: 'email', field: 'email' };
  if (values.startDate < today) return { problem: 'pastStart', field: 'startDate' };
  if (values.endDate <= values.startDate) return { problem: 'endBeforeStart', field: 'endDate' };
  if (overlapsAny(values.startDate, values.endDate, unavailable))
    return { problem: 'unavailable', field: 'startDate' };
  return null;
}
