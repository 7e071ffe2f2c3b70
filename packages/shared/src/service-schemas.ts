import { z } from 'zod';

import { bookingUnitSchema } from './booking-units.ts';
import type { ServiceType } from './service-types.ts';

// --- Responses -------------------------------------------------------------------------------------

export const localizedText = z.object({ es: z.string().optional(), en: z.string().optional() });
export type LocalizedText = z.infer<typeof localizedText>;

/** Name and description in each language of the site; the plain fields hold the Spanish text. */
export const serviceTranslations = z.object({
  name: localizedText.optional(),
  description: localizedText.optional(),
});
export type ServiceTranslations = z.infer<typeof serviceTranslations>;

const id = z.number().int().positive();
/** Currency units (dollars), at most 2 decimals; the database keeps cents. */
const price = z.number().nonnegative();
const count = z.number().int().nonnegative();
/** Image URLs; the first one is the cover. */
const images = z.array(z.string());
/** One service only: those of its images that are demo pictures of the seed, for the admin to replace. */
const demoImages = z.array(z.string()).optional();
/**
 * One service only (ARCHITECTURE.md "Every service bookable"): how it is booked, the turnaround kept
 * free after a booking in minutes, and for yachts the hours a charter may last.
 */
const bookingUnit = bookingUnitSchema.optional();
const bufferMinutes = count.optional();
const durations = z.array(z.number().int().positive()).optional();
/** Shown on the public site. The public API only ever returns published services. */
const published = z.boolean().optional();
/** True for a service kept for its reservations after a delete: hidden until restored (admin only). */
const archived = z.boolean().optional();

export const carSchema = z.object({
  id,
  brand: z.string(),
  model: z.string(),
  description: z.string(),
  price,
  passengers: count,
  images,
  demoImages,
  bookingUnit,
  bufferMinutes,
  published,
  archived,
  translations: serviceTranslations.optional(),
});
export const yachtSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  capacity: count,
  price,
  images,
  demoImages,
  bookingUnit,
  bufferMinutes,
  durations,
  published,
  archived,
  translations: serviceTranslations.optional(),
});
export const apartmentSchema = z.object({
  id,
  name: z.string(),
  unitNumber: z.string(),
  address: z.string(),
  description: z.string(),
  capacity: count,
  bathrooms: count,
  rooms: count,
  price,
  images,
  demoImages,
  bookingUnit,
  bufferMinutes,
  published,
  archived,
  translations: serviceTranslations.optional(),
});
export const villaSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  address: z.string(),
  capacity: count,
  bathrooms: count,
  rooms: count,
  price,
  images,
  demoImages,
  bookingUnit,
  bufferMinutes,
  published,
  archived,
  translations: serviceTranslations.optional(),
});

export const serviceSchemas = {
  cars: carSchema,
  yachts: yachtSchema,
  apartments: apartmentSchema,
  villas: villaSchema,
} as const;

export type Car = z.infer<typeof carSchema>;
export type Yacht = z.infer<typeof yachtSchema>;
export type Apartment = z.infer<typeof apartmentSchema>;
export type Villa = z.infer<typeof villaSchema>;
export type ServiceOf<T extends ServiceType> = z.infer<(typeof serviceSchemas)[T]>;
export type Service = Car | Yacht | Apartment | Villa;

/**
 * Any one service. The shapes nest (a yacht's fields are a subset of a villa's, a villa's of an
 * apartment's), so the widest comes first: parsing an apartment must not stop at the villa shape and
 * lose its unit number.
 */
export const serviceSchema = z.union([apartmentSchema, villaSchema, carSchema, yachtSchema]);
export const serviceListSchema = z.array(serviceSchema);
