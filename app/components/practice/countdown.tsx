import { useEffect, useState } from "react";
import { formatClock, timerTone } from "~/domain/practice/timer";
import { useT } from "~/lib/i18n/react";

const toneClass = {
  normal: "border-slate-300 bg-white text-slate-900",
  amber: "border-amber-400 bg-amber-50 text-amber-900",
  red: "border-red-500 bg-red-50 text-red-800",
};

/**
 * The remaining time of a server-owned clock. The server renders the value; with JavaScript it
 * counts down. `onExpire` runs once at zero (e.g. to reload the page's state from the server).
 */
export function Countdown({ seconds, onExpire }: { seconds: number; onExpire?: () => void }) {
  const t = useT();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        onExpire?.();
      }
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seconds]);
  return (
    <p
      role="timer"
      data-testid="countdown"
      className={`inline-flex items-center gap-2 rounded-md border px-3 py-1 font-mono text-lg ${toneClass[timerTone(left)]}`}
    >
      <span className="font-sans text-sm">{left > 0 ? t("practice.timeLeft") : t("practice.timeUpShort")}</span>
      <span>{formatClock(left)}</span>
    </p>
  );
}
