export * from './admins.ts';
export * from './app-meta.ts';
export * from './catalog.ts';
export * from './clients.ts';
export * from './engagement.ts';
export * from './listing-reviews.ts';
export * from './mail.ts';
export * from './reservations.ts';
