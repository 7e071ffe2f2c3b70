import type { i18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredError } from './api-error';

/**
 * Where the texts of error codes live: the public site's in common (every page has it), the
 * back-office's in admin-errors (loaded with the back-office). A code missing from both is shown with
 * the server's message.
 */
const namespacesByCode = ['common', 'admin-errors'] as const;
const keyOf = (namespace: (typeof namespacesByCode)[number], code: string) =>
  namespace === 'common' ? `common:errors.codes.${code}` : `admin-errors:${code}`;

/** What a text may show of the error's details: plain values, and `count` for the minutes to wait. */
function valuesOf(details: Record<string, unknown> | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  // i18next picks the plural form ("1 minute", "5 minutes") by `count`.
  if (typeof values.retryAfterMinutes === 'number') values.count = values.retryAfterMinutes;
  return values;
}

/**
 * The text of a failed call in the language of `i18n`, chosen by its code, never by its English
 * message (SPEC.md section 8's messages are the English texts). Without a code, or with one this
 * client has no text for, the message as the call produced it.
 */
export function translateError(instance: i18n, { code, message, details }: StoredError): string {
  if (!code) return message;
  for (const namespace of namespacesByCode) {
    const key = keyOf(namespace, code);
    const values = valuesOf(details);
    // The keys are made from a code at run time: no compile-time key type can cover them.
    if (instance.exists(key, values)) return String(instance.t(key as never, values as never));
  }
  return message;
}

/** translateError in the current language, for a component (it renders again when that changes). */
export function useTranslateError(): (error: StoredError) => string {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when the language changes
  return useCallback((error: StoredError) => translateError(instance, error), [instance, language]);
}
