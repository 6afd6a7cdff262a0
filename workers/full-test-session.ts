import { DurableObject } from "cloudflare:workers";
import {
  nextStage,
  sectionSeconds,
  type FullTestStage,
  type SectionSecondsTable,
} from "../app/domain/fulltest/timing";

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
    const seconds = sectionSeconds(stage, state.multiplier, state.seconds ?? undefined);
    return { ...state, stage, deadline: seconds === null ? null : now + seconds * 1000 };
  }

  /** Creates the attempt's clock (idempotent: a second call returns the existing state). */
  async init(attemptId: string, multiplier = 1, seconds: SectionSecondsTable | null = null): Promise<AttemptState> {
    const existing = await this.load();
    if (existing) return existing;
    return this.save({ attemptId, stage: "intro", deadline: null, multiplier, timedOut: [], ...(seconds ? { seconds } : {}) });
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
      next = this.enter({ ...next, timedOut: [...next.timedOut, next.stage] }, nextStage(next.stage), ended);
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
    return this.save(this.enter(state, nextStage(state.stage), now));
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
