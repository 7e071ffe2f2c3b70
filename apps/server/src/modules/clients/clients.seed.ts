import { clients } from '../../db/schema/clients.ts';
import type { Seeder } from '../../db/seed/seeder.ts';

/** Demo guests from the markets the business serves. E-mails use example domains: nobody real is written to. */
export const demoClients = [
  {
    name: 'Valentina',
    lastname: 'Rossi',
    email: 'valentina.rossi@example.com',
    phone: '+54 9 11 5555-2301',
    address: 'Av. del Libertador 4100',
    city: 'Buenos Aires',
    country: 'Argentina',
    notes: 'Prefiere yates con tripulación. Cumpleaños del esposo en marzo.',
    language: 'es',
  },
  {
    name: 'James',
    lastname: 'Whitaker',
    email: 'james.whitaker@example.com',
    phone: '+1 (212) 555-0187',
    address: '245 W 54th St, Apt 12B',
    city: 'New York',
    country: 'United States',
    notes: 'Airport pickup at MIA on every visit. Likes SUVs.',
    language: 'en',
  },
  {
    name: 'Sofía',
    lastname: 'Benítez',
    email: 'sofia.benitez@example.com',
    phone: '+52 55 5555 0142',
    address: 'Paseo de la Reforma 350',
    city: 'Ciudad de México',
    country: 'México',
    notes: 'Viaja con familia (4 adultos, 2 niños). Necesita cunas.',
    language: 'es',
  },
  {
    name: 'Daniel',
    lastname: 'Okafor',
    email: 'daniel.okafor@example.com',
    phone: '+44 20 7946 0321',
    address: '18 Chelsea Embankment',
    city: 'London',
    country: 'United Kingdom',
    notes: '',
    language: 'en',
  },
  {
    name: 'Camila',
    lastname: 'Duarte',
    email: 'camila.duarte@example.com',
    phone: '+57 601 555 0199',
    address: 'Carrera 7 # 71-21',
    city: 'Bogotá',
    country: 'Colombia',
    notes: 'Trabaja de forma remota: pedir departamento con escritorio y buena conexión.',
    language: 'es',
  },
  {
    name: 'Lucas',
    lastname: 'Almeida',
    email: 'lucas.almeida@example.com',
    phone: '+55 11 95555-0123',
    address: 'Rua Oscar Freire 900',
    city: 'São Paulo',
    country: 'Brasil',
    notes: 'Alquila Lamborghini Huracán cada diciembre (Art Basel).',
    language: 'es',
  },
  {
    name: 'Emily',
    lastname: 'Chen',
    email: 'emily.chen@example.com',
    phone: '+1 (415) 555-0164',
    address: '1 Market St',
    city: 'San Francisco',
    country: 'United States',
    notes: 'Vegetarian; book a private chef for the villa stay.',
    language: 'en',
  },
  {
    name: 'Martín',
    lastname: 'Gutiérrez',
    email: 'martin.gutierrez@example.com',
    phone: '+1 (305) 555-0112',
    address: '1100 Brickell Bay Dr',
    city: 'Miami',
    country: 'United States',
    notes: 'Cliente local, recomendó a varios amigos.',
    language: 'es',
  },
];

export const clientsSeeder: Seeder = {
  name: 'clients',
  // The e-mails are unique: seeding again (db:seed --force) skips the clients already there.
  run: async (tx) => {
    await tx
      .insert(clients)
      .values(demoClients.map((client) => ({ ...client, isDemo: true })))
      .onConflictDoNothing();
  },
};
