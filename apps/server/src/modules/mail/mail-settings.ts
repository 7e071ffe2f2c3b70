import { defaultMailSettings, type MailSettings, mailSettingsSchema } from '@app/shared/mail';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appMeta } from '../../db/schema/app-meta.ts';

const KEY = 'mail.automation';

/** The automatic e-mails the owner switched on (app_meta 'mail.automation'); both off by default. */
export async function readMailSettings(db: DbOrTx): Promise<MailSettings> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  const parsed = mailSettingsSchema.partial().safeParse(row?.value ?? {});
  return { ...defaultMailSettings, ...(parsed.success ? parsed.data : {}) };
}

export async function updateMailSettings(db: DbOrTx, changes: Partial<MailSettings>): Promise<MailSettings> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const next = { ...(await readMailSettings(db)), ...defined };
  await db
    .insert(appMeta)
    .values({ key: KEY, value: next })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: next, updatedAt: sql`now()` } });
  return next;
}
