import { useAppSelector } from '../../app/hooks';
import { availabilityKey, type BusyRange, selectAvailability } from '../catalog/catalog-slice';
import type { ServiceType } from '../catalog/service-model';

/**
 * A busy range, half-open: [start, end). Dates 'YYYY-MM-DD' of an apartment's or villa's nights; ISO
 * instants of a car's or yacht's booking, its turnaround included.
 */
export type UnavailableRange = BusyRange;

const none: readonly UnavailableRange[] = [];

/**
 * The time a service cannot be booked for, from today on, loaded with the page (catalog-loaders.ts,
 * GET /api/{type}/{id}/availability, every type). Nothing when the request failed: the request itself
 * is still checked by the server.
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
