import { describe, expect, it } from "vitest";
import { canOpenItem, canStartFullTest, isSectionLimitReached } from "~/domain/free-tier";
import { activityStats, dayInTimeZone } from "~/domain/practice/activity";
import { checkProseSummary, checkSingleAnswer, prosePicksProblem } from "~/domain/practice/answers";
import { itemsToAppend, pickNext, shuffledFor } from "~/domain/practice/queue";
import { formatClock, remainingSeconds, timerTone } from "~/domain/practice/timer";

describe("the free tier", () => {
  const free = (ids: number[]) => ({ premium: false, submittedItemIds: ids });
  it("allows a second item and refuses a third, but keeps done items open", () => {
    expect(canOpenItem(free([]), 1)).toBe(true);
    expect(canOpenItem(free([1]), 2)).toBe(true);
    expect(canOpenItem(free([1, 2]), 3)).toBe(false);
    expect(canOpenItem(free([1, 2]), 2)).toBe(true);
    expect(isSectionLimitReached(free([1]))).toBe(false);
    expect(isSectionLimitReached(free([1, 2]))).toBe(true);
  });
  it("does not limit Premium learners", () => {
    expect(canOpenItem({ premium: true, submittedItemIds: [1, 2, 3, 4] }, 9)).toBe(true);
    expect(isSectionLimitReached({ premium: true, submittedItemIds: [1, 2, 3] })).toBe(false);
  });
  it("allows one full test for free", () => {
    expect(canStartFullTest(false, 0)).toBe(true);
    expect(canStartFullTest(false, 1)).toBe(false);
    expect(canStartFullTest(true, 5)).toBe(true);
  });
});

describe("checking answers", () => {
  it("single answers by letter, case-insensitively", () => {
    expect(checkSingleAnswer("B", "b")).toMatchObject({ verdict: "correct", points: 1 });
    expect(checkSingleAnswer("B", "C")).toMatchObject({ verdict: "incorrect", points: 0 });
  });
  it("prose summary: 2 points for 3 correct, 1 for 2, else 0", () => {
    const correct = ["A", "C", "E"];
    expect(checkProseSummary(correct, ["E", "A", "C"])).toMatchObject({ verdict: "correct", points: 2, maxPoints: 2 });
    expect(checkProseSummary(correct, ["A", "C", "F"])).toMatchObject({ verdict: "partial", points: 1 });
    expect(checkProseSummary(correct, ["A", "B", "D"])).toMatchObject({ verdict: "incorrect", points: 0 });
    expect(checkProseSummary(correct, ["B", "D", "F"])).toMatchObject({ verdict: "incorrect", points: 0 });
  });
  it("prose summary picks: exactly 3 distinct letters among the options", () => {
    expect(prosePicksProblem(["A", "B", "C"], 6)).toBeNull();
    expect(prosePicksProblem(["A", "B", "C", "D"], 6)).toBe("tooMany");
    expect(prosePicksProblem(["A", "B"], 6)).toBe("tooFew");
    expect(prosePicksProblem(["A", "A", "B"], 6)).toBe("tooFew");
    expect(prosePicksProblem(["A", "B", "G"], 6)).toBe("invalid");
  });
});

describe("the learner's order of items", () => {
  it("is a stable shuffle that appends new items without reordering old ones", () => {
    const first = shuffledFor([1, 2, 3, 4, 5], 42);
    expect(shuffledFor([1, 2, 3, 4, 5], 42)).toEqual(first);
    expect([...first].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(itemsToAppend(first, [1, 2, 3, 4, 5, 6, 7], 42).sort()).toEqual([6, 7]);
    expect(itemsToAppend(first, [1, 2, 3], 42)).toEqual([]);
  });
  it("never repeats before every item was seen, then wraps after the current one", () => {
    const queue = [3, 1, 2];
    expect(pickNext(queue, new Set())).toEqual({ id: 3, isRepeat: false });
    expect(pickNext(queue, new Set([3]), 3)).toEqual({ id: 1, isRepeat: false });
    expect(pickNext(queue, new Set([3, 1]), 1)).toEqual({ id: 2, isRepeat: false });
    expect(pickNext(queue, new Set([3, 1, 2]), 2)).toEqual({ id: 3, isRepeat: true });
    expect(pickNext(queue, new Set([3, 1, 2]), 3)).toEqual({ id: 1, isRepeat: true });
    expect(pickNext([7], new Set([7]), 7)).toEqual({ id: 7, isRepeat: true });
    expect(pickNext([], new Set())).toBeNull();
  });
});

describe("activity in the learner's time zone", () => {
  it("counts the calendar day where the learner is", () => {
    const at = new Date("2026-03-10T02:30:00Z");
    expect(dayInTimeZone(at, "UTC")).toBe("2026-03-10");
    expect(dayInTimeZone(at, "America/Sao_Paulo")).toBe("2026-03-09");
    expect(dayInTimeZone(at, "Not/AZone")).toBe("2026-03-10");
  });
  it("streak counts consecutive days up to today or yesterday", () => {
    const now = new Date("2026-03-10T15:00:00Z");
    const days = ["2026-03-07T12:00:00Z", "2026-03-08T12:00:00Z", "2026-03-09T12:00:00Z"].map((d) => new Date(d));
    expect(activityStats(days, now, "UTC")).toEqual({ currentStreak: 3, totalDaysActive: 3 });
    expect(activityStats([...days, new Date("2026-03-10T01:00:00Z")], now, "UTC").currentStreak).toBe(4);
    expect(activityStats([new Date("2026-03-05T12:00:00Z")], now, "UTC")).toEqual({ currentStreak: 0, totalDaysActive: 1 });
    // 01:00 UTC on the 10th is still the 9th in São Paulo: same day as the 9th's activity
    expect(activityStats([new Date("2026-03-09T12:00:00Z"), new Date("2026-03-10T01:00:00Z")], now, "America/Sao_Paulo").totalDaysActive).toBe(1);
  });
});

describe("timers", () => {
  it("counts down from the server's start and never below zero", () => {
    const start = new Date("2026-01-01T10:00:00Z");
    expect(remainingSeconds(start, 1800, new Date("2026-01-01T10:10:00Z"))).toBe(1200);
    expect(remainingSeconds(start, 1800, new Date("2026-01-01T11:00:00Z"))).toBe(0);
  });
  it("shows m:ss, amber at 60 s or less, red at 30 s or less", () => {
    expect(formatClock(1800)).toBe("30:00");
    expect(formatClock(65)).toBe("1:05");
    expect(timerTone(61)).toBe("normal");
    expect(timerTone(60)).toBe("amber");
    expect(timerTone(30)).toBe("red");
  });
});
