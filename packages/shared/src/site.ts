import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------
// Site content: the business facts an owner edits (apps/server/content/site.json), served by GET /api/site.
// ---------------------------------------------------------------------------------------------------

export const siteLanguages = ['es', 'en'] as const;
export const languageSchema = z.enum(siteLanguages);
export type Language = z.infer<typeof languageSchema>;

const requiredText = z.string().trim().min(1, 'must not be empty');

/** A text shown on the site, in both languages (es is the default language, en the fallback). */
export const localizedTextSchema = z.strictObject({ es: requiredText, en: requiredText });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

/** An image uploaded to this site (POST /api/uploads): its relative URL, named by the hash of its bytes. */
export const SITE_PICTURE_URL = /^\/api\/uploads\/([0-9a-f]{64})\.webp$/;
export const PICTURE_NOT_UPLOADED = 'must be an image uploaded to this site';

/** A picture of the home, about or founder page, with its alternative text in both languages. */
export const sitePictureSchema = z.strictObject({
  url: z.string().regex(SITE_PICTURE_URL, PICTURE_NOT_UPLOADED),
  alt: localizedTextSchema,
});
export type SitePicture = z.infer<typeof sitePictureSchema>;
export const sitePictureKeys = ['home', 'about', 'founder'] as const;
export type SitePictureKey = (typeof sitePictureKeys)[number];

/**
 * Strict objects on purpose: the file is edited by hand, and a misspelt key ("fonder") must stop the
 * start with a message naming it instead of silently showing nothing.
 */
export const siteContentSchema = z.strictObject({
  businessName: requiredText,
  tagline: localizedTextSchema,
  hero: z.strictObject({ title: localizedTextSchema, subtitle: localizedTextSchema }),
  /** `text` may hold several paragraphs separated by a blank line ("\n\n"). */
  about: z.strictObject({ title: localizedTextSchema, text: localizedTextSchema }),
  founder: z.strictObject({
    name: requiredText,
    role: localizedTextSchema,
    /** Paragraphs separated by a blank line ("\n\n"). */
    bio: localizedTextSchema,
    photoCaption: localizedTextSchema,
  }),
  /** Digits only, with the country code; shown with formatPhone, dialled through whatsappUrl. */
  phones: z.strictObject({
    argentina: z.string().regex(/^54\d{11}$/, 'must be 13 digits starting with 54 (digits only)'),
    us: z.string().regex(/^1\d{10}$/, 'must be 11 digits starting with 1 (digits only)'),
  }),
  whatsapp: z.strictObject({
    number: z.string().regex(/^\d{8,15}$/, 'must be 8 to 15 digits with the country code (digits only)'),
    /** The prefilled greeting of the chat buttons (SPEC.md: a Spanish greeting asking for information). */
    greeting: localizedTextSchema,
  }),
  address: z.strictObject({
    street: requiredText,
    city: requiredText,
    region: requiredText,
    postalCode: requiredText,
    /** ISO 3166-1 alpha-2 code (US). */
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
  }),
  email: z.email({ error: 'must be an e-mail address' }),
  instagramUrl: httpsUrl,
  /** The business listing's review page, opened in a new tab from the reviews screen. */
  googleReviewsUrl: httpsUrl,
  credit: z.strictObject({ text: localizedTextSchema, url: httpsUrl.optional() }),
  /**
   * The pictures the owner chose in /admin/settings. Without one, the page shows its own (home and about:
   * a cover of the catalogue; founder: the drawn portrait).
   */
  pictures: z
    .strictObject({
      home: sitePictureSchema.optional(),
      about: sitePictureSchema.optional(),
      founder: sitePictureSchema.optional(),
    })
    .optional(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

// ---------------------------------------------------------------------------------------------------
// Phones and chat links (SPEC.md section 2, footer).
// ---------------------------------------------------------------------------------------------------

// In their own module, free of zod, so a web page can use them without downloading zod (the footer is
// on every page); re-exported here for the server and the back-office.
export { formatPhone, whatsappUrl } from './phones.ts';

// ---------------------------------------------------------------------------------------------------
// Plain text, ids and pages: rules every form and list of the site and back-office share.
// ---------------------------------------------------------------------------------------------------

// Bidirectional overrides and isolates: they can make a stored name display reversed.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// C0 and C1 control characters (\p{Cc}) go, except tab and line feed.
const keepTabAndNewline = (char: string) => (char === '\n' || char === '\t' ? char : '');

/**
 * Text as it is stored: plain text (never HTML; the web app escapes on display), Unicode-normalised,
 * without control characters, trimmed. Single-line text also has its whitespace runs collapsed; multi-line
 * text keeps line breaks but at most one blank line in a row.
 */
export function toPlainText(value: string, options: { multiline?: boolean } = {}): string {
  let text = value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, keepTabAndNewline)
    .replace(BIDI_CONTROLS, '');
  if (options.multiline) {
    text = text
      .replace(/\t/g, ' ')
      .replace(/ +$/gm, '')
      .replace(/\n{3,}/g, '\n\n');
  } else {
    text = text.replace(/\s+/g, ' ');
  }
  return text.trim();
}

/**
 * A one-line text field; the length limit applies to the stored (cleaned) text. With `required`, a
 * missing or blank value is refused with that message.
 */
export function singleLineText(max: number, options: { required?: string } = {}) {
  return plainTextField(max, options, false);
}

/** A multi-line text field (comments, messages, notes). */
export function multiLineText(max: number, options: { required?: string } = {}) {
  return plainTextField(max, options, true);
}

function plainTextField(max: number, { required }: { required?: string }, multiline: boolean) {
  const cleaned = (required ? z.string({ error: required }) : z.string()).transform((value) =>
    toPlainText(value, { multiline }),
  );
  return cleaned.pipe(required ? z.string().min(1, required).max(max) : z.string().max(max));
}

/** Largest id a Postgres `integer` column holds: bigger ids are refused as bad input, not a 500. */
const MAX_ID = 2_147_483_647;

/**
 * A route's `:id` parameter: a positive integer. Without `message` zod's own messages are used (the API
 * puts the field name in front of those); a message given here replaces them all.
 */
export function idParam(message?: string) {
  const id = message
    ? z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message)
    : z.coerce.number().int().min(1).max(MAX_ID);
  return z.object({ id });
}

/** `limit` and `offset` of a list endpoint (the total goes in the X-Total-Count header). */
export function paginationQuery(defaults: { limit: number; maxLimit: number }) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(defaults.maxLimit).default(defaults.limit),
    offset: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  });
}

/** Lists answer their total (before limit and offset) in this header. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
