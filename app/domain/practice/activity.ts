/**
 * Activity statistics: days active and the current streak, counted in the learner's time zone
 * (timestamps are stored in UTC).
 */
export function isValidTimeZone(tz: string | null | undefined): tz is string {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (UTC when it is not valid). */
export function dayInTimeZone(at: Date, timeZone?: string | null): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: isValidTimeZone(timeZone) ? timeZone : "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

function previousDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Streak = consecutive days with activity ending today, or ending yesterday (today is not over yet).
 */
export function activityStats(instants: readonly Date[], now: Date, timeZone?: string | null) {
  const days = new Set(instants.map((at) => dayInTimeZone(at, timeZone)));
  const today = dayInTimeZone(now, timeZone);
  let cursor = days.has(today) ? today : previousDay(today);
  let currentStreak = 0;
  while (days.has(cursor)) {
    currentStreak += 1;
    cursor = previousDay(cursor);
  }
  return { currentStreak, totalDaysActive: days.size };
}
