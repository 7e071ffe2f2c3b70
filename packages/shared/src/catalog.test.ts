import { describe, expect, it } from 'vitest';
import {
  apartmentSchema,
  carSchema,
  createServiceInput,
  isServiceType,
  normalizeService,
  serviceFilters,
  serviceListParams,
  serviceListQuery,
  serviceSchema,
  serviceTypeSchema,
  updateServiceInput,
  uploadedImageHash,
  uploadedImageUrl,
  villaSchema,
  yachtSchema,
} from './catalog.ts';

const HASH = 'a'.repeat(64);
const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) ?? [];

describe('service types', () => {
  it('knows the four types and names an unknown one in the error', () => {
    expect(isServiceType('cars')).toBe(true);
    expect(isServiceType('boats')).toBe(false);
    expect(isServiceType(undefined)).toBe(false);
    const result = serviceTypeSchema.safeParse('boats');
    expect(result.error?.issues[0]?.message).toBe('Invalid service type: boats');
  });
});

describe('normalizeService (SPEC.md section 3)', () => {
  it('car: brand falls back to make, description to desc', () => {
    expect(
      normalizeService('cars', { id: 1, make: 'Porsche', model: '911', desc: 'Fast', price: '350' }),
    ).toEqual({
      id: 1,
      brand: 'Porsche',
      model: '911',
      description: 'Fast',
      price: 350,
      passengers: 0,
      images: [],
    });
    // The canonical name wins when both are there.
    expect(normalizeService('cars', { brand: 'Ferrari', make: 'Fiat' }).brand).toBe('Ferrari');
  });

  it('apartment: name falls back to building name, then title', () => {
    expect(normalizeService('apartments', { buildingName: 'Icon', title: 'T' }).name).toBe('Icon');
    expect(normalizeService('apartments', { 'building name': 'Echo', title: 'T' }).name).toBe('Echo');
    expect(normalizeService('apartments', { building_name: 'Aria' }).name).toBe('Aria');
    expect(normalizeService('apartments', { title: 'Ocean view' }).name).toBe('Ocean view');
    expect(normalizeService('apartments', { name: '', title: 'Used when name is blank' }).name).toBe(
      'Used when name is blank',
    );
  });

  it('apartment: address falls back to location, description to desc then about, rooms to bedrooms', () => {
    const apartment = normalizeService('apartments', {
      id: '7',
      location: 'Brickell',
      about: 'About text',
      bedrooms: '2',
      unitNumber: 1203,
    });
    expect(apartment).toEqual({
      id: 7,
      name: '',
      unitNumber: '1203',
      address: 'Brickell',
      description: 'About text',
      capacity: 0,
      bathrooms: 0,
      rooms: 2,
      price: 0,
      images: [],
    });
    expect(normalizeService('apartments', { desc: 'Desc', about: 'About' }).description).toBe('Desc');
  });

  it('villa: address falls back to location, rooms to bedrooms', () => {
    const villa = normalizeService('villas', { name: 'Casa', location: 'Coconut Grove', bedrooms: 5 });
    expect(villa).toMatchObject({ address: 'Coconut Grove', rooms: 5, capacity: 0, bathrooms: 0, price: 0 });
  });

  it('numbers default to 0 when missing or not numeric; text defaults to empty', () => {
    expect(normalizeService('yachts', { capacity: 'many', price: null })).toEqual({
      id: 0,
      name: '',
      description: '',
      capacity: 0,
      price: 0,
      images: [],
    });
  });

  it('reads images given as a list of strings, of {url} objects, or as one string', () => {
    expect(normalizeService('yachts', { images: ['/a.webp', { url: '/b.webp' }, 3, ''] }).images).toEqual([
      '/a.webp',
      '/b.webp',
    ]);
    expect(normalizeService('yachts', { images: '/only.webp' }).images).toEqual(['/only.webp']);
  });

  it('keeps valid translations and ignores broken ones', () => {
    const translations = { description: { es: 'Hola', en: 'Hello' } };
    expect(normalizeService('cars', { translations }).translations).toEqual(translations);
    expect(normalizeService('cars', { translations: 'nope' })).not.toHaveProperty('translations');
  });

  it('tolerates something that is not an object', () => {
    expect(normalizeService('cars', null)).toMatchObject({ id: 0, brand: '', price: 0 });
  });
});

describe('createServiceInput', () => {
  it('accepts the fallback names and normalises them to the canonical ones', () => {
    const car = createServiceInput('cars').parse({
      make: 'Lamborghini',
      model: 'Urus',
      desc: 'SUV',
      price: '1200',
    });
    expect(car).toEqual({
      brand: 'Lamborghini',
      model: 'Urus',
      description: 'SUV',
      price: 1200,
      passengers: 0,
    });

    const apartment = createServiceInput('apartments').parse({
      'building name': 'Icon Brickell',
      location: '495 Brickell Ave',
      about: 'Bay views',
      bedrooms: '2',
      unit_number: '4501',
    });
    expect(apartment).toMatchObject({
      name: 'Icon Brickell',
      address: '495 Brickell Ave',
      description: 'Bay views',
      rooms: 2,
      unitNumber: '4501',
    });
    expect(createServiceInput('apartments').parse({ title: 'Studio' }).name).toBe('Studio');
    expect(createServiceInput('apartments').parse({ buildingName: 'Echo' }).name).toBe('Echo');
    expect(
      createServiceInput('villas').parse({ name: 'Casa', location: 'Coral Gables', bedrooms: 4 }),
    ).toMatchObject({ address: 'Coral Gables', rooms: 4 });
  });

  it('coerces numbers sent as text (multipart) and defaults missing ones to 0', () => {
    const villa = createServiceInput('villas').parse({
      name: 'Villa Sol',
      capacity: ' 10 ',
      bathrooms: '',
      price: '2500.50',
    });
    expect(villa).toEqual({
      name: 'Villa Sol',
      description: '',
      address: '',
      capacity: 10,
      bathrooms: 0,
      rooms: 0,
      price: 2500.5,
    });
  });

  it('rounds the price to cents, half away from zero', () => {
    expect(createServiceInput('yachts').parse({ name: 'Y', price: 1.005 }).price).toBe(1.01);
    expect(createServiceInput('yachts').parse({ name: 'Y', price: '99.994' }).price).toBe(99.99);
  });

  it('refuses negative, fractional and non-numeric numbers naming the field', () => {
    const result = createServiceInput('apartments').safeParse({
      name: 'A',
      price: -1,
      capacity: 'lots',
      rooms: 1.5,
    });
    expect(messages(result)).toEqual([
      { field: 'capacity', message: 'capacity must be a number' },
      { field: 'rooms', message: 'rooms must be a whole number' },
      { field: 'price', message: 'price must not be negative' },
    ]);
  });

  it('requires the field that heads the listing', () => {
    expect(messages(createServiceInput('cars').safeParse({ model: 'X' }))).toEqual([
      { field: 'brand', message: 'brand is required' },
    ]);
    expect(messages(createServiceInput('yachts').safeParse({ name: '   ' }))).toEqual([
      { field: 'name', message: 'name is required' },
    ]);
  });

  it('refuses overlong text and a body that is not an object', () => {
    expect(messages(createServiceInput('yachts').safeParse({ name: 'x'.repeat(201) }))[0]?.message).toBe(
      'name must be at most 200 characters',
    );
    expect(createServiceInput('yachts').safeParse('name=x').success).toBe(false);
  });

  it('drops fields the type does not have', () => {
    const yacht = createServiceInput('yachts').parse({
      name: 'Y',
      brand: 'B',
      passengers: 3,
      id: 9,
      type: 'cars',
    });
    expect(yacht).toEqual({ name: 'Y', description: '', capacity: 0, price: 0 });
  });

  it('accepts uploaded image URLs, one or many, also as JSON text, and refuses others', () => {
    const url = uploadedImageUrl(HASH);
    expect(createServiceInput('yachts').parse({ name: 'Y', images: [url] }).images).toEqual([url]);
    expect(createServiceInput('yachts').parse({ name: 'Y', images: url }).images).toEqual([url]);
    expect(
      createServiceInput('yachts').parse({ name: 'Y', images: JSON.stringify([url, url]) }).images,
    ).toEqual([url, url]);
    expect(
      createServiceInput('yachts').parse({ name: 'Y', images: `https://rentals.example${url}` }).images,
    ).toHaveLength(1);
    expect(
      messages(createServiceInput('yachts').safeParse({ name: 'Y', images: ['https://evil.example/x.png'] })),
    ).toEqual([{ field: 'images.0', message: 'images must be URLs of uploaded images' }]);
  });

  it('accepts translations as an object or as JSON text; a car keeps only the description', () => {
    const translations = { name: { en: 'Sun' }, description: { es: 'Hola', en: 'Hello' } };
    expect(createServiceInput('villas').parse({ name: 'Sol', translations }).translations).toEqual(
      translations,
    );
    expect(
      createServiceInput('villas').parse({ name: 'Sol', translations: JSON.stringify(translations) })
        .translations,
    ).toEqual(translations);
    expect(createServiceInput('cars').parse({ brand: 'B', translations }).translations).toEqual({
      description: translations.description,
    });
    expect(messages(createServiceInput('villas').safeParse({ name: 'S', translations: 'oops' }))).toEqual([
      { field: 'translations', message: 'translations must be an object' },
    ]);
  });
});

describe('updateServiceInput', () => {
  it('keeps only the fields given, with their fallbacks, without defaults', () => {
    expect(updateServiceInput('apartments').parse({ bedrooms: '3' })).toEqual({ rooms: 3 });
    expect(updateServiceInput('cars').parse({})).toEqual({});
    expect(updateServiceInput('cars').parse({ price: '' })).toEqual({});
  });

  it('may clear an optional text field but not the required one', () => {
    expect(updateServiceInput('cars').parse({ model: '' })).toEqual({ model: '' });
    expect(messages(updateServiceInput('cars').safeParse({ brand: '' }))).toEqual([
      { field: 'brand', message: 'brand is required' },
    ]);
  });

  it('refuses negative numbers naming the field', () => {
    expect(messages(updateServiceInput('cars').safeParse({ passengers: '-2' }))).toEqual([
      { field: 'passengers', message: 'passengers must not be negative' },
    ]);
  });

  it('takes an empty images list as "no images"', () => {
    expect(updateServiceInput('villas').parse({ images: [] })).toEqual({ images: [] });
  });
});

describe('response schemas', () => {
  const images = [uploadedImageUrl(HASH)];
  const apartment = {
    id: 1,
    name: 'Icon',
    unitNumber: '12B',
    address: 'Brickell',
    description: '',
    capacity: 4,
    bathrooms: 2,
    rooms: 2,
    price: 300,
    images,
  };

  // SPEC.md section 3's fields, then the additions: demoImages (a service's own answer only: which
  // pictures are the seed's, for the admin to replace), how it is booked (a service's own answer only)
  // and translations (ARCHITECTURE.md).
  it('have exactly the fields of SPEC.md section 3', () => {
    expect(Object.keys(carSchema.shape)).toEqual([
      'id',
      'brand',
      'model',
      'description',
      'price',
      'passengers',
      'images',
      'demoImages',
      'bookingUnit',
      'bufferMinutes',
      'published',
      'archived',
      'translations',
    ]);
    expect(Object.keys(yachtSchema.shape)).toEqual([
      'id',
      'name',
      'description',
      'capacity',
      'price',
      'images',
      'demoImages',
      'bookingUnit',
      'bufferMinutes',
      'durations',
      'published',
      'archived',
      'translations',
    ]);
    expect(Object.keys(apartmentSchema.shape)).toEqual([
      ...Object.keys(apartment),
      'demoImages',
      'bookingUnit',
      'bufferMinutes',
      'published',
      'archived',
      'translations',
    ]);
    expect(Object.keys(villaSchema.shape)).toEqual([
      'id',
      'name',
      'description',
      'address',
      'capacity',
      'bathrooms',
      'rooms',
      'price',
      'images',
      'demoImages',
      'bookingUnit',
      'bufferMinutes',
      'published',
      'archived',
      'translations',
    ]);
  });

  it('parse any service without losing the fields of the wider shapes', () => {
    expect(serviceSchema.parse(apartment)).toEqual(apartment);
    const { unitNumber: _, ...villa } = apartment;
    expect(serviceSchema.parse(villa)).toEqual(villa);
    const yacht = { id: 2, name: 'Y', description: '', capacity: 8, price: 900, images };
    expect(serviceSchema.parse(yacht)).toEqual(yacht);
  });
});

describe('service list query', () => {
  it('omits empty, null and undefined filters and applies pagination defaults', () => {
    expect(
      serviceListQuery.parse({ minPrice: '', maxPrice: 'null', minPassengers: 'undefined', location: '  ' }),
    ).toEqual({ limit: 100, offset: 0 });
  });

  it('coerces the numbers and trims the location', () => {
    expect(
      serviceListQuery.parse({
        minPrice: '100',
        maxPrice: '250.5',
        minPassengers: '4',
        minCapacity: '2',
        location: ' Brickell ',
        limit: '10',
        offset: '20',
      }),
    ).toEqual({
      minPrice: 100,
      maxPrice: 250.5,
      minPassengers: 4,
      minCapacity: 2,
      location: 'Brickell',
      limit: 10,
      offset: 20,
    });
  });

  it('refuses maxPrice below minPrice, naming maxPrice', () => {
    expect(messages(serviceFilters.safeParse({ minPrice: '500', maxPrice: '100' }))).toEqual([
      { field: 'maxPrice', message: 'maxPrice must be greater than or equal to minPrice' },
    ]);
    expect(serviceFilters.safeParse({ minPrice: '100', maxPrice: '100' }).success).toBe(true);
  });

  it('refuses bad numbers and limits naming the field', () => {
    expect(messages(serviceListQuery.safeParse({ minPrice: 'cheap' }))).toEqual([
      { field: 'minPrice', message: 'minPrice must be a number' },
    ]);
    expect(messages(serviceListQuery.safeParse({ minCapacity: '-1' }))).toEqual([
      { field: 'minCapacity', message: 'minCapacity must not be negative' },
    ]);
    expect(messages(serviceListQuery.safeParse({ limit: '501' }))).toEqual([
      { field: 'limit', message: 'limit must be at most 500' },
    ]);
    expect(messages(serviceListQuery.safeParse({ limit: '0' }))[0]?.field).toBe('limit');
    expect(messages(serviceListQuery.safeParse({ offset: '1.5' }))[0]?.field).toBe('offset');
  });

  it('bounds prices, people and offsets, so a huge number is a 400 and not an overflow (issue 20)', () => {
    expect(messages(serviceListQuery.safeParse({ minPrice: '99999999999999999999' }))).toEqual([
      { field: 'minPrice', message: 'minPrice must be at most 10000000' },
    ]);
    expect(messages(serviceListQuery.safeParse({ minCapacity: '1e300' }))[0]?.field).toBe('minCapacity');
    expect(messages(serviceListQuery.safeParse({ offset: '1e20' }))[0]?.field).toBe('offset');
  });

  it('builds request parameters without the empty filters', () => {
    expect(
      serviceListParams({ minPrice: 100, maxPrice: '', location: null, minCapacity: undefined, limit: 20 }),
    ).toEqual({ minPrice: '100', limit: '20' });
  });
});

describe('uploaded image URLs', () => {
  it('round-trip between hash and URL, relative or absolute', () => {
    expect(uploadedImageHash(uploadedImageUrl(HASH))).toBe(HASH);
    expect(uploadedImageHash(`https://example.com/api/uploads/${HASH}.webp`)).toBe(HASH);
    expect(uploadedImageHash(`/api/uploads/${HASH}.png`)).toBeNull();
    expect(uploadedImageHash('/api/uploads/../../etc/passwd')).toBeNull();
  });
});
