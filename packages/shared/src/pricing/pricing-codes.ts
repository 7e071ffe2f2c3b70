import type { Language } from '../site.ts';

/**
 * The fees and taxes a rate plan may name. Rates and amounts are data the owner edits; the codes are a
 * closed list so that the monthly summary can add up each tax the owner files, and a misspelt code
 * ("fl-sale") is refused instead of starting a tax of its own (decision 0037).
 */
export const taxCodes = ['fl-sales', 'md-surtax', 'md-tourist', 'md-convention', 'mb-resort'] as const;
export type TaxCode = (typeof taxCodes)[number];

export const feeCodes = [
  'cleaning',
  'parking',
  'service',
  'resort',
  'pet',
  'delivery',
  'fuel',
  'crew',
  'car-surcharge',
  'other',
] as const;
export type FeeCode = (typeof feeCodes)[number];

type Labels = Record<Language, string>;

/** The label a tax gets when its plan gives none. */
export const taxLabels: Record<TaxCode, Labels> = {
  'fl-sales': { en: 'Florida sales tax', es: 'Impuesto estatal a las ventas de Florida' },
  'md-surtax': { en: 'Miami-Dade County surtax', es: 'Recargo del condado Miami-Dade' },
  'md-tourist': { en: 'Miami-Dade tourist taxes', es: 'Impuestos turísticos de Miami-Dade' },
  'md-convention': {
    en: 'Miami-Dade convention development tax',
    es: 'Impuesto de desarrollo de convenciones de Miami-Dade',
  },
  'mb-resort': { en: 'Miami Beach resort tax', es: 'Impuesto turístico de Miami Beach' },
};

/** The label a fee gets when its plan gives none. */
export const feeLabels: Record<FeeCode, Labels> = {
  cleaning: { en: 'Cleaning', es: 'Limpieza' },
  parking: { en: 'Parking', es: 'Estacionamiento' },
  service: { en: 'Service fee', es: 'Cargo por servicio' },
  resort: { en: 'Resort fee', es: 'Cargo del complejo' },
  pet: { en: 'Pet fee', es: 'Cargo por mascota' },
  delivery: { en: 'Delivery and pick-up', es: 'Entrega y retiro' },
  fuel: { en: 'Fuel', es: 'Combustible' },
  crew: { en: 'Captain and crew', es: 'Capitán y tripulación' },
  'car-surcharge': { en: 'Florida rental car surcharge', es: 'Recargo de Florida por alquiler de auto' },
  other: { en: 'Other charges', es: 'Otros cargos' },
};
