/**
 * Account use cases shared by the HTML routes and the JSON /api routes: register, log in, verify
 * email (link or code), resend, forgot and reset password, change password, update profile.
 * Each returns a result the route turns into a response; messages are catalog keys.
 */
import { MAX_CODE_ATTEMPTS, RATE_POLICIES, TOKEN_TTL } from "~/domain/rate-limits";
import { randomDigits, randomToken, sha256 } from "~/lib/crypto.server";
import type { Db } from "~/lib/db.server";
import type { Locale, Params } from "~/lib/i18n";
import { makeT } from "~/lib/i18n";
import type { Mailer } from "~/lib/mailer.server";
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from "~/lib/password.server";
import { clearHits, recordHit, retryAfter } from "~/lib/rate-limit.server";
import {
  consumeEmailVerificationLink,
  consumePasswordResetToken,
  consumeVerificationCode,
  createEmailVerificationToken,
  createPasswordResetToken,
  getActiveVerificationCode,
  recordWrongCodeAttempt,
  retireEmailVerificationTokens,
} from "~/models/auth-token.server";
import {
  createUser,
  deleteUserSessions,
  getPasswordHash,
  getUserByEmail,
  getUserWithPassword,
  isEmailTaken,
  isUsernameTaken,
  markEmailVerified,
  setPasswordHash,
  updateUserProfile,
  type User,
} from "~/models/user.server";

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  /** Absolute origin used in links sent by email. */
  appUrl: string;
  locale: Locale;
  /** Client IP, for per-address rate limits. */
  ip: string;
}

export type Failure = {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 413 | 429;
  /** catalog key */
  error: string;
  params?: Params;
  field?: string;
};
export type Result<T = object> = ({ ok: true } & T) | Failure;

const fail = (status: Failure["status"], error: string, extra: Partial<Failure> = {}): Failure => ({
  ok: false,
  status,
  error,
  ...extra,
});

function tooMany(seconds: number): Failure {
  return fail(429, "auth.tooManyAttempts", { params: { minutes: Math.max(1, Math.ceil(seconds / 60)) } });
}

/** Hash of a 6-digit code, salted with the user id so equal codes of two users differ. */
const codeHash = (userId: number, code: string) => sha256(`code:${userId}:${code}`);

async function sendMailSafely(deps: AccountDeps, message: Parameters<Mailer["send"]>[0]) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    // The account action itself succeeded; the learner can ask for the mail again.
    console.error("mail delivery failed", error);
  }
}

/** Issues a fresh 6-digit code and email link (retiring older ones) and mails them. */
export async function sendVerification(deps: AccountDeps, user: Pick<User, "id" | "email" | "username">) {
  const now = Date.now();
  const code = randomDigits(6);
  const link = randomToken();
  await retireEmailVerificationTokens(deps.db, user.id, "code");
  await createEmailVerificationToken(deps.db, {
    userId: user.id,
    kind: "code",
    tokenHash: await codeHash(user.id, code),
    expires: new Date(now + TOKEN_TTL.emailCodeMs),
  });
  await createEmailVerificationToken(deps.db, {
    userId: user.id,
    kind: "link",
    tokenHash: await sha256(link),
    expires: new Date(now + TOKEN_TTL.emailLinkMs),
  });
  const t = makeT(deps.locale);
  const url = `${deps.appUrl}/verify-email?token=${encodeURIComponent(link)}`;
  await sendMailSafely(deps, {
    to: user.email,
    subject: t("mail.verifySubject"),
    text: t("mail.verifyText", { username: user.username, code, url }),
  });
}

export async function register(
  deps: AccountDeps,
  input: { username: string; email: string; password: string },
): Promise<Result<{ user: User }>> {
  const wait = await retryAfter(deps.db, [[RATE_POLICIES.registerIp, deps.ip]]);
  if (wait) return tooMany(wait);
  if (await isUsernameTaken(deps.db, input.username)) {
    return fail(409, "auth.usernameTaken", { field: "username" });
  }
  if (await isEmailTaken(deps.db, input.email)) return fail(409, "auth.emailTaken", { field: "email" });
  let user: User;
  try {
    user = await createUser(deps.db, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      locale: deps.locale,
    });
  } catch (error) {
    // A concurrent registration took the name or email between the checks and the insert.
    if (String(error).includes("UNIQUE")) return fail(409, "auth.usernameOrEmailTaken", { field: "username" });
    throw error;
  }
  await recordHit(deps.db, [[RATE_POLICIES.registerIp, deps.ip]]);
  await sendVerification(deps, user);
  return { ok: true, user };
}

export async function login(
  deps: AccountDeps,
  input: { username: string; password: string },
): Promise<Result<{ user: User }>> {
  const account = input.username.trim().toLowerCase();
  const limits: Array<[typeof RATE_POLICIES.loginAccount, string]> = [
    [RATE_POLICIES.loginAccount, account],
    [RATE_POLICIES.loginIp, deps.ip],
  ];
  const wait = await retryAfter(deps.db, limits);
  if (wait) return tooMany(wait);

  const found = await getUserWithPassword(deps.db, account);
  const valid = await verifyPassword(input.password, found?.password ?? DUMMY_HASH);
  if (!found || !valid) {
    await recordHit(deps.db, limits);
    return fail(401, "auth.invalidCredentials");
  }
  if (found.isBlocked) return fail(403, "auth.blocked");
  await clearHits(deps.db, RATE_POLICIES.loginAccount, account);
  if (needsRehash(found.password)) await setPasswordHash(deps.db, found.id, await hashPassword(input.password));
  const { password: _password, ...user } = found;
  return { ok: true, user };
}

export async function verifyEmailCode(
  deps: AccountDeps,
  user: Pick<User, "id" | "emailVerified">,
  code: string,
): Promise<Result> {
  if (user.emailVerified) return { ok: true };
  const limits: Array<[typeof RATE_POLICIES.codeAccount, string]> = [
    [RATE_POLICIES.codeAccount, String(user.id)],
    [RATE_POLICIES.codeIp, deps.ip],
  ];
  const wait = await retryAfter(deps.db, limits);
  if (wait) return tooMany(wait);

  // only failed tries count toward the limits (like sign-in), so a classroom verifying many new
  // accounts from one address is not locked out, while guessing across accounts still is
  const active = await getActiveVerificationCode(deps.db, user.id);
  if (!active) {
    await recordHit(deps.db, limits);
    return fail(400, "auth.codeExpired", { field: "code" });
  }
  if (active.attempts >= MAX_CODE_ATTEMPTS) return fail(429, "auth.codeTooManyTries", { field: "code" });
  if (active.token !== (await codeHash(user.id, code))) {
    await recordHit(deps.db, limits);
    const attempts = await recordWrongCodeAttempt(deps.db, active.id);
    return attempts >= MAX_CODE_ATTEMPTS
      ? fail(429, "auth.codeTooManyTries", { field: "code" })
      : fail(400, "auth.codeWrong", { field: "code", params: { left: MAX_CODE_ATTEMPTS - attempts } });
  }
  const used = await consumeVerificationCode(deps.db, active.id, MAX_CODE_ATTEMPTS);
  if (!used) return fail(400, "auth.codeExpired", { field: "code" });
  await markEmailVerified(deps.db, user.id);
  await retireEmailVerificationTokens(deps.db, user.id, "link");
  return { ok: true };
}

export async function verifyEmailLink(deps: AccountDeps, token: string): Promise<Result<{ userId: number }>> {
  if (!token) return fail(400, "verify.missingToken");
  const used = await consumeEmailVerificationLink(deps.db, await sha256(token));
  if (!used) return fail(400, "verify.invalidToken");
  await markEmailVerified(deps.db, used.userId);
  await retireEmailVerificationTokens(deps.db, used.userId, "code");
  return { ok: true, userId: used.userId };
}

export async function resendVerification(deps: AccountDeps, user: User): Promise<Result> {
  if (user.emailVerified) return fail(400, "verify.alreadyVerified");
  const limits: Array<[typeof RATE_POLICIES.resendAccount, string]> = [[RATE_POLICIES.resendAccount, String(user.id)]];
  const wait = await retryAfter(deps.db, limits);
  if (wait) return tooMany(wait);
  await recordHit(deps.db, limits);
  await sendVerification(deps, user);
  return { ok: true };
}

/** Always answers the same way, whether or not the email belongs to an account. */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<Result> {
  const limits: Array<[typeof RATE_POLICIES.forgotIp, string]> = [
    [RATE_POLICIES.forgotIp, deps.ip],
    [RATE_POLICIES.forgotAccount, email],
  ];
  const wait = await retryAfter(deps.db, limits);
  if (wait) return tooMany(wait);
  await recordHit(deps.db, limits);
  const user = await getUserByEmail(deps.db, email);
  if (user && !user.isBlocked) {
    const token = randomToken();
    await createPasswordResetToken(deps.db, user.id, await sha256(token), new Date(Date.now() + TOKEN_TTL.resetLinkMs));
    const t = makeT(deps.locale);
    const url = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await sendMailSafely(deps, {
      to: user.email,
      subject: t("mail.resetSubject"),
      text: t("mail.resetText", { username: user.username, token, url }),
    });
  }
  return { ok: true };
}

export async function resetPassword(deps: AccountDeps, input: { token: string; password: string }): Promise<Result> {
  const used = await consumePasswordResetToken(deps.db, await sha256(input.token.trim()));
  if (!used) return fail(400, "reset.invalidToken", { field: "token" });
  await setPasswordHash(deps.db, used.userId, await hashPassword(input.password));
  // Whoever knew the old password is signed out everywhere.
  await deleteUserSessions(deps.db, used.userId);
  return { ok: true };
}

export async function changePassword(
  deps: AccountDeps,
  user: User,
  input: { currentPassword: string; newPassword: string },
  currentSessionId?: string,
): Promise<Result> {
  const limits: Array<[typeof RATE_POLICIES.loginAccount, string]> = [
    [RATE_POLICIES.loginAccount, user.username.toLowerCase()],
  ];
  const wait = await retryAfter(deps.db, limits);
  if (wait) return tooMany(wait);
  const hash = await getPasswordHash(deps.db, user.id);
  if (!hash || !(await verifyPassword(input.currentPassword, hash))) {
    await recordHit(deps.db, limits);
    return fail(400, "profile.currentPasswordWrong", { field: "currentPassword" });
  }
  await setPasswordHash(deps.db, user.id, await hashPassword(input.newPassword));
  await deleteUserSessions(deps.db, user.id, currentSessionId);
  return { ok: true };
}

export async function updateProfile(
  deps: AccountDeps,
  user: User,
  input: { name?: string; email?: string; timeZone?: string },
): Promise<Result<{ emailChanged: boolean }>> {
  const changes: { name?: string; email?: string; emailVerified?: boolean; timeZone?: string } = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
  const emailChanged = input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged) {
    if (await isEmailTaken(deps.db, input.email!, user.id)) return fail(409, "auth.emailTaken", { field: "email" });
    changes.email = input.email!.toLowerCase();
    changes.emailVerified = false;
  }
  await updateUserProfile(deps.db, user.id, changes);
  if (emailChanged) await sendVerification(deps, { ...user, email: changes.email! });
  return { ok: true, emailChanged };
}
