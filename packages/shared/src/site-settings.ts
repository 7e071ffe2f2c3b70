import { z } from 'zod';
import { toE164 } from './phone-numbers.ts';
import { siteContentSchema } from './site.ts';

// ---------------------------------------------------------------------------------------------------
// PUT /api/site: the content the owner edits in /admin. The same rules as the file, and every phone
// must be a real number of its country's numbering plan (libphonenumber-js), not only the right digits.
// Apart from site.ts: the public pages never download the numbering plan metadata.
// ---------------------------------------------------------------------------------------------------

export const PHONE_NOT_REAL = 'is not a valid phone number';

const phoneFields = [
  ['phones', 'argentina'],
  ['phones', 'us'],
  ['whatsapp', 'number'],
] as const;

export const siteContentInput = siteContentSchema.superRefine((content, ctx) => {
  for (const [group, field] of phoneFields) {
    const digits = (content[group] as Record<string, string>)[field] ?? '';
    if (toE164(`+${digits}`) === null) {
      ctx.addIssue({ code: 'custom', path: [group, field], message: PHONE_NOT_REAL });
    }
  }
});
export type SiteContentInput = z.input<typeof siteContentInput>;

/** GET /api/settings (staff) and PUT /api/settings (owner): the owner's switches. */
export const ownerSettingsSchema = z.strictObject({
  /** New public reviews are published at once instead of waiting for approval. */
  reviewsPublishWithoutApproval: z.boolean(),
});
export type OwnerSettings = z.infer<typeof ownerSettingsSchema>;
export const DEFAULT_OWNER_SETTINGS: OwnerSettings = { reviewsPublishWithoutApproval: false };
