import { z } from 'zod';
import { PHONE_INVALID, toE164 } from './phone-numbers.ts';
import { languageSchema, multiLineText, paginationQuery, singleLineText } from './site.ts';

/**
 * The names each client field may arrive under (SPEC.md section 3: snake_case and client-prefixed variants
 * are accepted), canonical name first. When a body holds several, the first one in this order wins.
 */
export const clientFieldAliases = {
  name: ['name', 'clientName', 'client_name', 'firstName', 'first_name'],
  lastname: [
    'lastname',
    'lastName',
    'last_name',
    'clientLastname',
    'clientLastName',
    'client_lastname',
    'client_last_name',
  ],
  email: ['email', 'clientEmail', 'client_email'],
  phone: ['phone', 'clientPhone', 'client_phone'],
  address: ['address', 'clientAddress', 'client_address'],
  city: ['city', 'clientCity', 'client_city'],
  country: ['country', 'clientCountry', 'client_country'],
  notes: ['notes', 'clientNotes', 'client_notes'],
  language: ['language', 'clientLanguage', 'client_language'],
} as const;

export type ClientField = keyof typeof clientFieldAliases;

/** Maps any accepted spelling of the client fields to the canonical names; other keys are dropped. */
export function normalizeClientFields(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const source = raw as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [field, aliases] of Object.entries(clientFieldAliases)) {
    const alias = aliases.find((name) => source[name] !== undefined);
    if (alias !== undefined) result[field] = source[alias];
  }
  return result;
}

export const CLIENT_NAME_REQUIRED = 'The name is required';
export const CLIENT_EMAIL_TAKEN = 'A client with this e-mail already exists';

/** Optional e-mail: '' and null mean "none"; stored trimmed and lower-case (unique case-insensitively). */
const clientEmail = z
  .union([
    z.null(),
    z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.union([z.literal(''), z.email()])),
  ])
  .transform((value) => (value ? value : null));

const optionalLine = (max: number) => singleLineText(max).nullish();

/** Empty clears it; anything else must be a phone number, stored in E.164 (clients, booking leads). */
export const phoneInput = singleLineText(40)
  .transform((value, ctx) => {
    if (value === '') return value;
    const number = toE164(value);
    if (number) return number;
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID, input: value });
    return z.NEVER;
  })
  .nullish();

const clientFields = {
  name: singleLineText(100, { required: CLIENT_NAME_REQUIRED }),
  lastname: optionalLine(100),
  email: clientEmail.optional(),
  phone: phoneInput,
  address: optionalLine(200),
  city: optionalLine(100),
  country: optionalLine(100),
  notes: multiLineText(5000).nullish(),
  language: languageSchema.optional(),
};

/** POST /api/users: name is required, everything else optional. */
export const createClientInput = z.preprocess(normalizeClientFields, z.object(clientFields));
export type CreateClientInput = z.input<typeof createClientInput>;

/** PUT /api/users/:id: the fields sent are changed, the others kept. */
export const updateClientInput = z.preprocess(
  normalizeClientFields,
  z
    .object(clientFields)
    .partial()
    .refine((input) => Object.values(input).some((value) => value !== undefined), {
      message: 'No data provided to update the user',
    }),
);
export type UpdateClientInput = z.input<typeof updateClientInput>;

/** SPEC.md section 5: "User update requires an id". */
export const USER_ID_REQUIRED = 'User ID is required for update';

/** A client (SPEC.md "user") as the back-office sees it. Instants are ISO 8601. */
export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  notes: z.string(),
  language: languageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/**
 * GET /api/users: sorted by lastname, name, id. `q` keeps the clients whose name, lastname, e-mail or phone
 * contain every word of it, case-insensitively.
 */
export const clientListQuery = paginationQuery({ limit: 100, maxLimit: 500 }).extend({
  q: z.string().trim().max(100).optional(),
});
