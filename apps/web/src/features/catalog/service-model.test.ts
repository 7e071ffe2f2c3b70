import * as shared from '@app/shared/catalog';
import { describe, expect, it } from 'vitest';
import { serviceTypes } from '../../app/paths';
import {
  isServiceType,
  normalizeService,
  peopleField,
  priceUnit,
  serviceDescription,
  serviceName,
  yachtLengthFeet,
} from './service-model';

// service-model.ts copies a few rules of @app/shared/catalog so public pages do not download zod.
describe('the catalogue rules the public pages use', () => {
  it('agree with @app/shared/catalog', () => {
    expect([...serviceTypes]).toEqual([...shared.serviceTypes]);
    for (const type of shared.serviceTypes) {
      expect(priceUnit[type]).toBe(shared.serviceUnits[type].price);
      expect(peopleField[type]).toBe(shared.peopleField[type]);
    }
    for (const value of ['cars', 'villas', 'boats', '', null, 3]) {
      expect(isServiceType(value)).toBe(shared.isServiceType(value));
    }
  });

  it('normalise like @app/shared/catalog normalizeService (fallback names, numbers default to 0)', () => {
    const samples: [shared.ServiceType, unknown][] = [
      [
        'cars',
        { id: '3', make: 'Ferrari', model: 'Roma', desc: 'Gran turismo', price: '1200', images: ['/a.webp'] },
      ],
      ['yachts', { id: 4, name: 'Azimut 55 ft', capacity: 'x', about: 'Biscayne' }],
      [
        'apartments',
        {
          id: 5,
          title: 'Icon',
          location: 'Brickell',
          bedrooms: 2,
          unit_number: '4507',
          images: [{ url: '/b.webp' }],
        },
      ],
      ['villas', { id: 6, 'building name': 'Casa', bathrooms: 3, price: null }],
      ['villas', null],
    ];
    for (const [type, raw] of samples) {
      expect(normalizeService(type, raw)).toEqual(shared.normalizeService(type, raw));
    }
  });

  it('name and describe a service in the visitor language', () => {
    const yacht = {
      id: 1,
      name: 'Azimut 55 ft — Ocean Whisper',
      description: 'Salida por la bahía',
      capacity: 12,
      price: 550,
      images: [],
      translations: { description: { es: 'Salida por la bahía', en: 'A day on the bay' } },
    };
    expect(serviceName(yacht, 'en')).toBe('Azimut 55 ft — Ocean Whisper');
    expect(serviceDescription(yacht, 'en')).toBe('A day on the bay');
    expect(serviceDescription(yacht, 'es')).toBe('Salida por la bahía');
    expect(yachtLengthFeet(yacht)).toBe(55);
    const car = {
      id: 2,
      brand: 'Rolls-Royce',
      model: 'Cullinan',
      description: '',
      price: 1,
      passengers: 4,
      images: [],
    };
    expect(serviceName(car, 'es')).toBe('Rolls-Royce Cullinan');
  });
});
