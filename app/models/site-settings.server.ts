import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { siteSettings } = schema;

export const SITE_NOTICE_KEY = "site_notice";

export async function getSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value ?? null;
}

export async function setSetting(db: Db, key: string, value: string | null) {
  if (value === null || value === "") {
    await db.delete(siteSettings).where(eq(siteSettings.key, key));
    return;
  }
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
