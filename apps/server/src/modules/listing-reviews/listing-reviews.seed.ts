import type { Seeder } from '../../db/seed/seeder.ts';
import { listingReviewsRepository } from './listing-reviews.repository.ts';

/**
 * Sample reviews of the business listing (is_sample = true), enough for more than one page of 50 so that
 * "load more" can be tried on a fresh install. Deterministic: the same ids, authors, texts and ratings every
 * time; dates are counted back from the day of seeding so the demo never looks stale. The listing sync
 * (its own issue) replaces them with the real reviews.
 */

const spanishAuthors = [
  'Lucía Fernández',
  'Martín Gutiérrez',
  'Carolina Méndez',
  'Diego Ramírez',
  'Florencia Sosa',
  'Javier Castro',
  'Paula Herrera',
  'Santiago Ruiz',
  'Gabriela Torres',
  'Nicolás Pereyra',
  'Mariana López',
  'Andrés Molina',
  'Camila Rojas',
  'Tomás Aguirre',
  'Valeria Núñez',
  'Federico Díaz',
  'Daniela Vargas',
  'Joaquín Romero',
  'Sofía Acosta',
  'Matías Herrera',
  'Agustina Blanco',
  'Ricardo Salinas',
  'Natalia Ortega',
  'Emilio Cabrera',
  'Julieta Navarro',
  'Alejandro Vega',
  'Renata Ibáñez',
  'Pablo Medina',
  'Victoria Quiroga',
  'Ignacio Paz',
];

const englishAuthors = [
  'Jessica Miller',
  'Michael Thompson',
  'Ashley Johnson',
  'Christopher Lee',
  'Amanda Davis',
  'Ryan Anderson',
  'Lauren Wilson',
  'Brandon Taylor',
  'Megan Clark',
  'Kevin Harris',
  'Rachel Lewis',
  'Justin Walker',
  'Samantha Young',
  'Tyler King',
  'Nicole Wright',
  'Andrew Scott',
  'Brittany Green',
  'Jason Baker',
  'Stephanie Adams',
  'Matthew Nelson',
  'Olivia Carter',
  'Daniel Mitchell',
  'Hannah Roberts',
  'Ethan Turner',
  'Chloe Phillips',
  'Nathan Campbell',
  'Grace Parker',
  'Dylan Evans',
  'Victoria Edwards',
  'Marcus Collins',
];

const spanishOpenings = [
  'Excelente servicio de principio a fin.',
  'Súper recomendable.',
  'Todo salió perfecto.',
  'La mejor experiencia que tuvimos en Miami.',
  'Atención impecable, en español y sin vueltas.',
  'Muy profesionales y puntuales.',
];
const spanishDetails = [
  'El auto estaba impecable y nos lo entregaron en el hotel.',
  'El paseo en yate por Biscayne Bay fue inolvidable; la tripulación, un diez.',
  'El departamento tenía una vista increíble y estaba limpísimo.',
  'La villa era tal cual las fotos y nos ayudaron con todas las reservas.',
  'Respondieron todas nuestras consultas por WhatsApp en minutos.',
];
const englishOpenings = [
  'Outstanding service from start to finish.',
  'Highly recommend!',
  'Everything went perfectly.',
  'Best experience we had in Miami.',
  'Professional, friendly and always on time.',
  'Five stars all the way.',
];
const englishDetails = [
  'The car was spotless and delivered right to our hotel.',
  'Our yacht day on Biscayne Bay was unforgettable and the crew was fantastic.',
  'The apartment had an amazing view and was immaculate.',
  'The villa looked exactly like the photos and they handled every reservation for us.',
  'They answered every question on WhatsApp within minutes.',
];
const mildComments = {
  es: 'Buena experiencia en general, aunque la entrega del auto se demoró un poco.',
  en: 'Good experience overall, although the car drop-off ran a bit late.',
};
const replies = {
  es: [
    '¡Muchas gracias por tu reseña! Nos alegra mucho que hayas disfrutado Miami con nosotros.',
    '¡Gracias por elegirnos! Te esperamos en tu próxima visita.',
    'Gracias por tus comentarios; ya estamos trabajando para que las entregas sean siempre puntuales.',
  ],
  en: [
    'Thank you so much for your review! We are glad you enjoyed Miami with us.',
    'Thanks for choosing us. We look forward to your next visit!',
    'Thank you for the feedback; we are making sure every drop-off is on time.',
  ],
};

const DAY = 24 * 60 * 60 * 1000;
export const SAMPLE_LISTING_REVIEW_COUNT = 60;

/** The sample reviews, newest first, dated back from `now`. */
export function sampleListingReviews(now: Date) {
  return Array.from({ length: SAMPLE_LISTING_REVIEW_COUNT }, (_, i) => {
    const lang = i % 2 === 0 ? 'es' : 'en';
    const k = Math.floor(i / 2); // 0..29 within each language
    const author = (lang === 'es' ? spanishAuthors : englishAuthors)[k] ?? '';
    const rating = k % 11 === 7 ? 3 : k % 4 === 2 ? 4 : 5;
    const [openings, details] =
      lang === 'es' ? [spanishOpenings, spanishDetails] : [englishOpenings, englishDetails];
    // Every fifth reviewer left stars only, as many do on the listing.
    const comment =
      rating === 3
        ? mildComments[lang]
        : k % 5 === 4
          ? ''
          : `${openings[k % openings.length]} ${details[Math.floor(k / openings.length)]}`;
    const createTime = new Date(now.getTime() - (i * 6 + (i % 3) + 2) * DAY);
    const replyText = rating === 3 ? replies[lang][2] : i % 3 === 0 ? replies[lang][k % 2] : undefined;
    return {
      id: `sample-${String(i + 1).padStart(3, '0')}`,
      author,
      rating,
      comment,
      createTime,
      replyComment: replyText ?? null,
      replyUpdateTime: replyText ? new Date(createTime.getTime() + (1 + (i % 2)) * DAY) : null,
      isSample: true,
    };
  });
}

export const listingReviewsSeeder: Seeder = {
  name: 'listing-reviews',
  run: (tx) => listingReviewsRepository.insertMissing(tx, sampleListingReviews(new Date())),
};
