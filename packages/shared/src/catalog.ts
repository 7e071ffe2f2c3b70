// The catalogue of services, one concern per file; this file gathers them so that callers import `@app/shared/catalog`.

export * from './service-inputs.ts';
export * from './service-list-query.ts';
export * from './service-normalize.ts';
export * from './service-schemas.ts';
export * from './service-types.ts';
