/** Countdown rules shared by every timed screen: m:ss, amber at 60 s or less, red at 30 s or less. */
export function remainingSeconds(startedAt: Date, limitSeconds: number, now: Date): number {
  const elapsed = Math.floor((now.getTime() - startedAt.getTime()) / 1000);
  return Math.max(0, limitSeconds - elapsed);
}

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export type TimerTone = "normal" | "amber" | "red";

export function timerTone(seconds: number): TimerTone {
  if (seconds <= 30) return "red";
  if (seconds <= 60) return "amber";
  return "normal";
}
