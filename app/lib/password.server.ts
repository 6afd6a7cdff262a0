/**
 * Password hashing with scrypt (node:crypto, available in workerd through nodejs_compat).
 * PBKDF2 is capped at 100,000 iterations in deployed Workers, so we use scrypt; workerd caps
 * N*r*p at 2^20, which N=2^15, r=8, p=3 respects. The stored form carries its parameters
 * (`scrypt$logN$r$p$salt$hash`), so the cost can be raised later and old hashes still verify.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export const SCRYPT_PARAMS = { logN: 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, r, p);
  return `scrypt$${logN}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, logN, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), Number(logN), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a hash was made with weaker parameters than today's (rehash on next login). */
export function needsRehash(stored: string): boolean {
  const [, logN, r, p] = stored.split("$");
  return (
    Number(logN) !== SCRYPT_PARAMS.logN || Number(r) !== SCRYPT_PARAMS.r || Number(p) !== SCRYPT_PARAMS.p
  );
}

/** A hash of a random password, verified against when the account does not exist (constant work). */
export const DUMMY_HASH =
  "scrypt$15$8$3$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
