import { desc, eq } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { contactMessages, users } = schema;

export async function createContactMessage(
  db: Db,
  values: { name: string; email: string; subject: string | null; message: string; userId: number | null },
) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row;
}

/** Newest first. */
export async function listContactMessages(db: Db, limit = 200) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit);
}

/** The addresses of every admin who can sign in (contact messages are mailed to them). */
export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, blocked: users.isBlocked })
    .from(users)
    .where(eq(users.isAdmin, true));
  return rows.filter((r) => !r.blocked).map((r) => r.email);
}
