import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { users, sessions, userProgress } = schema;

/** The columns of a user that the app may see (never the password hash). */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  isAdmin: users.isAdmin,
  isSubscribed: users.isSubscribed,
  subscriptionEndDate: users.subscriptionEndDate,
  isFraudSuspect: users.isFraudSuspect,
  isBlocked: users.isBlocked,
  emailVerified: users.emailVerified,
  timeMultiplier: users.timeMultiplier,
  timeZone: users.timeZone,
  stripeCustomerId: users.stripeCustomerId,
  hotmartOrderNumber: users.hotmartOrderNumber,
  createdAt: users.createdAt,
};
export type User = {
  id: number;
  username: string;
  email: string;
  name: string | null;
  isAdmin: boolean;
  isSubscribed: boolean;
  subscriptionEndDate: Date | null;
  isFraudSuspect: boolean;
  isBlocked: boolean;
  emailVerified: boolean;
  timeMultiplier: number;
  timeZone: string | null;
  stripeCustomerId: string | null;
  hotmartOrderNumber: string | null;
  createdAt: Date;
};

export async function getUserById(db: Db, id: number): Promise<User | null> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function getUserByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** The user and password hash for a login by username (or email), case-insensitive. */
export async function getUserWithPassword(db: Db, login: string) {
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select({ ...publicUserColumns, password: users.password })
    .from(users)
    .where(
      key.includes("@")
        ? sql`lower(${users.email}) = ${key}`
        : sql`lower(${users.username}) = ${key}`,
    );
  return row ?? null;
}

export async function getPasswordHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row?.password ?? null;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return Boolean(row);
}

export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return Boolean(row);
}

/** Creates the user and their progress row. Throws on a unique-index conflict. */
export async function createUser(
  db: Db,
  input: { username: string; email: string; passwordHash: string; locale?: string },
): Promise<User> {
  const [created] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email.toLowerCase(),
      password: input.passwordHash,
      locale: input.locale,
    })
    .returning({ id: users.id });
  await db.insert(userProgress).values({ userId: created.id }).onConflictDoNothing();
  return (await getUserById(db, created.id))!;
}

export async function updateUserProfile(
  db: Db,
  userId: number,
  changes: { name?: string; email?: string; emailVerified?: boolean; timeZone?: string },
) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ password: passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: number) {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setUserBlocked(db: Db, userId: number, blocked: boolean) {
  await db.batch([
    db.update(users).set({ isBlocked: blocked, updatedAt: new Date() }).where(eq(users.id, userId)),
    ...(blocked ? [db.delete(sessions).where(eq(sessions.userId, userId))] : []),
  ]);
}

// ---- sessions

export async function createSessionRow(db: Db, id: string, userId: number, expiresAt: Date) {
  await db.insert(sessions).values({ id, userId, expiresAt });
}

/** The signed-in user of a session id, or null when it is unknown, expired or the user is blocked. */
export async function getSessionUser(db: Db, sessionId: string): Promise<User | null> {
  const [row] = await db
    .select(publicUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

export async function deleteSessionRow(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere, except optionally the current session. */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

export async function setUserTimeZone(db: Db, userId: number, timeZone: string) {
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}
