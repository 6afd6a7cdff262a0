import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { wavBytes, SAMPLES } from "../fixtures/audio-bytes";
import { count, decode, insertAudio, insertFullTest, postFile, registerAdmin } from "./support/admin";
import { Browser, location, registerUser } from "./support/http";

async function uploadWav(browser: Browser, name = "Campus Talk.wav", seconds = 2) {
  const res = await postFile(browser, "/admin/listening/audio-upload", "audio", wavBytes(seconds), name, "audio/wav", { intent: "upload" });
  expect(res.status).toBe(302);
  const target = location(res)!;
  const key = new URL(target, "http://x").searchParams.get("key")!;
  return { target, key };
}

describe("audio upload (two steps)", () => {
  it("stores a real WAV in R2 under our own key, then step 2 pre-fills the title and adds it to the library", async () => {
    const { browser } = await registerAdmin();
    const { target, key } = await uploadWav(browser);
    expect(key).toMatch(/^audio\/[A-Za-z0-9_-]{24}\.wav$/);
    expect(target).toContain("duration=2");
    const stored = await env.MEDIA.head(key);
    expect(stored?.httpMetadata?.contentType).toBe("audio/wav");
    expect(stored?.customMetadata?.originalName).toBe("Campus Talk.wav");

    const step2 = decode(await (await browser.get(target)).text());
    expect(step2).toContain("Upload successful");
    expect(step2).toContain('value="Campus Talk"');
    expect(step2).toContain(`src="/media/${key}"`);

    const missing = await browser.post(target, { intent: "details", key, title: "", transcription: "", duration: "2", difficultyLevel: "3" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Missing information: Title and transcription are required");

    const done = await browser.post(target, { intent: "details", key, title: "Campus Talk", transcription: "Hello students.", duration: "2", difficultyLevel: "2" });
    expect(location(done)).toBe("/admin/listening/audios");
    const row = await env.DB.prepare("SELECT url, r2_key AS k, duration FROM audios WHERE r2_key = ?").bind(key).first<{ url: string; k: string; duration: number }>();
    expect(row).toEqual({ url: `/media/${key}`, k: key, duration: 2 });
    const library = decode(await (await browser.get("/admin/listening/audios")).text());
    expect(library).toContain("Audio file added successfully!");
    expect(library).toContain("Campus Talk");
    expect(library).toContain("0:02");
    expect(library).toContain("Not Used");
    expect(library).toContain("Create Exercise");
    expect(library).toContain('preload="none"');

    // the same upload cannot be added twice
    const again = await (await browser.get(target)).text();
    expect(again).toContain("This file is already in the audio library.");
  });

  it("refuses files whose bytes are not audio, whatever their name and declared type", async () => {
    const { browser } = await registerAdmin();
    for (const sample of [SAMPLES.png, SAMPLES.text, SAMPLES.riffAvi]) {
      const res = await postFile(browser, "/admin/listening/audio-upload", "audio", sample, "song.mp3", "audio/mpeg", { intent: "upload" });
      expect(res.status).toBe(400);
      const html = decode(await res.text());
      expect(html).toContain("Upload failed");
      expect(html).toContain("Invalid file type");
      expect(html).toContain("Please select an audio file (MP3, WAV, etc.)");
    }
    // real audio declared as something else is accepted
    const mp3 = await postFile(browser, "/admin/listening/audio-upload", "audio", SAMPLES.mp3Id3, "clip.bin", "application/octet-stream", { intent: "upload" });
    expect(location(mp3)).toMatch(/key=audio%2F[A-Za-z0-9_-]+\.mp3/);
  });

  it("says 'No file selected' without a file and refuses files over 25 MB", async () => {
    const { browser } = await registerAdmin();
    const form = new FormData();
    form.set("intent", "upload");
    const none = await browser.fetch("/admin/listening/audio-upload", { method: "POST", body: form });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("No file selected");

    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    big.set(wavBytes(1).subarray(0, 44));
    const tooBig = await postFile(browser, "/admin/listening/audio-upload", "audio", big, "long.wav", "audio/wav", { intent: "upload" });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain("File too large: the maximum is 25 MB");
  });

  it("step 2 is reachable only with the key of a real upload", async () => {
    const { browser } = await registerAdmin();
    const page = await (await browser.get("/admin/listening/audio-upload?key=audio%2FAAAAAAAAAAAAAAAAAAAAAAAA.wav")).text();
    expect(page).toContain("No file uploaded");
    expect(page).toMatch(/<fieldset disabled=""/);
    const forged = await browser.post("/admin/listening/audio-upload", {
      intent: "details", key: "audio/AAAAAAAAAAAAAAAAAAAAAAAA.wav", title: "x", transcription: "y", duration: "3", difficultyLevel: "3",
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("No file uploaded");
    const other = await browser.post("/admin/listening/audio-upload", {
      intent: "details", key: "recordings/1/AAAAAAAAAAAAAAAAAAAAAAAA.webm", title: "x", transcription: "y", duration: "3", difficultyLevel: "3",
    });
    expect(other.status).toBe(400);
    expect(await count("SELECT count(*) AS n FROM audios WHERE title = 'x'")).toBe(0);
  });
});

describe("the /media route", () => {
  it("serves uploaded audio to anyone with Range support, ETag and cache headers", async () => {
    const { browser } = await registerAdmin();
    const { key } = await uploadWav(browser, "range.wav", 1);
    const size = wavBytes(1).length;
    const anon = new Browser();
    const full = await anon.get(`/media/${key}`);
    expect(full.status).toBe(200);
    expect(full.headers.get("Accept-Ranges")).toBe("bytes");
    expect(full.headers.get("Content-Type")).toBe("audio/wav");
    expect(full.headers.get("Content-Length")).toBe(String(size));
    expect(full.headers.get("Cache-Control")).toContain("public");
    const etag = full.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(wavBytes(1));

    const part = await anon.fetch(`/media/${key}`, { headers: { Range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 4-11/${size}`);
    expect(part.headers.get("Content-Length")).toBe("8");
    expect(new TextDecoder().decode(new Uint8Array(await part.arrayBuffer()).subarray(4, 8))).toBe("WAVE");

    const tail = await anon.fetch(`/media/${key}`, { headers: { Range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("Content-Range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    await tail.arrayBuffer();

    const bad = await anon.fetch(`/media/${key}`, { headers: { Range: `bytes=${size}-` } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("Content-Range")).toBe(`bytes */${size}`);

    const cached = await anon.fetch(`/media/${key}`, { headers: { "If-None-Match": etag } });
    expect(cached.status).toBe(304);

    expect((await anon.get("/media/audio/doesnotexistdoesnotexist.wav")).status).toBe(404);
    expect((await anon.get("/media/secret.txt")).status).toBe(404);
  });

  it("serves a recording only to its owner and to admins; others get 404", async () => {
    const owner = await registerUser();
    const ownerId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(owner.email).first<{ id: number }>())!.id;
    const key = `recordings/${ownerId}/Zk3xQ9vB2mN7pL4rT8wY1cD6.webm`;
    await env.MEDIA.put(key, SAMPLES.webm, { httpMetadata: { contentType: "audio/webm" } });
    const mine = await owner.browser.get(`/media/${key}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toContain("private");
    await mine.arrayBuffer();
    const ranged = await owner.browser.fetch(`/media/${key}`, { headers: { Range: "bytes=0-3" } });
    expect(ranged.status).toBe(206);
    await ranged.arrayBuffer();
    const { browser: admin } = await registerAdmin();
    const adminRes = await admin.get(`/media/${key}`);
    expect(adminRes.status).toBe(200);
    await adminRes.arrayBuffer();
    const { browser: other } = await registerUser();
    expect((await other.get(`/media/${key}`)).status).toBe(404);
    expect((await new Browser().get(`/media/${key}`)).status).toBe(404);
  });
});

describe("audio library and listening questions", () => {
  it("adds an audio by URL with the audio form's rules", async () => {
    const { browser } = await registerAdmin();
    const bad = await browser.post("/admin/listening/new", { title: "", url: "ftp://x", transcription: "", difficultyLevel: "9", duration: "0" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    for (const message of ["Title is required", "Enter an http(s) address", "Transcription is required", "Difficulty must be between 1 and 5", "Duration must be at least 1 second"]) {
      expect(html).toContain(message);
    }
    const ok = await browser.post("/admin/listening/new", { title: "Lecture by URL", url: "https://cdn.example.com/l.mp3", transcription: "Text", difficultyLevel: "3", duration: "185" });
    expect(location(ok)).toBe("/admin/listening/audios");
    expect(await (await browser.get("/admin/listening/audios")).text()).toContain("3:05");
  });

  it("listening questions: the three messages, options in bold, and the tab of exercises", async () => {
    const { browser } = await registerAdmin();
    const audioId = await insertAudio("Biology lecture");
    const path = `/admin/listening/audios/${audioId}/questions`;
    const page = decode(await (await browser.get(`${path}?add=1`)).text());
    expect(page).toContain('Questions for "Biology lecture"');
    expect(page).toContain('name="options[3]"');
    expect(page).not.toContain('name="options[4]"');

    const empty = await browser.post(path, { intent: "create", questionText: "", "options[0]": "Only one" });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(html).toContain("Question text is required");
    expect(html).toContain("You need at least 2 options");
    expect(html).toContain("You must select a correct answer from the options");
    const blankAnswer = await browser.post(path, { intent: "create", questionText: "Q", "options[0]": "a", "options[1]": "b", correctAnswer: "C" });
    expect(await blankAnswer.text()).toContain("You must select a correct answer from the options");

    const ok = await browser.post(path, { intent: "create", questionText: "What is the lecture about?", "options[0]": "Cells", "options[1]": "", "options[2]": "Stars", correctAnswer: "C" });
    expect(location(ok)).toBe(`${path}?add=1`);
    const list = await (await browser.get(path)).text();
    expect(list).toContain('class="font-bold">B<!-- -->. <!-- -->Stars');
    const library = await (await browser.get("/admin/listening/audios")).text();
    expect(library).toContain("Listening Exercise (1 questions)");
    expect(library).toContain("Edit Questions");
    const exercises = await (await browser.get("/admin/listening/audios?tab=exercises")).text();
    expect(exercises).toContain("Biology lecture");
    expect(exercises).toContain("3/5");
  });

  it("without an audio id (or with an invalid one) shows Audio ID Required with a way back", async () => {
    const { browser } = await registerAdmin();
    for (const path of ["/admin/listening/audios/questions", "/admin/listening/audios/abc/questions"]) {
      const res = await browser.get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Audio ID Required");
      expect(html).toContain('href="/admin/listening/audios"');
    }
    expect((await browser.get("/admin/listening/audios/999999/questions")).status).toBe(404);
  });

  it("deleting an audio warns about and deletes its questions and its file; in use it is refused", async () => {
    const { browser } = await registerAdmin();
    const { key, target } = await uploadWav(browser, "to delete.wav");
    await browser.post(target, { intent: "details", key, title: "To delete", transcription: "t", duration: "2", difficultyLevel: "3" });
    const audioId = (await env.DB.prepare("SELECT id FROM audios WHERE r2_key = ?").bind(key).first<{ id: number }>())!.id;
    await browser.post(`/admin/listening/audios/${audioId}/questions`, { intent: "create", questionText: "Q", "options[0]": "a", "options[1]": "b", correctAnswer: "A" });
    const confirm = await (await browser.get(`/admin/listening/audios?delete=${audioId}`)).text();
    expect(confirm).toContain("Its 1 question(s) will be deleted too.");
    const ok = await browser.post(`/admin/listening/audios?delete=${audioId}`, { intent: "delete", id: String(audioId) });
    expect(location(ok)).toBe("/admin/listening/audios");
    expect(await count("SELECT count(*) AS n FROM questions WHERE audio_id = ?", audioId)).toBe(0);
    expect(await env.MEDIA.head(key)).toBeNull();

    const inTest = await insertAudio("Used in test");
    await insertFullTest("Mock Exam 3", { listening: [inTest] });
    const refused = await browser.post(`/admin/listening/audios?delete=${inTest}`, { intent: "delete", id: String(inTest) });
    expect(refused.status).toBe(409);
    expect(decode(await refused.text())).toContain('Failed to delete audio: This audio is used in the full test "Mock Exam 3"');

    const byPrompt = await insertAudio("Used by speaking");
    await env.DB.prepare("INSERT INTO speaking_prompts (type, question, related_audio_id) VALUES ('integrated', 'Q', ?)").bind(byPrompt).run();
    const refused2 = await browser.post(`/admin/listening/audios?delete=${byPrompt}`, { intent: "delete", id: String(byPrompt) });
    expect(refused2.status).toBe(409);
    expect(await refused2.text()).toContain("This audio is used by speaking prompt #");
    expect(await (await browser.get("/admin/listening/audios")).text()).toContain("Speaking Exercise");
  });
});
