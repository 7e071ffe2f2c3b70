import type { SiteContent } from '@app/shared/site';
import type { RootState } from '../../app/store';

/** Site content for tests: the shape of apps/server/content/site.json with short texts. */
export const siteFixture: SiteContent = {
  businessName: 'Miami Elite Rentals',
  tagline: { es: 'Autos, yates y residencias en Miami', en: 'Cars, yachts and residences in Miami' },
  hero: {
    title: { es: 'Miami, a tu manera', en: 'Miami, your way' },
    subtitle: { es: 'Subtítulo', en: 'Subtitle' },
  },
  about: {
    title: { es: 'Sobre nosotros', en: 'About us' },
    text: {
      es: 'Primer párrafo sobre la empresa.\n\nSegundo párrafo sobre el equipo.',
      en: 'First paragraph about the company.\n\nSecond paragraph about the team.',
    },
  },
  founder: {
    name: 'Martín Alvarado',
    role: { es: 'Fundador y director', en: 'Founder and director' },
    bio: {
      es: 'Martín nació en Buenos Aires.\n\nHoy coordina cada reserva.',
      en: 'Martín was born in Buenos Aires.\n\nToday he oversees every booking.',
    },
    photoCaption: { es: 'Martín en la marina', en: 'Martín at the marina' },
  },
  phones: { argentina: '5491155550123', us: '13055550148' },
  whatsapp: {
    number: '13055550148',
    greeting: {
      es: 'Hola, me gustaría recibir más información sobre sus servicios.',
      en: 'Hello, I would like more information about your services.',
    },
  },
  address: {
    street: '1200 Brickell Avenue, Suite 1950',
    city: 'Miami',
    region: 'FL',
    postalCode: '33131',
    country: 'US',
  },
  email: 'concierge@miamielite.example',
  instagramUrl: 'https://www.instagram.com/miamielite.rentals',
  googleReviewsUrl: 'https://search.google.com/local/reviews?placeid=demo',
  credit: {
    text: { es: 'Diseño web: Estudio Palmera', en: 'Web design by Estudio Palmera' },
    url: 'https://estudiopalmera.example',
  },
};

/** The store as the public layout's loader leaves it. */
export const withSite: Partial<RootState> = {
  site: { content: siteFixture, status: 'succeeded', error: null },
};
