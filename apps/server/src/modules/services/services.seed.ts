import { createHash } from 'node:crypto';
import type { ServiceType } from '@app/shared/catalog';
import { toCents } from '@app/shared/money';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { saveImage } from '../uploads/images.ts';
import { type CarBody, type CarPaint, renderSeedImage, type SeedImageSpec } from './seed-images.ts';
import { type ServiceColumns, servicesRepository } from './services.repository.ts';

interface DemoService {
  type: ServiceType;
  name?: string;
  brand?: string;
  model?: string;
  unitNumber?: string;
  address?: string;
  /** Dollars per day (cars, apartments, villas) or per hour (yachts). */
  price: number;
  passengers?: number;
  capacity?: number;
  bathrooms?: number;
  rooms?: number;
  es: string;
  en: string;
  /** Cars: paint and body of the car drawn on its pictures. */
  paint?: CarPaint;
  body?: CarBody;
}

const paints = {
  giallo: { base: '#f2c230', light: '#fff4b8', dark: '#6b4e00', caliper: '#111111' },
  salamanca: { base: '#1f2f55', light: '#a9b9d8', dark: '#070b16', caliper: '#c9ced6' },
  gtSilver: { base: '#a9afb7', light: '#f4f6f8', dark: '#3c4148', caliper: '#c1121f' },
  black: { base: '#17191d', light: '#8d949c', dark: '#030304', caliper: '#c1121f' },
  rosso: { base: '#b3121c', light: '#ff8c8c', dark: '#3d0306', caliper: '#f2c230' },
} satisfies Record<string, CarPaint>;

/** The demo catalogue: real Miami places and models, invented listings, texts in both languages. */
export const demoServices: DemoService[] = [
  {
    type: 'cars',
    brand: 'Lamborghini',
    model: 'Urus',
    price: 1500,
    passengers: 4,
    paint: paints.giallo,
    body: 'superSuv',
    es: 'El SUV más rápido del mundo en amarillo Giallo Auge: 650 CV, interior de cuero y Alcantara y maletero para un fin de semana. Entrega en tu hotel de Miami Beach o Brickell.',
    en: "The world's fastest SUV in Giallo Auge yellow: 650 hp, leather and Alcantara cabin and room for a weekend's luggage. Delivered to your hotel in Miami Beach or Brickell.",
  },
  {
    type: 'cars',
    brand: 'Rolls-Royce',
    model: 'Cullinan',
    price: 1800,
    passengers: 4,
    paint: paints.salamanca,
    body: 'suv',
    es: 'Lujo absoluto en azul Salamanca: cielo estrellado, asientos con masaje y una marcha tan suave como una alfombra mágica. Ideal para bodas, eventos y llegadas que no se olvidan.',
    en: 'Absolute luxury in Salamanca Blue: starlight headliner, massage seats and a ride as smooth as a magic carpet. Made for weddings, events and arrivals nobody forgets.',
  },
  {
    type: 'cars',
    brand: 'Porsche',
    model: '911 Carrera S',
    price: 650,
    passengers: 2,
    paint: paints.gtSilver,
    es: 'El deportivo de siempre en plata GT: 443 CV, caja PDK y techo de cristal. Perfecto para recorrer Ocean Drive y la Rickenbacker Causeway al atardecer.',
    en: 'The timeless sports car in GT Silver: 443 hp, PDK gearbox and glass roof. Perfect for Ocean Drive and the Rickenbacker Causeway at sunset.',
  },
  {
    type: 'cars',
    brand: 'Cadillac',
    model: 'Escalade ESV',
    price: 450,
    passengers: 7,
    paint: paints.black,
    body: 'suv',
    es: 'Siete plazas de cuero, pantallas traseras y espacio de sobra para el equipaje: la opción para familias y grupos. Disponible con chofer bilingüe.',
    en: 'Seven leather seats, rear screens and plenty of room for luggage: the choice for families and groups. Available with a bilingual chauffeur.',
  },
  {
    type: 'cars',
    brand: 'Ferrari',
    model: 'Roma',
    price: 1200,
    passengers: 2,
    paint: paints.rosso,
    es: 'Un gran turismo italiano en Rosso Corsa con V8 biturbo de 612 CV. Elegante de día en Design District y espectacular de noche en South Beach.',
    en: 'An Italian grand tourer in Rosso Corsa with a 612 hp twin-turbo V8. Elegant by day in the Design District, spectacular by night in South Beach.',
  },
  {
    type: 'yachts',
    name: 'Sea Ray Sundancer 40 ft — Blue Tide',
    price: 300,
    capacity: 10,
    es: 'Yate deportivo de 40 pies para pasar el día en el sandbar de Haulover o ver las mansiones de Star Island. Capitán, combustible, hielo y agua incluidos.',
    en: 'A 40 ft sport yacht for a day at the Haulover sandbar or cruising past the Star Island mansions. Captain, fuel, ice and water included.',
  },
  {
    type: 'yachts',
    name: 'Azimut 55 ft — Ocean Whisper',
    price: 550,
    capacity: 12,
    es: 'Flybridge de 55 pies con solárium de proa, tres camarotes y equipo de snorkel. Sale de Miami Beach Marina; mínimo cuatro horas.',
    en: 'A 55 ft flybridge with a bow sun pad, three cabins and snorkel gear. Departs from Miami Beach Marina; four hours minimum.',
  },
  {
    type: 'yachts',
    name: 'Sunseeker Manhattan 66 ft — Bella Vita',
    price: 850,
    capacity: 13,
    es: 'Amplio salón con ventanales, jacuzzi en cubierta y tripulación de tres. Perfecto para cumpleaños en la bahía de Biscayne con la ciudad iluminada de fondo.',
    en: 'A wide, glass-walled saloon, deck jacuzzi and a crew of three. Perfect for birthdays on Biscayne Bay with the city lights behind you.',
  },
  {
    type: 'yachts',
    name: 'Princess 72 ft — Golden Hour',
    price: 1100,
    capacity: 13,
    es: 'Salidas al atardecer hacia Stiltsville y Key Biscayne con chef a bordo, moto de agua y paddle boards. Cuatro camarotes para quien quiera quedarse.',
    en: 'Sunset cruises to Stiltsville and Key Biscayne with an onboard chef, jet ski and paddle boards. Four cabins for those who want to stay.',
  },
  {
    type: 'yachts',
    name: 'Azimut Grande 80 ft — Serenity',
    price: 1600,
    capacity: 13,
    es: 'El buque insignia: 80 pies, cinco camarotes, tripulación completa y juguetes acuáticos. Se puede reservar por días para ir a las Bahamas.',
    en: 'The flagship: 80 ft, five cabins, full crew and water toys. Can be booked by the day for a trip to the Bahamas.',
  },
  {
    type: 'apartments',
    name: 'Icon Brickell',
    unitNumber: '4507',
    address: '495 Brickell Ave, Miami, FL 33131',
    price: 420,
    capacity: 4,
    bathrooms: 2,
    rooms: 2,
    es: 'Piso 45 con vista a la bahía y a Key Biscayne, en la torre diseñada por Philippe Starck. Piscina infinita, spa y a pasos de Brickell City Centre.',
    en: '45th floor with views over the bay and Key Biscayne, in the Philippe Starck tower. Infinity pool, spa and steps from Brickell City Centre.',
  },
  {
    type: 'apartments',
    name: 'Continuum South Beach',
    unitNumber: '1803',
    address: '100 S Pointe Dr, Miami Beach, FL 33139',
    price: 780,
    capacity: 6,
    bathrooms: 3,
    rooms: 3,
    es: 'Frente al mar en South Pointe: terraza de lado a lado, playa privada, canchas de tenis y el paseo de South Pointe Park en la puerta.',
    en: 'Oceanfront at South Pointe: wall-to-wall terrace, private beach, tennis courts and South Pointe Park at the door.',
  },
  {
    type: 'apartments',
    name: 'Ocean Club Key Biscayne',
    unitNumber: '902',
    address: '791 Crandon Blvd, Key Biscayne, FL 33149',
    price: 560,
    capacity: 5,
    bathrooms: 2,
    rooms: 2,
    es: 'Tranquilidad de isla a quince minutos del centro: playa, club de playa y ciclovía hasta Crandon Park. Ideal para familias.',
    en: 'Island calm fifteen minutes from downtown: beach, beach club and a bike path to Crandon Park. Ideal for families.',
  },
  {
    type: 'apartments',
    name: 'Aria on the Bay',
    unitNumber: '3102',
    address: '1770 N Bayshore Dr, Miami, FL 33132',
    price: 350,
    capacity: 3,
    bathrooms: 2,
    rooms: 1,
    es: 'Un dormitorio con estudio en Edgewater, ventanales de piso a techo y atardeceres sobre la bahía. Cerca de Wynwood y del Design District.',
    en: 'One bedroom plus den in Edgewater, floor-to-ceiling windows and sunsets over the bay. Close to Wynwood and the Design District.',
  },
  {
    type: 'apartments',
    name: 'Paramount Miami Worldcenter',
    unitNumber: '5206',
    address: '851 NE 1st Ave, Miami, FL 33132',
    price: 390,
    capacity: 4,
    bathrooms: 2,
    rooms: 2,
    es: 'En pleno centro, frente al Kaseya Center y Bayside: club de amenidades en la azotea, cancha de fútbol elevada y vistas de la ciudad de noche.',
    en: 'Right downtown, across from the Kaseya Center and Bayside: rooftop amenity deck, a sky-high soccer field and city views at night.',
  },
  {
    type: 'villas',
    name: 'Villa Bahía',
    address: 'Coconut Grove, Miami, FL 33133',
    price: 2400,
    capacity: 10,
    bathrooms: 5,
    rooms: 5,
    es: 'Casa moderna entre robles centenarios en Coconut Grove: piscina climatizada, cocina de chef y muelle propio sobre la bahía.',
    en: 'A modern house among century-old oaks in Coconut Grove: heated pool, chef’s kitchen and a private dock on the bay.',
  },
  {
    type: 'villas',
    name: 'Casa Palmeras',
    address: 'Coral Gables, FL 33143',
    price: 1650,
    capacity: 8,
    bathrooms: 4,
    rooms: 4,
    es: 'Villa de estilo mediterráneo con jardín tropical, piscina rodeada de palmeras y cerca del Biltmore y de Miracle Mile.',
    en: 'A Mediterranean-style villa with a tropical garden, a palm-lined pool, close to the Biltmore and Miracle Mile.',
  },
  {
    type: 'villas',
    name: 'Villa Star Island',
    address: 'Star Island, Miami Beach, FL 33139',
    price: 6500,
    capacity: 14,
    bathrooms: 8,
    rooms: 7,
    es: 'Mansión frente al agua en la isla más exclusiva de Miami: cine, gimnasio, muelle para yates de hasta 100 pies y seguridad las 24 horas.',
    en: "A waterfront mansion on Miami's most exclusive island: cinema, gym, a dock for yachts up to 100 ft and 24-hour security.",
  },
  {
    type: 'villas',
    name: 'Casa del Sol',
    address: 'Key Biscayne, FL 33149',
    price: 1900,
    capacity: 8,
    bathrooms: 4,
    rooms: 4,
    es: 'Casa luminosa a una cuadra de la playa, con terraza para cenas al aire libre, bicicletas y kayaks para explorar la isla.',
    en: 'A bright house one block from the beach, with a terrace for dinners outdoors, bikes and kayaks to explore the island.',
  },
  {
    type: 'villas',
    name: 'Villa Sunset Islands',
    address: 'Sunset Islands, Miami Beach, FL 33139',
    price: 3800,
    capacity: 12,
    bathrooms: 6,
    rooms: 6,
    es: 'Atardeceres de postal sobre la bahía desde la piscina infinita; cerca de Lincoln Road, con muelle y paddle boards.',
    en: 'Postcard sunsets over the bay from the infinity pool; close to Lincoln Road, with a dock and paddle boards.',
  },
];

// Pictures per service: cars get two of their own car (profile, detail) and a shared light-trail
// picture; the other types share a pool of five scenes, each service starting at its own cover.
// Drawing every picture separately would double the seeding time for little gain.
const POOL_SIZE = 5;
const neutralPaint: CarPaint = { base: '#7d848d', light: '#eef1f4', dark: '#2a2e33' };

function imageSpecs(items: readonly DemoService[]) {
  const specs = new Map<string, SeedImageSpec>();
  const byService: string[][] = [];
  const keyOf = (spec: SeedImageSpec) => {
    const key = JSON.stringify(spec);
    specs.set(key, spec);
    return key;
  };
  const indexInType = new Map<ServiceType, number>();
  for (const item of items) {
    const i = indexInType.get(item.type) ?? 0;
    indexInType.set(item.type, i + 1);
    if (item.type === 'cars') {
      const own = {
        type: item.type,
        seed: i + 1,
        paint: item.paint ?? neutralPaint,
        body: item.body ?? 'coupe',
      };
      byService.push([
        keyOf({ ...own, variant: 0 }),
        keyOf({ ...own, variant: 1 }),
        keyOf({ type: 'cars', seed: 100 + (i % 2), variant: 2, paint: neutralPaint, body: 'coupe' }),
      ]);
    } else {
      const pool = (k: number) => {
        const n = k % POOL_SIZE;
        return keyOf({ type: item.type, seed: n + 1, variant: n % 3 });
      };
      byService.push([pool(i), pool(i + 1), pool(i + 3)]);
    }
  }
  return { specs, byService };
}

function columnsOf(item: DemoService): ServiceColumns {
  return {
    name: item.name ?? '',
    brand: item.brand ?? '',
    model: item.model ?? '',
    description: item.es,
    translations: { description: { es: item.es, en: item.en } },
    priceCents: toCents(item.price),
    passengers: item.passengers ?? 0,
    capacity: item.capacity ?? 0,
    bathrooms: item.bathrooms ?? 0,
    rooms: item.rooms ?? 0,
    address: item.address ?? '',
    unitNumber: item.unitNumber ?? '',
    isDemo: true,
  };
}

async function exists(db: DbOrTx, item: DemoService) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.type, item.type),
        eq(services.name, item.name ?? ''),
        eq(services.brand, item.brand ?? ''),
        eq(services.model, item.model ?? ''),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Adds the demo catalogue with its pictures. Listings already present (same type and name, or brand
 * and model) are left alone, so seeding again (`npm run db:seed -- --force`) adds no duplicates.
 */
export async function seedCatalog(db: DbOrTx, items: readonly DemoService[] = demoServices) {
  const missing: DemoService[] = [];
  for (const item of items) if (!(await exists(db, item))) missing.push(item);
  if (missing.length === 0) return { services: 0, images: 0 };

  const { specs, byService } = imageSpecs(missing);
  // sharp renders on libuv's thread pool: drawing the pictures together uses every core.
  const rendered = new Map(
    await Promise.all(
      [...specs].map(async ([key, spec]) => {
        const { bytes, width, height } = await renderSeedImage(spec);
        const hash = createHash('sha256').update(bytes).digest('hex');
        return [key, { hash, bytes, width, height, mimeType: 'image/webp' as const }] as const;
      }),
    ),
  );
  for (const image of rendered.values()) await saveImage(db, image);

  for (const [i, item] of missing.entries()) {
    const row = await servicesRepository.insert(db, item.type, columnsOf(item));
    const hashes = (byService[i] ?? []).map((key) => rendered.get(key)?.hash).filter((h) => h !== undefined);
    await servicesRepository.replaceImages(db, row.id, hashes);
  }
  return { services: missing.length, images: rendered.size };
}

export const catalogSeeder: Seeder = {
  name: 'services',
  run: async (tx) => {
    await seedCatalog(tx);
  },
};
