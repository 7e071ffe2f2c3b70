import type { Service, ServiceType } from '../catalog/service-model';
import { absoluteUrl } from './head-tags';

/*
 * Structured data (schema.org, JSON-LD) for search engines: each service as a Product with an Offer
 * (and its kind: Car, Apartment, House) on its page, and breadcrumbs. Plain objects: head-tags.ts
 * writes them into <head>. The business's is in business-json-ld.ts.
 */

const kind: Record<ServiceType, string[]> = {
  cars: ['Product', 'Car'],
  yachts: ['Product'],
  apartments: ['Product', 'Apartment'],
  villas: ['Product', 'House'],
};
// UN/CEFACT codes of the price's unit: per day, per hour.
const unitCode: Record<ServiceType, string> = {
  cars: 'DAY',
  yachts: 'HUR',
  apartments: 'DAY',
  villas: 'DAY',
};

export interface ServiceJsonLdInput {
  type: ServiceType;
  service: Service;
  name: string;
  description: string;
  url: string;
  origin: string;
  category: string;
}

export function serviceJsonLd({
  type,
  service,
  name,
  description,
  url,
  origin,
  category,
}: ServiceJsonLdInput) {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': kind[type],
    '@id': `${url}#service`,
    name,
    description,
    url,
    category,
    sku: `${type}-${service.id}`,
    image: service.images.map((image) => absoluteUrl(origin, image)),
    offers: {
      '@type': 'Offer',
      url,
      price: service.price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: service.price,
        priceCurrency: 'USD',
        unitCode: unitCode[type],
      },
      seller: { '@id': `${origin}/#business` },
    },
  };
  if ('brand' in service) {
    data.brand = { '@type': 'Brand', name: service.brand };
    data.model = service.model;
    data.vehicleSeatingCapacity = service.passengers;
  }
  if ('rooms' in service) {
    data.numberOfRooms = service.rooms;
    data.numberOfBathroomsTotal = service.bathrooms;
    data.occupancy = { '@type': 'QuantitativeValue', maxValue: service.capacity };
    if (service.address) data.address = service.address;
  }
  return data;
}

export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
