import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  runDurableObjectAlarm,
  runInDurableObject,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import type { AttemptState, FullTestSession } from "../../workers/full-test-session";

function attempt(name: string) {
  return env.FULL_TEST_SESSION.get(env.FULL_TEST_SESSION.idFromName(name));
}

describe("the full-test Durable Object keeps the exam clock", () => {
  it("starts at the intro, enters reading with a 54-minute deadline, and ignores a stale advance", async () => {
    const stub = attempt("a1");
    const state = await stub.init("a1");
    expect(state).toMatchObject({ stage: "intro", deadline: null });
    expect(await stub.init("a1")).toEqual(state); // idempotent

    const now = Date.now();
    const reading = (await stub.advance("intro", now))!;
    expect(reading.stage).toBe("reading");
    expect(reading.deadline).toBe(now + 54 * 60 * 1000);
    // a double submit of the intro changes nothing
    expect((await stub.advance("intro", now + 5))!.stage).toBe("reading");
  });

  it("scales exam sections, not the break, with an extended-time accommodation", async () => {
    const stub = attempt("a2");
    await stub.init("a2", 1.5);
    const now = Date.now();
    const reading = (await stub.advance("intro", now))!;
    expect(reading.deadline).toBe(now + 81 * 60 * 1000);
    await stub.advance("reading", now);
    const brk = (await stub.advance("listening", now))!;
    expect(brk.stage).toBe("break");
    expect(brk.deadline).toBe(now + 10 * 60 * 1000);
  });

  it("advances by itself when the time runs out, even with nobody watching", async () => {
    const stub = attempt("a3");
    await stub.init("a3");
    await stub.advance("intro");
    await runInDurableObject(stub, async (_instance: FullTestSession, state) => {
      const current = (await state.storage.get<AttemptState>("state"))!;
      await state.storage.put("state", { ...current, deadline: Date.now() - 1 });
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const after = (await stub.getState())!;
    expect(after.stage).toBe("listening");
    expect(after.timedOut).toEqual(["reading"]);
  });

  it("a redelivered alarm before the deadline changes nothing", async () => {
    const stub = attempt("a4");
    await stub.init("a4");
    await stub.advance("intro");
    const before = await stub.getState();
    await runInDurableObject(stub, async (instance: FullTestSession) => {
      await instance.alarm();
    });
    expect(await stub.getState()).toEqual(before);
  });
});

describe("the grading queue consumer", () => {
  async function deliver(bodies: unknown[]) {
    const batch = createMessageBatch(
      "grading",
      bodies.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    return getQueueResult(batch, ctx);
  }

  it("acknowledges malformed messages instead of retrying them forever", async () => {
    const result = await deliver([{ nope: true }, { kind: "essay", submissionId: 1 }, "text"]);
    expect(result.explicitAcks.sort()).toEqual(["m0", "m1", "m2"]);
    expect(result.retryMessages).toEqual([]);
  });

  it("acknowledges a message whose submission is gone or already graded (redelivery)", async () => {
    await env.DB.prepare(
      "INSERT INTO users (id, username, password, email) VALUES (900, 'q', 'x', 'q@example.com')",
    ).run();
    await env.DB.prepare(
      "INSERT INTO user_submissions (id, user_id, type, essay, grading_status, score) VALUES (50, 900, 'writing', 'text', 'graded', 4)",
    ).run();
    const result = await deliver([
      { kind: "writing", submissionId: 12345 },
      { kind: "writing", submissionId: 50 },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["m0", "m1"]);
    const row = await env.DB.prepare("SELECT score, grading_status FROM user_submissions WHERE id = 50").first();
    expect(row).toEqual({ score: 4, grading_status: "graded" });
  });
});
