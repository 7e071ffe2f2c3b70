import {
  PICTURE_NOT_UPLOADED,
  SITE_PICTURE_URL,
  type SiteContent,
  siteContentSchema,
  sitePictureKeys,
} from '@app/shared/site';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appMeta } from '../../db/schema/app-meta.ts';
import { AppError } from '../../lib/app-error.ts';
import { storedImages } from '../uploads/images.ts';
import { defaultSiteContentFile, loadSiteContent } from './site-content.ts';

/**
 * The content the owner saved in /admin; until then the file's (apps/server/content/site.json). The
 * uploads cleanup keeps every image this row names (images.repository.ts).
 */
export const SITE_CONTENT_KEY = 'site.content';
const KEY = SITE_CONTENT_KEY;

// The file is the same on every instance and changes only with a deployment: read once per file.
const defaultsByFile = new Map<string, Promise<SiteContent>>();
function defaultsOf(file: string) {
  let defaults = defaultsByFile.get(file);
  if (!defaults) {
    defaults = loadSiteContent(file);
    defaults.catch(() => defaultsByFile.delete(file));
    defaultsByFile.set(file, defaults);
  }
  return defaults;
}

/**
 * The site's content as it stands: read from the database on every call, so a change saved through
 * any instance shows at once everywhere (site, e-mails, PDFs, structured data). A stored value that no
 * longer passes the schema (a field added since) falls back to the file, field by field, never half.
 */
export async function readSiteContent(
  db: DbOrTx,
  file: string = defaultSiteContentFile,
): Promise<SiteContent> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  const defaults = await defaultsOf(file);
  if (!row) return defaults;
  const stored = siteContentSchema.safeParse(row.value);
  return stored.success ? stored.data : defaults;
}

/** Saves the whole content in one statement: nothing is half saved. */
export async function saveSiteContent(db: DbOrTx, content: SiteContent): Promise<SiteContent> {
  const value = siteContentSchema.parse(content);
  await checkPicturesUploaded(db, value);
  await db
    .insert(appMeta)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
  return value;
}

/** Every picture must be an image stored by POST /api/uploads: any other URL is refused, field by field. */
async function checkPicturesUploaded(db: DbOrTx, content: SiteContent) {
  const named = sitePictureKeys.flatMap((key) => {
    const url = content.pictures?.[key]?.url;
    const hash = url ? SITE_PICTURE_URL.exec(url)?.[1] : undefined;
    return hash ? [{ field: `pictures.${key}.url`, hash }] : [];
  });
  const stored = await storedImages(
    db,
    named.map((picture) => picture.hash),
  );
  const fields = named
    .filter((picture) => !stored.has(picture.hash))
    .map(({ field }) => ({ field, message: PICTURE_NOT_UPLOADED }));
  if (fields.length > 0) {
    const message = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw new AppError('VALIDATION', message, { in: 'body', fields });
  }
}
