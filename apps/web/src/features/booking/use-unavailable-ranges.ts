import { useAppSelector } from '../../app/hooks';
import { availabilityKey, type BusyRange, selectAvailability } from '../catalog/catalog-slice';
import type { ServiceType } from '../catalog/service-model';

/** A busy stay, half-open like every stay: [start, end), dates 'YYYY-MM-DD'. */
export type UnavailableRange = BusyRange;

const none: readonly UnavailableRange[] = [];

/**
 * The nights a service cannot be booked for: those of its stays from today on, loaded with the page
 * (catalog-routes.ts, GET /api/{type}/{id}/availability; apartments and villas only). Nothing for cars
 * and yachts, or when the request failed: the reservation itself is still checked by the server.
 */
export function useUnavailableRanges(type: ServiceType, id: number): readonly UnavailableRange[] {
  const availability = useAppSelector(selectAvailability);
  return availability.key === availabilityKey(type, id) ? availability.ranges : none;
}

/** True when [start, end) shares a night with any range. */
export function overlapsAny(start: string, end: string, ranges: readonly UnavailableRange[]): boolean {
  return ranges.some((range) => start < range.end && range.start < end);
}

/** True when the night starting on `date` is booked. */
export function isBookedNight(date: string, ranges: readonly UnavailableRange[]): boolean {
  return ranges.some((range) => range.start <= date && date < range.end);
}
