/**
 * Audio files uploaded by admins: which formats we accept (recognised by their first bytes, never
 * by the declared type or the file name), the size limit, and small helpers for the upload form.
 * Pure: no Remix, drizzle or Workers imports.
 */

/** The largest audio file an admin may upload. */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;
export const MAX_AUDIO_MEGABYTES = MAX_AUDIO_BYTES / (1024 * 1024);

/** How many leading bytes `detectAudioFormat` needs. */
export const AUDIO_SNIFF_BYTES = 64;

export interface AudioFormat {
  /** File extension used for the stored key (no dot). */
  ext: "mp3" | "wav" | "ogg" | "webm" | "m4a" | "flac" | "aac";
  /** Content-Type the file is served with. */
  mime: string;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** An MPEG audio frame header (MP3): 11 sync bits, a valid layer, bitrate and sample rate. */
function isMpegFrame(b: Uint8Array, i = 0): boolean {
  if (b.length < i + 4) return false;
  if (b[i] !== 0xff || (b[i + 1] & 0xe0) !== 0xe0) return false;
  const version = (b[i + 1] >> 3) & 0x03; // 01 is reserved
  const layer = (b[i + 1] >> 1) & 0x03; // 00 is reserved (ADTS uses it)
  const bitrate = (b[i + 2] >> 4) & 0x0f; // 1111 is invalid
  const sampleRate = (b[i + 2] >> 2) & 0x03; // 11 is reserved
  return version !== 0x01 && layer !== 0x00 && bitrate !== 0x0f && sampleRate !== 0x03;
}

/** An AAC ADTS frame header: 12 sync bits, layer 00. */
function isAdtsFrame(b: Uint8Array): boolean {
  return b.length >= 7 && b[0] === 0xff && (b[1] & 0xf6) === 0xf0 && ((b[2] >> 2) & 0x0f) < 13;
}

/**
 * The audio format of a file from its first bytes (at least AUDIO_SNIFF_BYTES when available),
 * or null when the bytes are not a format we accept.
 */
export function detectAudioFormat(bytes: Uint8Array): AudioFormat | null {
  if (bytes.length < 4) return null;
  if (ascii(bytes, 0, 3) === "ID3" && bytes.length >= 10) return { ext: "mp3", mime: "audio/mpeg" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WAVE") {
    return { ext: "wav", mime: "audio/wav" };
  }
  if (ascii(bytes, 0, 4) === "OggS") return { ext: "ogg", mime: "audio/ogg" };
  if (ascii(bytes, 0, 4) === "fLaC") return { ext: "flac", mime: "audio/flac" };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return { ext: "webm", mime: "audio/webm" };
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp") return { ext: "m4a", mime: "audio/mp4" };
  if (isMpegFrame(bytes)) return { ext: "mp3", mime: "audio/mpeg" };
  if (isAdtsFrame(bytes)) return { ext: "aac", mime: "audio/aac" };
  return null;
}

/**
 * The duration in whole seconds (at least 1) of a PCM WAV file from its header, or null when the
 * header does not say (other formats need the browser to measure them).
 */
export function wavDurationSeconds(bytes: Uint8Array): number | null {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WAVE") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    if (id === "fmt " && offset + 16 <= bytes.length) byteRate = view.getUint32(offset + 16, true);
    if (id === "data") {
      if (!byteRate) return null;
      return Math.max(1, Math.round(size / byteRate));
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** The form's default title: the file name without its folder and extension. */
export function titleFromFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

/** Seconds as m:ss (e.g. 185 -> "3:05"). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
