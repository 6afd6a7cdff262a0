import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

const { passwordResetTokens, emailVerificationTokens } = schema;

export async function createPasswordResetToken(db: Db, userId: number, tokenHash: string, expires: Date) {
  await db.insert(passwordResetTokens).values({ userId, token: tokenHash, expires });
}

/**
 * Marks a reset token used, atomically, and returns its user: single use even under concurrent
 * requests, because only one UPDATE can match `used_at IS NULL`.
 */
export async function consumePasswordResetToken(db: Db, tokenHash: string, now = new Date()) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.token, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expires, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row ?? null;
}

export async function createEmailVerificationToken(
  db: Db,
  input: { userId: number; kind: "link" | "code"; tokenHash: string; expires: Date },
) {
  await db.insert(emailVerificationTokens).values({
    userId: input.userId,
    kind: input.kind,
    token: input.tokenHash,
    expires: input.expires,
  });
}

/** Retires every open token of a kind for the user (a new code replaces the old ones). */
export async function retireEmailVerificationTokens(db: Db, userId: number, kind: "link" | "code", now = new Date()) {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        eq(emailVerificationTokens.kind, kind),
        isNull(emailVerificationTokens.usedAt),
      ),
    );
}

export async function consumeEmailVerificationLink(db: Db, tokenHash: string, now = new Date()) {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.token, tokenHash),
        eq(emailVerificationTokens.kind, "link"),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expires, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return row ?? null;
}

/** The user's newest unused, unexpired code. */
export async function getActiveVerificationCode(db: Db, userId: number, now = new Date()) {
  const [row] = await db
    .select({
      id: emailVerificationTokens.id,
      token: emailVerificationTokens.token,
      attempts: emailVerificationTokens.attempts,
    })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        eq(emailVerificationTokens.kind, "code"),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expires, now),
      ),
    )
    .orderBy(desc(emailVerificationTokens.id))
    .limit(1);
  return row ?? null;
}

/** Counts one wrong try against a code; returns the new count. */
export async function recordWrongCodeAttempt(db: Db, tokenId: number): Promise<number> {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ attempts: sql`${emailVerificationTokens.attempts} + 1` })
    .where(eq(emailVerificationTokens.id, tokenId))
    .returning({ attempts: emailVerificationTokens.attempts });
  return row?.attempts ?? 0;
}

/** Uses a code once: only succeeds while it is unused and under the try limit. */
export async function consumeVerificationCode(db: Db, tokenId: number, maxAttempts: number, now = new Date()) {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.id, tokenId),
        isNull(emailVerificationTokens.usedAt),
        lt(emailVerificationTokens.attempts, maxAttempts),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return row ?? null;
}
