import { DEFAULT_OWNER_SETTINGS, type OwnerSettings, ownerSettingsSchema } from '@app/shared/site-settings';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appMeta } from '../../db/schema/app-meta.ts';

const KEY = 'owner.settings';

/** The owner's switches (GET /api/settings), read on every use so every instance agrees. */
export async function readOwnerSettings(db: DbOrTx): Promise<OwnerSettings> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  const stored = ownerSettingsSchema.partial().safeParse(row?.value ?? {});
  return { ...DEFAULT_OWNER_SETTINGS, ...(stored.success ? stored.data : {}) };
}

export async function saveOwnerSettings(db: DbOrTx, settings: OwnerSettings): Promise<OwnerSettings> {
  const value = ownerSettingsSchema.parse(settings);
  await db
    .insert(appMeta)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
  return value;
}
