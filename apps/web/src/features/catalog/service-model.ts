import type { Car, Service, ServiceOf, ServiceType } from '@app/shared/catalog';
import { serviceTypes } from '../../app/paths';

/*
 * The catalogue's rules the public pages need, without importing @app/shared/catalog at run time: that
 * module builds zod schemas when it loads, and zod would then ride along in every public page's bundle.
 * Types come from there (erased at build time); service-model.test.ts proves the values agree.
 */

export type { Service, ServiceOf, ServiceType };

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (serviceTypes as readonly string[]).includes(value);
}

/**
 * What a price is for: SPEC.md section 2's day and hour, and the night for stays, which are booked and
 * counted by nights (ARCHITECTURE.md `bookingUnit`): "$420 / night" beside "$420 × 3 nights".
 */
export const priceUnit = {
  cars: 'day',
  yachts: 'hour',
  apartments: 'night',
  villas: 'night',
} as const satisfies Record<ServiceType, 'day' | 'hour' | 'night'>;

/** The field holding how many people a service takes (what minPassengers / minCapacity filter on). */
export const peopleField = {
  cars: 'passengers',
  yachts: 'capacity',
  apartments: 'capacity',
  villas: 'capacity',
} as const satisfies Record<ServiceType, 'passengers' | 'capacity'>;

/** Apartments and villas have an address (the location filter); cars and yachts do not. */
export const hasAddress = (type: ServiceType) => type === 'apartments' || type === 'villas';

const numberFields = ['price', 'passengers', 'capacity', 'bathrooms', 'rooms'] as const;
const fieldsOf: Record<ServiceType, readonly string[]> = {
  cars: ['brand', 'model', 'description', 'price', 'passengers'],
  yachts: ['name', 'description', 'capacity', 'price'],
  apartments: ['name', 'unitNumber', 'address', 'description', 'capacity', 'bathrooms', 'rooms', 'price'],
  villas: ['name', 'description', 'address', 'capacity', 'bathrooms', 'rooms', 'price'],
};
const fallbacks: Record<string, readonly string[]> = {
  brand: ['make'],
  description: ['desc', 'about'],
  name: ['buildingName', 'building name', 'building_name', 'title'],
  address: ['location'],
  rooms: ['bedrooms'],
  unitNumber: ['unit_number'],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function numberOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/**
 * A service as the screens use it (SPEC.md section 3): fallback field names, numbers default to 0,
 * images as URL strings (first = cover). The API already answers this shape; older data may not.
 */
export function normalizeService<T extends ServiceType>(type: T, raw: unknown): ServiceOf<T> {
  const source = isRecord(raw) ? raw : {};
  const out: Record<string, unknown> = { id: numberOf(source.id) };
  for (const field of fieldsOf[type]) {
    const key = [field, ...(fallbacks[field] ?? [])].find((name) => !isBlank(source[name]));
    const value = key === undefined ? undefined : source[key];
    if ((numberFields as readonly string[]).includes(field)) out[field] = numberOf(value);
    else out[field] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  }
  const images = Array.isArray(source.images) ? source.images : [];
  out.images = images
    .map((image) => (isRecord(image) ? (image.url ?? image.src) : image))
    .filter((url): url is string => typeof url === 'string' && url !== '');
  if (isRecord(source.translations)) out.translations = source.translations;
  // A service's page gets its booking rules (ARCHITECTURE.md "Every service bookable"); lists do not.
  if (typeof source.bufferMinutes === 'number') out.bufferMinutes = source.bufferMinutes;
  if (Array.isArray(source.durations)) out.durations = source.durations.filter(Number.isInteger);
  return out as ServiceOf<T>;
}

type Localized = { es?: string | undefined; en?: string | undefined } | undefined;
const pick = (text: Localized, lang: string, fallback: string) =>
  (lang === 'en' ? text?.en : text?.es)?.trim() || fallback;

/** The name a visitor reads: brand and model for a car, else the name in the visitor's language. */
export function serviceName(service: Service, lang: string): string {
  if ('brand' in service) return [service.brand, (service as Car).model].filter(Boolean).join(' ');
  return pick(service.translations?.name, lang, service.name);
}

/** The description in the visitor's language (the plain field holds the Spanish text). */
export function serviceDescription(service: Service, lang: string): string {
  return pick(service.translations?.description, lang, service.description);
}

/** How many people it takes: passengers of a car, capacity of the rest. */
export function peopleOf(service: Service): number {
  return 'passengers' in service ? service.passengers : 'capacity' in service ? service.capacity : 0;
}

/**
 * A yacht's length in feet. SPEC.md section 3 gives yachts no length field; the unit "feet" of SPEC.md
 * section 2 is read from the name, where the business writes it ("Azimut 55 ft — Ocean Whisper").
 */
export function yachtLengthFeet(service: Service): number | null {
  if (!('name' in service)) return null;
  const match = /(\d{2,3})\s*(?:ft|feet|pies|')/i.exec(service.name);
  return match ? Number(match[1]) : null;
}
