import { z } from 'zod';

/** The four kinds of service the business rents out (SPEC.md section 1), as they appear in URLs. */
export const serviceTypes = ['cars', 'yachts', 'apartments', 'villas'] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const isServiceType = (value: unknown): value is ServiceType =>
  typeof value === 'string' && (serviceTypes as readonly string[]).includes(value);

export const serviceTypeSchema = z.enum(serviceTypes, {
  error: (issue) => `Invalid service type: ${String(issue.input)}`,
});

/**
 * The units shown beside the numbers of a listing (SPEC.md section 2: day, hour, feet, people).
 * Cars and stays are priced per day (for apartments and villas a day is a night), yacht charters per
 * hour; seats and berths count people. Yachts have no length field in SPEC.md section 3, so "feet" is
 * the unit their length is written in inside the name ("Azimut 62 ft").
 */
export const serviceUnits = {
  cars: { price: 'day', people: 'people' },
  yachts: { price: 'hour', people: 'people', length: 'feet' },
  // Stays are booked and counted by nights: their price is per night (ARCHITECTURE.md bookingUnit).
  apartments: { price: 'night', people: 'people' },
  villas: { price: 'night', people: 'people' },
} as const satisfies Record<
  ServiceType,
  { price: 'day' | 'hour' | 'night'; people: 'people'; length?: 'feet' }
>;
export type ServiceUnit = 'day' | 'night' | 'hour' | 'feet' | 'people';

/** The field that says how many people a service takes: what minPassengers and minCapacity filter on. */
export const peopleField = {
  cars: 'passengers',
  yachts: 'capacity',
  apartments: 'capacity',
  villas: 'capacity',
} as const satisfies Record<ServiceType, 'passengers' | 'capacity'>;

/** The fields of each type, in the order of SPEC.md section 3 (id and images apart). */
export const serviceFields = {
  cars: ['brand', 'model', 'description', 'price', 'passengers'],
  yachts: ['name', 'description', 'capacity', 'price'],
  apartments: ['name', 'unitNumber', 'address', 'description', 'capacity', 'bathrooms', 'rooms', 'price'],
  villas: ['name', 'description', 'address', 'capacity', 'bathrooms', 'rooms', 'price'],
} as const satisfies Record<ServiceType, readonly string[]>;
export type ServiceField = (typeof serviceFields)[ServiceType][number];

export const numberFields: ReadonlySet<string> = new Set([
  'price',
  'passengers',
  'capacity',
  'bathrooms',
  'rooms',
]);

/**
 * Other names a field arrives under (SPEC.md section 3 "falls back to"), tried in this order when the
 * field itself is missing or blank. unit_number is the snake_case form ARCHITECTURE.md accepts on write.
 */
export const serviceFieldFallbacks: Partial<Record<ServiceField, readonly string[]>> = {
  brand: ['make'],
  description: ['desc', 'about'],
  name: ['buildingName', 'building name', 'building_name', 'title'],
  address: ['location'],
  rooms: ['bedrooms'],
  unitNumber: ['unit_number'],
};
