/** User administration queries (/admin/users): search, roles, accommodations, flags. */
import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import { publicUserColumns } from "~/models/user.server";

const { users, userProgress } = schema;

/** Users whose name, username or email contains `query` (case-insensitive), newest first. */
export async function searchUsers(db: Db, query: string, limit = 50) {
  const q = query.trim().toLowerCase();
  const contains = (column: typeof users.email | typeof users.name | typeof users.username) =>
    sql`instr(lower(coalesce(${column}, '')), ${q}) > 0`;
  return db
    .select({
      ...publicUserColumns,
      exercisesCompleted: sql<number>`coalesce(${userProgress.totalExercisesCompleted}, 0)`,
    })
    .from(users)
    .leftJoin(userProgress, eq(userProgress.userId, users.id))
    .where(q ? or(contains(users.name), contains(users.username), contains(users.email)) : undefined)
    .orderBy(desc(users.id))
    .limit(limit);
}

export async function grantAdmin(db: Db, userId: number) {
  const rows = await db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Removes the admin role unless the user is the last active (unblocked) admin: the condition is
 * in the UPDATE itself, so two admins demoting each other at once cannot leave none.
 * Returns false when it was refused or the user does not exist.
 */
export async function removeAdminUnlessLast(db: Db, userId: number) {
  const rows = await db
    .update(users)
    .set({ isAdmin: false, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        sql`(select count(*) from users other where other.is_admin = 1 and other.is_blocked = 0 and other.id <> ${userId}) > 0`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setTimeMultiplier(db: Db, userId: number, timeMultiplier: number) {
  const rows = await db.update(users).set({ timeMultiplier, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

export async function clearFraudSuspect(db: Db, userId: number) {
  const rows = await db.update(users).set({ isFraudSuspect: false, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** Other active admins than this user. */
export async function countOtherActiveAdmins(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isBlocked, false), ne(users.id, userId)));
  return row?.n ?? 0;
}
