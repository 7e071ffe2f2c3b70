import { isErrorCode } from '@app/shared/errors';
import { describe, expect, it } from 'vitest';
import { resources } from '../locales/resources';
import { clientErrorCodes } from './api-error';
import { translateError } from './error-text';
import { createI18n } from './i18n';

const es = createI18n('es');
const en = createI18n('en');

describe('translateError', () => {
  it('words an error by its code in the reader language, whatever the English message says', () => {
    const overlap = { message: 'Some new wording of the overlap', code: 'STAY_OVERLAP' };
    expect(translateError(es, overlap)).toBe('Estas fechas no están disponibles para este apartamento');
    expect(translateError(en, overlap)).toBe('These dates are not available for this apartment');

    const credentials = { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' };
    expect(translateError(es, credentials)).toBe('Correo electrónico o contraseña incorrectos');
    expect(translateError(en, credentials)).toBe('Invalid email or password');
  });

  it('words the failures the client makes itself (no answer) by their codes too', () => {
    const noAnswer = { message: 'No response received from server', code: clientErrorCodes.noResponse };
    expect(translateError(es, noAnswer)).toBe('No se recibió respuesta del servidor');
    expect(translateError(en, noAnswer)).toBe('No response received from server');
  });

  it('puts the values of the details in the text, with the plural the number asks for', () => {
    const limited = (minutes: number) => ({
      message: `Too many login attempts. Try again in ${minutes} minutes.`,
      code: 'RATE_LIMITED',
      details: { retryAfterMinutes: minutes },
    });
    expect(translateError(es, limited(1))).toBe('Demasiados intentos. Inténtalo de nuevo en 1 minuto.');
    expect(translateError(es, limited(15))).toBe('Demasiados intentos. Inténtalo de nuevo en 15 minutos.');
    expect(translateError(en, limited(15))).toBe('Too many attempts. Try again in 15 minutes.');
    expect(translateError(es, { message: 'x', code: 'TOO_MANY_IMAGES', details: { max: 20 } })).toBe(
      'Un servicio puede tener como máximo 20 fotos.',
    );
  });

  it("falls back to the server's message for an unknown code, a code without a text, or none", () => {
    expect(translateError(es, { message: 'Something brand new', code: 'NOT_A_CODE_YET' })).toBe(
      'Something brand new',
    );
    // A field refusal names the field in its message: that message is the text.
    expect(translateError(es, { message: 'email: must be an e-mail address', code: 'VALIDATION' })).toBe(
      'email: must be an e-mail address',
    );
    expect(translateError(es, { message: 'Bad Gateway', code: null })).toBe('Bad Gateway');
    // A text that needs a value the answer did not carry is not shown half-filled.
    expect(translateError(es, { message: 'Slow down', code: 'RATE_LIMITED' })).toBe('Slow down');
  });

  it('has texts only for codes that exist', () => {
    const known = new Set<string>(Object.values(clientErrorCodes));
    for (const lng of ['es', 'en'] as const) {
      const codes = [
        ...Object.keys(resources[lng].common.errors.codes),
        ...Object.keys(resources[lng]['admin-errors']),
      ].map((key) => key.replace(/_(one|other)$/, ''));
      for (const code of codes) expect(isErrorCode(code) || known.has(code), `${lng} ${code}`).toBe(true);
    }
  });
});
