import type { BookingUnit } from '@app/shared/booking-units';

/** The plural word a booking's length is counted in (a translation key's last part): nights, days, hours. */
export function unitWord(unit: BookingUnit): 'nights' | 'days' | 'hours' {
  return unit === 'hour' ? 'hours' : unit === 'day' ? 'days' : 'nights';
}
