import { AppError } from './app-error.ts';

/**
 * Control characters in text (issue 20): PostgreSQL refuses NUL in text, and the others have no place
 * in a name, a search or a note. Tab, line feed and carriage return stay allowed: messages and notes
 * span lines. Nothing is stripped: SPEC.md drops only empty values, so text that carries a control
 * character is refused with a 400 naming the field, like any other invalid field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = (field: string) =>
  `${field || 'value'}: must not contain control characters`;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  // Fastify's query strings are objects whose prototype itself has no prototype (fast-querystring).
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/** The path of the first text (key or value) in `value` holding a control character, or null. */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  // JSON bodies are at most 1 MB; nesting beyond this is refused by the schemas anyway.
  if (depth > 32) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, path ? `${path}.${index}` : String(index), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return field;
    const found = findControlCharacter(item, field, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Throws the API's 400 (the shape of a schema's refusal) when `value` holds a control character. */
export function refuseControlCharacters(value: unknown, where: 'querystring' | 'params' | 'body'): void {
  const field = findControlCharacter(value);
  if (field === null) return;
  const message = controlCharacterMessage(field);
  throw new AppError('VALIDATION', message, { in: where, fields: [{ field, message }] });
}
