#!/usr/bin/env node
// Synthesises every transcript of the content pack into a compressed audio file.
//
//   node scripts/content/make-audio.mjs            # all items
//   node scripts/content/make-audio.mjs --check    # regenerate into a temp dir and compare with the manifest
//   node scripts/content/make-audio.mjs <slug>...  # only these items (the manifest keeps the others)
//
// Sources (each turn: { speaker, text }, each speaker: { id, voice }):
//   content/pack/listening/*.json   transcript + speakers
//   content/pack/writing/*.json     type "integrated": lecture.transcript + lecture.speakers
//   content/pack/speaking/*.json    audio.transcript + audio.speakers
//   content/pack/current/<listening type>/*.json   transcript + speakers (one audio per item)
//   content/pack/current/listen_repeat/*.json      one audio per sentence (speaker)
//   content/pack/current/interview/*.json          one audio per question (speaker)
// Output: content/pack/audio/<slug>.ogg (Opus, mono) and content/pack/audio/manifest.json.
//
// Pipeline, with fixed flags only (no randomness, no timestamps):
//   espeak-ng (one call per turn, 22050 Hz 16-bit mono WAV on stdout)
//   -> this script: trim the synthesiser's leading/trailing silence, bring every turn to the same loudness,
//      join the turns with fixed pauses (longer when the speaker changes)
//   -> opusenc --raw (fixed bitrate, frame size, complexity and Ogg serial number derived from the slug).
// See scripts/content/README.md for the packages and the reproducibility notes.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PACK = path.join(ROOT, "content/pack");
const AUDIO_DIR = path.join(PACK, "audio");

export const SETTINGS = Object.freeze({
  sampleRate: 22050, // espeak-ng's native rate
  wordsPerMinute: 150, // espeak-ng -s; with punctuation pauses this lands near 150-160 spoken wpm
  wordGap: 0, // espeak-ng -g (units of 10 ms)
  amplitude: 100, // espeak-ng -a
  leadInMs: 400,
  tailMs: 600,
  sameSpeakerPauseMs: 450,
  speakerChangePauseMs: 750,
  targetRmsDbfs: -20,
  peakLimit: 0.93,
  silenceThreshold: 200, // |sample| below this counts as silence when trimming
  keepEdgeMs: 40, // silence kept at each edge of a trimmed turn
  opusBitrateKbps: 20,
  opusFrameMs: 20,
  opusComplexity: 10,
});

const EXT = "ogg";

// ---------------------------------------------------------------------------------------------
// Sources

function readJsonDir(dir) {
  const full = path.join(PACK, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ source: `${dir}/${name}`, data: JSON.parse(readFileSync(path.join(full, name), "utf8")) }));
}

/** Every item of the pack that has a transcript, as { slug, title, source, speakers, transcript }. */
export function collectScripts() {
  const scripts = [];
  for (const { source, data } of readJsonDir("listening")) {
    scripts.push({ slug: data.slug, title: data.title, source, speakers: data.speakers, transcript: data.transcript });
  }
  for (const { source, data } of readJsonDir("writing")) {
    if (data.type !== "integrated") continue;
    scripts.push({ slug: data.slug, title: data.lecture.title, source, ...pick(data.lecture) });
  }
  for (const { source, data } of readJsonDir("speaking")) {
    if (!data.audio) continue;
    scripts.push({ slug: data.slug, title: data.audio.title, source, ...pick(data.audio) });
  }
  scripts.push(...collectCurrentScripts());
  const seen = new Set();
  for (const s of scripts) {
    if (seen.has(s.slug)) throw new Error(`duplicate audio slug ${s.slug}`);
    seen.add(s.slug);
    const ids = new Set(s.speakers.map((sp) => sp.id));
    for (const turn of s.transcript) {
      if (!ids.has(turn.speaker)) throw new Error(`${s.source}: unknown speaker ${turn.speaker}`);
    }
  }
  return scripts;
}

/** The current format's listening types: one audio per item, from `speakers` + `transcript`. */
export const CURRENT_LISTENING_TYPES = ["choose_response", "listen_conversation", "listen_announcement", "academic_talk"];

/** Audio slug of a current-format item (unique across the pack): "<type with hyphens>-<slug>". */
export const currentAudioSlug = (type, slug) => `${type.replace(/_/g, "-")}-${slug}`;

/**
 * content/pack/current/: listening items (one audio each), Listen and Repeat sets (one audio per
 * sentence) and interviews (one audio per question), each line spoken by the file's `speaker`.
 */
export function collectCurrentScripts() {
  const scripts = [];
  for (const type of CURRENT_LISTENING_TYPES) {
    for (const { source, data } of readJsonDir(`current/${type}`)) {
      scripts.push({ slug: currentAudioSlug(type, data.slug), title: data.title, source, speakers: data.speakers, transcript: data.transcript });
    }
  }
  for (const [type, list] of [["listen_repeat", "sentences"], ["interview", "questions"]]) {
    for (const { source, data } of readJsonDir(`current/${type}`)) {
      for (const line of data[list]) {
        scripts.push({
          slug: currentAudioSlug(type, `${data.slug}-${line.position}`),
          title: `${data.title} (${line.position})`,
          source,
          speakers: [data.speaker],
          transcript: [{ speaker: data.speaker.id, text: line.text }],
        });
      }
    }
  }
  return scripts;
}

function pick(block) {
  return { speakers: block.speakers, transcript: block.transcript };
}

// ---------------------------------------------------------------------------------------------
// Synthesis

function run(cmd, args, input) {
  const result = spawnSync(cmd, args, { input, maxBuffer: 512 * 1024 * 1024 });
  if (result.error) throw new Error(`${cmd}: ${result.error.message} (is it installed? see scripts/content/README.md)`);
  if (result.status !== 0) throw new Error(`${cmd} exited ${result.status}: ${result.stderr.toString()}`);
  return result.stdout;
}

/** espeak-ng WAV on stdout -> Int16Array of samples (the header's sizes are not trusted when streaming). */
function wavSamples(buffer) {
  let offset = 12;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString("ascii", offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    if (id === "fmt ") {
      const rate = buffer.readUInt32LE(offset + 12);
      const channels = buffer.readUInt16LE(offset + 10);
      if (rate !== SETTINGS.sampleRate || channels !== 1) throw new Error(`unexpected WAV ${rate} Hz x${channels}`);
    }
    if (id === "data") {
      const start = offset + 8;
      const end = start + Math.floor((buffer.length - start) / 2) * 2;
      const copy = Buffer.from(buffer.subarray(start, end));
      return new Int16Array(copy.buffer, copy.byteOffset, copy.length / 2);
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("no data chunk in espeak-ng output");
}

/**
 * Spoken-form fixes for words espeak-ng gets wrong. Applied to the text sent to the synthesiser only; the
 * transcripts that learners read are unchanged. [[...]] is espeak-ng phoneme input.
 */
export const SPEECH_FIXES = [
  [/\bMs\. /g, "Miz "],
  [/\bMr\. /g, "Mister "],
  [/\bPLA\b/g, "P L A"],
  [/\badd-drop\b/g, "add drop"],
  [/\bbuon\b/g, "[[bw'O:n]]"],
  [/\bsinopie\b/g, "[[s,In'oUpi:eI]]"],
  [/\bSinope\b/g, "[[sI'noUpi]]"],
  [/\bgiornata\b/g, "[[dZO@n'A:t@]]"],
  [/\bBickerton\b/g, "Bikkerton"],
  [/\b([Hh])over/g, "$1ovver"],
];

export function spokenText(text) {
  return SPEECH_FIXES.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

function synthesise(text, voice) {
  const args = [
    "-v", voice,
    "-s", String(SETTINGS.wordsPerMinute),
    "-g", String(SETTINGS.wordGap),
    "-a", String(SETTINGS.amplitude),
    "--stdout",
  ];
  return wavSamples(run("espeak-ng", args, Buffer.from(spokenText(text), "utf8")));
}

function trim(samples) {
  const keep = Math.round((SETTINGS.keepEdgeMs / 1000) * SETTINGS.sampleRate);
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]) < SETTINGS.silenceThreshold) start++;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1]) < SETTINGS.silenceThreshold) end--;
  return samples.subarray(Math.max(0, start - keep), Math.min(samples.length, end + keep));
}

/** Scale a turn to the target RMS, never letting a peak pass the limit (same loudness for every voice). */
function normalise(samples) {
  let sum = 0;
  let peak = 1;
  for (const s of samples) {
    sum += s * s;
    peak = Math.max(peak, Math.abs(s));
  }
  const rms = Math.sqrt(sum / Math.max(1, samples.length)) || 1;
  const target = 32767 * 10 ** (SETTINGS.targetRmsDbfs / 20);
  const gain = Math.min(target / rms, (32767 * SETTINGS.peakLimit) / peak);
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i] * gain)));
  return out;
}

const silence = (ms) => new Int16Array(Math.round((ms / 1000) * SETTINGS.sampleRate));

function render(script) {
  const voices = new Map(script.speakers.map((sp) => [sp.id, sp.voice]));
  const parts = [silence(SETTINGS.leadInMs)];
  let previous = null;
  for (const turn of script.transcript) {
    if (previous !== null) {
      parts.push(silence(previous === turn.speaker ? SETTINGS.sameSpeakerPauseMs : SETTINGS.speakerChangePauseMs));
    }
    parts.push(normalise(trim(synthesise(turn.text, voices.get(turn.speaker)))));
    previous = turn.speaker;
  }
  parts.push(silence(SETTINGS.tailMs));
  const total = parts.reduce((n, p) => n + p.length, 0);
  const pcm = new Int16Array(total);
  let at = 0;
  for (const p of parts) {
    pcm.set(p, at);
    at += p.length;
  }
  return pcm;
}

/** A stable 31-bit Ogg serial number per slug (opusenc picks a random one otherwise). */
function serialFor(slug) {
  return createHash("sha256").update(slug).digest().readUInt32BE(0) & 0x7fffffff;
}

function encode(pcm, script, outFile) {
  const args = [
    "--quiet",
    "--raw", "--raw-bits", "16", "--raw-rate", String(SETTINGS.sampleRate), "--raw-chan", "1", "--raw-endianness", "0",
    "--bitrate", String(SETTINGS.opusBitrateKbps), "--vbr", "--speech",
    "--framesize", String(SETTINGS.opusFrameMs), "--comp", String(SETTINGS.opusComplexity),
    "--serial", String(serialFor(script.slug)),
    "--title", script.title,
    "--artist", "TOEFL practice content pack (synthesised)",
    "-", outFile,
  ];
  const bytes = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  run("opusenc", args, bytes);
}

// ---------------------------------------------------------------------------------------------
// Main

const sha256 = (file) => createHash("sha256").update(readFileSync(file)).digest("hex");

function toolVersions() {
  const espeak = run("espeak-ng", ["--version"]).toString().split("\n")[0].replace(/\s+Data at:.*$/, "").trim();
  const opus = run("opusenc", ["--version"]).toString().split("\n")[0].trim();
  return { espeak, opus };
}

export function generate(outDir, only = null) {
  const scripts = collectScripts().filter((s) => !only || only.includes(s.slug));
  const items = [];
  for (const script of scripts) {
    const file = `${script.slug}.${EXT}`;
    const outFile = path.join(outDir, file);
    const pcm = render(script);
    encode(pcm, script, outFile);
    const seconds = Math.round((pcm.length / SETTINGS.sampleRate) * 100) / 100;
    const words = script.transcript.map((t) => t.text).join(" ").split(/\s+/).filter(Boolean).length;
    items.push({
      slug: script.slug,
      file,
      source: script.source,
      seconds,
      bytes: statSync(outFile).size,
      sha256: sha256(outFile),
      words,
      wordsPerMinute: Math.round((words / seconds) * 60),
    });
    process.stdout.write(`  ${file.padEnd(52)} ${fmtTime(seconds).padStart(6)}  ${kb(items.at(-1).bytes).padStart(9)}\n`);
  }
  return items;
}

function buildManifest(items) {
  items.sort((a, b) => a.file.localeCompare(b.file));
  const totalBytes = items.reduce((n, i) => n + i.bytes, 0);
  const totalSeconds = Math.round(items.reduce((n, i) => n + i.seconds, 0) * 100) / 100;
  return {
    generator: "scripts/content/make-audio.mjs",
    tools: toolVersions(),
    settings: SETTINGS,
    speechFixes: SPEECH_FIXES.map(([pattern, replacement]) => [String(pattern), replacement]),
    format: { container: "ogg", codec: "opus", channels: 1, mimeType: "audio/ogg" },
    totalBytes,
    totalSeconds,
    items,
  };
}

const fmtTime = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

function printTotals(manifest) {
  console.log(
    `${manifest.items.length} files, ${fmtTime(manifest.totalSeconds)} of audio, ` +
      `${(manifest.totalBytes / 1024 / 1024).toFixed(2)} MB`,
  );
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const slugs = args.filter((a) => !a.startsWith("--"));
  const manifestPath = path.join(AUDIO_DIR, "manifest.json");

  if (check) {
    // Regenerate everything into a temporary directory and compare with the committed manifest.
    const tmp = mkdtempSync(path.join(tmpdir(), "pack-audio-"));
    try {
      const committed = JSON.parse(readFileSync(manifestPath, "utf8"));
      const fresh = buildManifest(generate(tmp));
      let identical = 0;
      let withinTolerance = 0;
      const problems = [];
      for (const item of fresh.items) {
        const old = committed.items.find((i) => i.file === item.file);
        if (!old) problems.push(`${item.file}: not in the committed manifest`);
        else if (old.sha256 === item.sha256) identical++;
        else if (Math.abs(old.seconds - item.seconds) <= 0.1) withinTolerance++;
        else problems.push(`${item.file}: ${old.seconds}s committed, ${item.seconds}s regenerated`);
      }
      printTotals(fresh);
      console.log(`${identical} byte-identical, ${withinTolerance} within 0.1 s, ${problems.length} different`);
      for (const p of problems) console.log(`  ${p}`);
      process.exitCode = problems.length ? 1 : 0;
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    return;
  }

  const items = generate(AUDIO_DIR, slugs.length ? slugs : null);
  let all = items;
  if (slugs.length && existsSync(manifestPath)) {
    const previous = JSON.parse(readFileSync(manifestPath, "utf8")).items;
    all = [...previous.filter((i) => !slugs.includes(i.slug)), ...items];
  }
  // Remove audio files that no longer have a transcript.
  const wanted = new Set(collectScripts().map((s) => `${s.slug}.${EXT}`));
  all = all.filter((i) => wanted.has(i.file));
  for (const name of readdirSync(AUDIO_DIR)) {
    if (name.endsWith(`.${EXT}`) && !wanted.has(name)) rmSync(path.join(AUDIO_DIR, name));
  }
  const manifest = buildManifest(all);
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  printTotals(manifest);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
