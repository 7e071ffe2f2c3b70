import type { ServiceType } from '../catalog/service-model';

/** A busy stay, half-open like every stay: [start, end), dates 'YYYY-MM-DD'. */
export interface UnavailableRange {
  start: string;
  end: string;
}

const none: readonly UnavailableRange[] = [];

/**
 * The dates a service cannot be booked for. Returns nothing yet: the reservations module will answer
 * GET /api/{type}/{id}/availability (apartments and villas, ARCHITECTURE.md) and this hook will load
 * it; the Book Now form already refuses a stay that overlaps any range returned here.
 */
export function useUnavailableRanges(_type: ServiceType, _id: number): readonly UnavailableRange[] {
  return none;
}

/** True when [start, end) shares a night with any range. */
export function overlapsAny(start: string, end: string, ranges: readonly UnavailableRange[]): boolean {
  return ranges.some((range) => start < range.end && range.start < end);
}
