import type { Seeder } from '../../db/seed/seeder.ts';
import { reviewsRepository } from './reviews.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Believable demo reviews in both languages: one answered by the business, one anonymous. */
const demoReviews = [
  {
    firstName: 'Valentina',
    lastName: 'Rossi',
    rating: 5,
    comment:
      'Alquilamos el yate para el cumpleaños de mi esposo y fue perfecto. El capitán nos llevó a Nixon Sandbar, la tripulación súper atenta y todo salió puntual. ¡Volveremos!',
    businessReply:
      '¡Gracias, Valentina! Fue un placer ser parte de un día tan especial. Los esperamos en la próxima visita a Miami.',
    daysAgo: 6,
  },
  {
    firstName: 'James',
    lastName: 'Whitaker',
    rating: 5,
    comment:
      'Booked the Brickell apartment and a Cadillac Escalade for a week. Airport pickup was waiting for us, the apartment was spotless and the view was unreal. Martín answered every message within minutes.',
    daysAgo: 14,
  },
  {
    firstName: '',
    lastName: '',
    rating: 4,
    comment:
      'Muy buena experiencia con el auto. La entrega en el hotel fue rápida; solo tardaron un poco en devolver el depósito.',
    daysAgo: 23,
  },
  {
    firstName: 'Sofía',
    lastName: 'Benítez',
    rating: 5,
    comment:
      'Pasamos diez días en la villa de Coconut Grove con toda la familia. La casa impecable, la piscina divina y nos recomendaron restaurantes increíbles.',
    daysAgo: 37,
  },
  {
    firstName: 'Daniel',
    lastName: 'Okafor',
    rating: 5,
    comment:
      'Smooth from start to finish. The Lamborghini was delivered to our hotel on time and in perfect condition.',
    daysAgo: 52,
  },
  {
    firstName: 'Camila',
    lastName: 'Duarte',
    rating: 4,
    comment:
      'Excelente atención en español y en inglés. El departamento tenía todo lo necesario para trabajar desde Miami.',
    daysAgo: 71,
  },
  {
    firstName: 'Emily',
    lastName: 'Chen',
    rating: 5,
    comment: '',
    daysAgo: 95,
  },
];

export const reviewsSeeder: Seeder = {
  name: 'reviews',
  run: async (tx) => {
    const now = Date.now();
    for (const { daysAgo, ...review } of demoReviews) {
      if (await reviewsRepository.exists(tx, review)) continue;
      await reviewsRepository.insert(tx, {
        ...review,
        createdAt: new Date(now - daysAgo * DAY),
        isDemo: true,
      });
    }
  },
};
