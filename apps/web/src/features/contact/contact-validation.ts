/**
 * The rules of POST /api/contact (contactInput, @app/shared/inbox) checked in the browser, so the form
 * can say what is wrong in the visitor's language without bundling zod. contact-validation.test.ts
 * proves both accept and refuse the same values.
 */

export interface ContactValues {
  name: string;
  lastName: string;
  email: string;
  areaCode: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export type ContactErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'lastNameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'areaCodeInvalid'
  | 'phoneInvalid'
  | 'messageRequired'
  | 'messageTooLong';

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

export const NAME_MAX = 80;
export const MESSAGE_MAX = 5000;
const EMAIL_MAX = 254;

// zod's e-mail pattern (z.email()), the one the server applies.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const AREA_CODE = /^\+?\d{1,4}$/;
const PHONE = /^[\d\s().-]{0,30}$/;

/** Length as the server counts it: after collapsing runs of white space (single-line fields). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = oneLine(values.name);
  if (!name) errors.name = 'nameRequired';
  else if (name.length > NAME_MAX) errors.name = 'nameTooLong';
  if (oneLine(values.lastName).length > NAME_MAX) errors.lastName = 'lastNameTooLong';

  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (email.length > EMAIL_MAX || !EMAIL.test(email)) errors.email = 'emailInvalid';

  const areaCode = values.areaCode.trim();
  if (areaCode && !AREA_CODE.test(areaCode)) errors.areaCode = 'areaCodeInvalid';
  if (!PHONE.test(values.phone.trim())) errors.phone = 'phoneInvalid';

  const message = values.message.trim();
  if (!message) errors.message = 'messageRequired';
  else if (message.length > MESSAGE_MAX) errors.message = 'messageTooLong';
  return errors;
}

/** The body of POST /api/contact. */
export function toContactInput(values: ContactValues, language: 'es' | 'en') {
  return {
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    areaCode: values.areaCode.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    language,
  };
}
