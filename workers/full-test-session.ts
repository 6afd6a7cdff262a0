import { DurableObject } from "cloudflare:workers";
import type { Module } from "../app/domain/scoring/bands";
import {
  defaultSecondsOf,
  nextStage,
  sectionSeconds,
  type FullTestFormat,
  type FullTestStage,
  type SectionSecondsTable,
} from "../app/domain/fulltest/timing";

/** The question a current-format listening module is on, and when its answer window closes. */
export interface QuestionCursor {
  stage: FullTestStage;
  index: number;
  /** Epoch ms the current question's window closes. */
  deadline: number;
}

export interface AttemptState {
  attemptId: string;
  stage: FullTestStage;
  /** Epoch ms when the current timed stage ends; null for untimed stages. */
  deadline: number | null;
  multiplier: number;
  /** Stages that ended because their time ran out. */
  timedOut: FullTestStage[];
  /** Section lengths for automated test runs only (see parseSecondsOverride); absent in real use. */
  seconds?: SectionSecondsTable | null;
  /** "classic" when absent (attempts created before the current format). */
  format?: FullTestFormat;
  /** Current format: the second module of each section, decided once when its routing module ends. */
  routes?: { reading?: Module; listening?: Module };
  /** Current format: the listening question on screen (one question at a time, each with its window). */
  cursor?: QuestionCursor | null;
}

/**
 * One Durable Object per full-test attempt, named by the attempt id. It owns the exam clock:
 * the stage and its deadline live in the object's SQLite-backed storage, and an alarm advances
 * the stage when time runs out, whether or not anyone is watching. Alarms are at-least-once, so
 * `alarm()` only advances when the stored deadline has really passed.
 */
export class FullTestSession extends DurableObject<Env> {
  private async load(): Promise<AttemptState | null> {
    return (await this.ctx.storage.get<AttemptState>("state")) ?? null;
  }

  private async save(state: AttemptState): Promise<AttemptState> {
    await this.ctx.storage.put("state", state);
    if (state.deadline) await this.ctx.storage.setAlarm(state.deadline);
    else await this.ctx.storage.deleteAlarm();
    return state;
  }

  private enter(state: AttemptState, stage: FullTestStage, now: number): AttemptState {
    const seconds = sectionSeconds(stage, state.multiplier, state.seconds ?? defaultSecondsOf(state.format));
    return { ...state, stage, deadline: seconds === null ? null : now + seconds * 1000 };
  }

  /** Creates the attempt's clock (idempotent: a second call returns the existing state). */
  async init(
    attemptId: string,
    multiplier = 1,
    seconds: SectionSecondsTable | null = null,
    format: FullTestFormat = "classic",
  ): Promise<AttemptState> {
    const existing = await this.load();
    if (existing) return existing;
    return this.save({
      attemptId,
      stage: "intro",
      deadline: null,
      multiplier,
      timedOut: [],
      ...(seconds ? { seconds } : {}),
      ...(format === "current" ? { format, routes: {}, cursor: null } : {}),
    });
  }

  async getState(): Promise<AttemptState | null> {
    return this.load();
  }

  /**
   * The state as of `now`: a stage whose deadline has passed is ended (timed out) first, so a page
   * read just after a deadline never shows a stage the alarm is about to close.
   */
  async current(now = Date.now()): Promise<AttemptState | null> {
    const state = await this.load();
    if (!state) return null;
    return this.expire(state, now);
  }

  private async expire(state: AttemptState, now: number): Promise<AttemptState> {
    let next = state;
    // a long absence can span several stages (e.g. listening and then the break)
    while (next.deadline && now >= next.deadline && next.stage !== "results") {
      const ended = next.deadline;
      next = this.enter({ ...next, timedOut: [...next.timedOut, next.stage] }, nextStage(next.stage, next.format), ended);
    }
    return next === state ? state : this.save(next);
  }

  /**
   * Moves from `from` to the next stage. A stale request (the stage already moved on, e.g. a
   * double submit) changes nothing and returns the current state.
   */
  async advance(from: FullTestStage, now = Date.now()): Promise<AttemptState | null> {
    const state = await this.load();
    if (!state || state.stage !== from || state.stage === "results") return state;
    return this.save(this.enter(state, nextStage(state.stage, state.format), now));
  }

  /**
   * Records the second module of a section, once: the first decision stands, so a repeated or
   * concurrent call (a double submit, a page read racing the alarm) never re-routes.
   */
  async route(section: "reading" | "listening", module: Module): Promise<AttemptState | null> {
    const state = await this.load();
    if (!state) return null;
    if (state.routes?.[section]) return state;
    return this.save({ ...state, routes: { ...(state.routes ?? {}), [section]: module } });
  }

  /** The cursor of `stage` as of `now`: questions whose window closed are passed (unanswered). */
  private moveCursor(state: AttemptState, stage: FullTestStage, windows: readonly number[], now: number): QuestionCursor {
    let cursor = state.cursor && state.cursor.stage === stage ? state.cursor : { stage, index: 0, deadline: now + (windows[0] ?? 0) * 1000 };
    while (cursor.index < windows.length && now > cursor.deadline) {
      const index = cursor.index + 1;
      // the next question opened when the previous one's window closed
      cursor = { stage, index, deadline: cursor.deadline + (windows[index] ?? 0) * 1000 };
    }
    return cursor;
  }

  /**
   * The listening question on screen in `stage` (whose question windows, in seconds, are
   * `windows`), opening the first when the module starts. Null when `stage` is not current.
   */
  async question(stage: FullTestStage, windows: readonly number[], now = Date.now()): Promise<{ state: AttemptState; cursor: QuestionCursor } | null> {
    const current = await this.current(now);
    if (!current || current.stage !== stage) return null;
    const cursor = this.moveCursor(current, stage, windows, now);
    const unchanged = current.cursor && cursor.index === current.cursor.index && cursor.deadline === current.cursor.deadline && current.cursor.stage === stage;
    const state = unchanged ? current : await this.save({ ...current, cursor });
    return { state, cursor };
  }

  /**
   * Accepts the answer to question `index` of `stage` if it is the question on screen and its
   * window is open (plus `graceMs` for the request in flight); the next question opens now.
   * Refused (accepted false) when late or stale; nothing changes then but the expiry.
   */
  async answerQuestion(
    stage: FullTestStage,
    index: number,
    windows: readonly number[],
    now = Date.now(),
    graceMs = 2000,
  ): Promise<{ accepted: boolean; state: AttemptState; cursor: QuestionCursor } | null> {
    const current = await this.current(now);
    if (!current || current.stage !== stage) return null;
    const open = current.cursor && current.cursor.stage === stage ? current.cursor : this.moveCursor(current, stage, windows, now);
    const accepted = open.index === index && index < windows.length && now <= open.deadline + graceMs;
    const cursor = accepted
      ? { stage, index: index + 1, deadline: now + (windows[index + 1] ?? 0) * 1000 }
      : this.moveCursor({ ...current, cursor: open }, stage, windows, now);
    const state = await this.save({ ...current, cursor });
    return { accepted, state, cursor };
  }

  async alarm(): Promise<void> {
    const state = await this.load();
    if (!state || !state.deadline) return;
    const now = Date.now();
    if (now < state.deadline) {
      // early or redelivered: keep the alarm for the real deadline, change nothing
      await this.ctx.storage.setAlarm(state.deadline);
      return;
    }
    await this.expire(state, now);
  }
}
