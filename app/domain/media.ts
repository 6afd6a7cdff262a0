/**
 * Media stored in R2 and served at /media/<key>: who may read a key, and HTTP Range parsing.
 * Pure: no Remix, drizzle or Workers imports.
 *
 * Keys:
 * - `audio/<random>.<ext>`: content audio uploaded by admins; public (learners play it).
 * - `audio/pack/<slug>.<ext>`: audio of the bundled content pack (scripts/content); public.
 * - `recordings/<userId>/<random>[.<ext>]`: a learner's spoken answer; only that learner and admins.
 * The random part is at least 16 URL-safe characters, so keys cannot be guessed.
 */

const RANDOM = "[A-Za-z0-9_-]{16,}";
const PUBLIC_AUDIO = new RegExp(`^audio/(?:${RANDOM}|pack/[a-z0-9]+(?:-[a-z0-9]+)*)\\.[a-z0-9]{2,5}$`);
const RECORDING = new RegExp(`^recordings/([1-9][0-9]{0,15})/${RANDOM}(?:\\.[a-z0-9]{2,5})?$`);

export type MediaKeyKind = { kind: "public" } | { kind: "private"; ownerId: number };

/** What kind of media a key names; null when it is not a key we issue. */
export function classifyMediaKey(key: string): MediaKeyKind | null {
  if (PUBLIC_AUDIO.test(key)) return { kind: "public" };
  const recording = RECORDING.exec(key);
  if (recording) return { kind: "private", ownerId: Number(recording[1]) };
  return null;
}

export function isContentAudioKey(key: string): boolean {
  return PUBLIC_AUDIO.test(key);
}

export interface MediaViewer {
  id: number;
  isAdmin: boolean;
}

/** Public audio for anyone; a recording only for its owner and admins. */
export function canReadMedia(key: string, viewer: MediaViewer | null): boolean {
  const kind = classifyMediaKey(key);
  if (!kind) return false;
  if (kind.kind === "public") return true;
  return Boolean(viewer && (viewer.isAdmin || viewer.id === kind.ownerId));
}

/** The /media URL of a key. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** The key of a /media URL, or null when the URL is not one of ours. */
export function keyFromMediaUrl(url: string): string | null {
  if (!url.startsWith("/media/")) return null;
  const key = url.slice("/media/".length);
  return classifyMediaKey(key) ? key : null;
}

export type ByteRange = { start: number; end: number };

/**
 * Parses a Range header against a body of `size` bytes (RFC 9110, a single byte range).
 * Returns the inclusive range to send, "unsatisfiable" (answer 416), or null to send the whole
 * body (no header, another unit, several ranges, or a malformed value: servers may ignore those).
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Number(last);
  if (last !== "" && end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
