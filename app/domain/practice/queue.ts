/**
 * The order in which a learner meets the items of a section. Each learner has their own order
 * (user_exercise_queues), extended with new items as content is added, so "next" never repeats an
 * item before every item has been seen.
 */

/** A deterministic shuffle (mulberry32 seeded by the learner and section), so an order is stable. */
export function shuffledFor<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function seedFor(userId: number, section: string): number {
  let hash = userId * 2654435761;
  for (const ch of section) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Items that exist but are not yet in the learner's queue, in the order to append them. */
export function itemsToAppend(queue: readonly number[], available: readonly number[], seed: number): number[] {
  const known = new Set(queue);
  return shuffledFor(
    available.filter((id) => !known.has(id)),
    seed + queue.length,
  );
}

/**
 * The next item: the first in queue order the learner has not seen, other than `excludeId`.
 * When everything has been seen, the first item after `excludeId` (wrapping), marked as a repeat.
 */
export function pickNext(
  queue: readonly number[],
  seen: ReadonlySet<number>,
  excludeId?: number | null,
): { id: number; isRepeat: boolean } | null {
  const candidates = queue.filter((id) => id !== excludeId);
  if (candidates.length === 0) return queue.length ? { id: queue[0], isRepeat: seen.has(queue[0]) } : null;
  const fresh = candidates.find((id) => !seen.has(id));
  if (fresh !== undefined) return { id: fresh, isRepeat: false };
  const at = excludeId != null ? queue.indexOf(excludeId) : -1;
  const after = at >= 0 ? [...queue.slice(at + 1), ...queue.slice(0, at)] : candidates;
  return { id: after[0], isRepeat: true };
}
