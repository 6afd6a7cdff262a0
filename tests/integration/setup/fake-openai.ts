/**
 * A local OpenAI-compatible HTTP server for the integration tests (vitest globalSetup: runs in Node,
 * outside workerd). The Worker code under test uses the real `openai` SDK, which makes real HTTP
 * requests to this server; its address reaches the tests through `inject("openaiFakeUrl")`.
 *
 * Behaviour is chosen by the request, so that tests running at the same time do not interfere:
 * - POST /v1/chat/completions, by `model`: "fake-good" (valid structured output for the requested
 *   schema: essay_grade, speech_grade or interview_grade), "fake-malformed" (content that is not JSON), "fake-wrong-shape" (JSON out of range),
 *   "fake-refusal", "fake-429", "fake-500", "fake-slow" (answers after 3 s), "fake-unknown" (404).
 * - POST /v1/audio/transcriptions (multipart), by `model`: "whisper-1" (a transcript of the upload),
 *   "fake-transcribe-500".
 * - Any request without "Authorization: Bearer test-key" gets 401.
 * - GET /__requests lists what was received (for assertions on what the SDK really sent).
 */
import http from "node:http";
import type { TestProject } from "vitest/node";

export const FAKE_TRANSCRIPT =
  "I prefer studying in the library because it is quiet and I can focus on my work for a long time.";

type Recorded = { method: string; path: string; headers: Record<string, string>; body: unknown };

function essayGrade() {
  return {
    score: 4.5,
    feedback: "A well-organised response with clear examples.",
    suggestions: ["Vary your sentence openings.", "Add one more specific example in the second paragraph."],
    sampleResponse: "In my opinion, living on campus is the better choice...",
  };
}

function speechGrade() {
  const c = (score: number, comment: string) => ({ score, comment });
  return {
    score: 3,
    delivery: c(3, "Generally clear, with a few pauses."),
    languageUse: c(3, "Good control of basic structures."),
    topicDevelopment: c(2.5, "Relevant, but the second reason is thin."),
    feedback: "A relevant answer; develop your second reason with an example.",
  };
}

function interviewGrade() {
  const c = (score: number, comment: string) => ({ score, comment });
  return {
    score: 4,
    relevance: c(4.5, "Answers the question directly."),
    elaboration: c(3.5, "One reason is developed with an example."),
    delivery: c(4, "Fluent, with few fillers."),
    languageUse: c(4, "Accurate, with some range."),
    feedback: "A relevant, well-delivered answer; add a second example.",
  };
}

function completion(model: string, content: string, extra: Record<string, unknown> = {}) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [
      { index: 0, finish_reason: "stop", logprobs: null, message: { role: "assistant", content, refusal: null, ...extra } },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export default async function setup(project: TestProject) {
  const requests: Recorded[] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://localhost");
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]),
    );
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, message: string) => send(status, { error: { message, type: "fake_error", code: null } });

    if (req.method === "GET" && url.pathname === "/__requests") return send(200, requests);

    let body: unknown = null;
    if (url.pathname === "/v1/chat/completions") {
      body = JSON.parse(raw.toString("utf8"));
    } else if (url.pathname === "/v1/audio/transcriptions") {
      const form = await new Request("http://localhost/", {
        method: "POST",
        headers: { "content-type": headers["content-type"] },
        body: raw,
      }).formData();
      const file = form.get("file") as File | null;
      body = {
        model: form.get("model"),
        file: file ? { name: file.name, type: file.type, size: file.size } : null,
      };
    }
    requests.push({ method: req.method ?? "", path: url.pathname, headers, body });

    if (headers.authorization !== "Bearer test-key") return error(401, "Incorrect API key provided.");

    if (url.pathname === "/v1/chat/completions") {
      const request = body as { model: string; response_format?: { json_schema?: { name?: string } } };
      const schemaName = request.response_format?.json_schema?.name;
      const good = schemaName === "speech_grade" ? speechGrade() : schemaName === "interview_grade" ? interviewGrade() : essayGrade();
      switch (request.model) {
        case "fake-good":
          return send(200, completion(request.model, JSON.stringify(good)));
        case "fake-malformed":
          return send(200, completion(request.model, '{"score": 4, "feedback": "unterminated'));
        case "fake-wrong-shape":
          return send(200, completion(request.model, JSON.stringify({ ...good, score: 9 })));
        case "fake-refusal":
          return send(200, completion(request.model, "", { content: null, refusal: "I can't help with that." }));
        case "fake-429":
          return error(429, "Rate limit reached.");
        case "fake-500":
          return error(500, "The server had an error.");
        case "fake-slow":
          await new Promise((r) => setTimeout(r, 3000));
          return send(200, completion(request.model, JSON.stringify(good)));
        default:
          return error(404, `The model ${request.model} does not exist.`);
      }
    }
    if (url.pathname === "/v1/audio/transcriptions") {
      const { model, file } = body as { model: string; file: { size: number } | null };
      if (!file || file.size === 0) return error(400, "No audio file.");
      if (model === "fake-transcribe-500") return error(500, "Transcription backend failed.");
      return send(200, { text: FAKE_TRANSCRIPT });
    }
    return error(404, "Not found.");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake OpenAI server did not start");
  project.provide("openaiFakeUrl", `http://127.0.0.1:${address.port}`);

  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
