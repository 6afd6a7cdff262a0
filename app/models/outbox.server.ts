import { desc } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

export async function recordMail(
  db: Db,
  mail: { to: string; subject: string; text: string; html?: string; status: string; error?: string },
) {
  await db.insert(schema.mailOutbox).values(mail);
}

export async function listOutbox(db: Db, limit = 50) {
  return db
    .select({
      id: schema.mailOutbox.id,
      to: schema.mailOutbox.to,
      subject: schema.mailOutbox.subject,
      text: schema.mailOutbox.text,
      status: schema.mailOutbox.status,
      createdAt: schema.mailOutbox.createdAt,
    })
    .from(schema.mailOutbox)
    .orderBy(desc(schema.mailOutbox.id))
    .limit(limit);
}
