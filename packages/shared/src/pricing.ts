// Prices (ARCHITECTURE.md "Prices"), one concern per file under pricing/; this file gathers them so that
// callers import `@app/shared/pricing`. A public page that must stay light imports pricing/quote.ts and
// pricing/pricing-messages.ts directly: neither pulls in zod.

export * from './pricing/booking-units.ts';
export * from './pricing/demo-rate-plans.ts';
export * from './pricing/price-stay.ts';
export * from './pricing/pricing-codes.ts';
export * from './pricing/pricing-messages.ts';
export * from './pricing/quote.ts';
export * from './pricing/quote-schema.ts';
export * from './pricing/rate-plan.ts';
export * from './pricing/seasons.ts';
