import { type Service, type ServiceType, serviceFields, serviceUnits } from '@app/shared/catalog';
import { searchable } from '../admin-shell/format';

/** A service's fields, read without knowing its type (each type has a subset of these). */
export type AnyService = Service & {
  brand?: string;
  model?: string;
  name?: string;
  unitNumber?: string;
  address?: string;
  capacity?: number;
  passengers?: number;
  bathrooms?: number;
  rooms?: number;
};

/** What a list calls a service: 'Lamborghini Urus', 'Icon Brickell · 4507', 'Azimut 62 ft'. */
export function serviceTitle(service: Service): string {
  const s = service as AnyService;
  if (s.brand !== undefined) return [s.brand, s.model].filter(Boolean).join(' ') || `#${s.id}`;
  const name = s.name || `#${s.id}`;
  return s.unitNumber ? `${name} · ${s.unitNumber}` : name;
}

/** The line under the title: the address of a stay, nothing for cars and yachts. */
export function serviceSubtitle(service: Service): string {
  return (service as AnyService).address ?? '';
}

/** How many people it takes: passengers of a car, capacity of the rest. */
export function servicePeople(service: Service): number {
  const s = service as AnyService;
  return s.passengers ?? s.capacity ?? 0;
}

export function hasField(type: ServiceType, field: string): boolean {
  return (serviceFields[type] as readonly string[]).includes(field);
}

export const priceUnit = (type: ServiceType) => serviceUnits[type].price;

export const serviceSorts = ['name', '-name', 'price', '-price', '-id', 'id'] as const;
export type ServiceSort = (typeof serviceSorts)[number];

export function isServiceSort(value: unknown): value is ServiceSort {
  return (serviceSorts as readonly unknown[]).includes(value);
}

/** The services whose title, model, address or unit contain every word of `query` (accents ignored), sorted. */
export function filterAndSort(services: readonly Service[], query: string, sort: ServiceSort): Service[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const matches = services.filter((service) => {
    if (words.length === 0) return true;
    const s = service as AnyService;
    const haystack = searchable([serviceTitle(service), s.address, s.description, String(s.id)].join(' '));
    return words.every((word) => haystack.includes(word));
  });
  const direction = sort.startsWith('-') ? -1 : 1;
  const key = sort.replace(/^-/, '');
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return matches.sort((a, b) => {
    if (key === 'price') return direction * (a.price - b.price) || a.id - b.id;
    if (key === 'id') return direction * (a.id - b.id);
    return direction * collator.compare(serviceTitle(a), serviceTitle(b)) || a.id - b.id;
  });
}
