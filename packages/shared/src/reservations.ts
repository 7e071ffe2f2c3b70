// Reservations, one concern per file; this file gathers them so that callers import `@app/shared/reservations`.

export * from './booking-inputs.ts';
export * from './booking-units.ts';
export * from './reservation-inputs.ts';
export * from './reservation-queries.ts';
export * from './reservation-responses.ts';
export * from './reservation-states.ts';
export * from './reservation-totals.ts';
