// ---------------------------------------------------------------------------------------------------
// Phone numbers typed by the admin: validated and stored in E.164 (ARCHITECTURE.md, libphonenumber-js).
// Apart from phones.ts, which the public pages import: this one brings the numbering plan metadata.
// ---------------------------------------------------------------------------------------------------

import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The business is in Miami: a number typed without a country code is a US number. */
const DEFAULT_COUNTRY = 'US';

export const PHONE_INVALID =
  'The phone number is not valid: include the country code, e.g. +54 9 11 5555 0123';

/** '+1 (305) 555-0123' -> '+13055550123'; null when it is not a phone number ('llámame', too few digits). */
export function toE164(text: string): string | null {
  const number = parsePhoneNumberFromString(text.trim(), DEFAULT_COUNTRY);
  return number?.isValid() ? number.number : null;
}
