export * from './admins.ts';
export * from './app-meta.ts';
