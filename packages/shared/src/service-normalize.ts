import { isRecord, numberInput, pickField } from './service-inputs.ts';
import { type ServiceOf, serviceTranslations } from './service-schemas.ts';
import { numberFields, type ServiceType, serviceFields } from './service-types.ts';

// --- Reading, on the client ------------------------------------------------------------------------

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
function numberOf(value: unknown): number {
  const n = typeof value === 'string' ? numberInput(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}
function imagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  return list
    .map((item) => (isRecord(item) ? (item.url ?? item.src) : item))
    .filter((url): url is string => typeof url === 'string' && url !== '');
}

/**
 * A service as the screens use it (SPEC.md section 3: "service lists are normalised per type; numbers
 * default to 0"): canonical names with their fallbacks, numbers as numbers (0 when missing or not
 * numeric), text as text, images as a list of URLs.
 */
export function normalizeService<T extends ServiceType>(type: T, raw: unknown): ServiceOf<T> {
  const source = isRecord(raw) ? raw : {};
  const out: Record<string, unknown> = { id: numberOf(source.id) };
  for (const field of serviceFields[type]) {
    const value = pickField(source, field);
    out[field] = numberFields.has(field) ? numberOf(value) : textOf(value);
  }
  out.images = imagesOf(source.images);
  const translations = serviceTranslations.safeParse(source.translations);
  if (translations.success && source.translations !== undefined) out.translations = translations.data;
  return out as ServiceOf<T>;
}
