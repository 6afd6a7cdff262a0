/** Random tokens and their hashes. Tokens are stored only as SHA-256 hashes. */

export function randomToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A uniformly random string of `length` decimal digits. */
export function randomDigits(length: number): string {
  let out = "";
  while (out.length < length) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    // reject the top of the range to avoid modulo bias
    if (n < 4_000_000_000) out += String(n % 10);
  }
  return out;
}

export async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Compares two secrets in constant time: both are hashed first (fixed length, so neither the
 * length nor the first differing byte shows in the timing), then every byte is compared.
 */
export async function timingSafeEqualText(given: string, expected: string): Promise<boolean> {
  const encode = (value: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  const [a, b] = await Promise.all([encode(given), encode(expected)]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ y[i];
  return diff === 0;
}
