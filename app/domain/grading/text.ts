/** Text measurement helpers shared by the built-in grader's features. Pure and deterministic. */
import { STOPWORDS } from "./words";

/** Words as the app counts them everywhere (DECISIONS: split on whitespace). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Lower-case word tokens (letters with inner apostrophes), punctuation and digits removed. */
export function tokens(text: string): string[] {
  return text.toLowerCase().replace(/[’‘]/g, "'").match(/[a-z]+(?:'[a-z]+)*/g) ?? [];
}

/** Sentences: split after . ! ? (and on line breaks), ignoring pieces without a letter. */
export function sentences(text: string): string[] {
  return text
    .replace(/\r/g, "")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s));
}

/** Paragraphs: blocks separated by line breaks, each with at least one letter. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r/g, "")
    .split(/\n\s*/)
    .map((p) => p.trim())
    .filter((p) => /[a-z]/i.test(p));
}

/** A light lemma: strips regular English endings so that "studies", "studied", "studying" meet. */
export function lemma(word: string): string {
  let w = word.replace(/'s$/, "");
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "y";
  if (w.endsWith("ied") && w.length > 4) return w.slice(0, -3) + "y";
  if (w.endsWith("ing") && w.length > 5) {
    w = w.slice(0, -3);
    if (/(.)\1$/.test(w) && !/(ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  if (w.endsWith("ed") && w.length > 4) {
    w = w.slice(0, -2);
    if (/(.)\1$/.test(w) && !/(ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  if (w.endsWith("ly") && w.length > 5) return w.slice(0, -2);
  if (w.endsWith("es") && /(ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.slice(0, -1);
  return w;
}

/** A stem for comparing content across texts: the lemma without a final "e" ("decide"/"decision" stay apart). */
export function stem(word: string): string {
  const l = lemma(word);
  return l.length > 4 && l.endsWith("e") ? l.slice(0, -1) : l;
}

export function isContentWord(word: string): boolean {
  return word.length >= 3 && !STOPWORDS.has(word);
}

/** Distinct content stems of a text. */
export function contentStems(text: string): Set<string> {
  return new Set(tokens(text).filter(isContentWord).map(stem));
}

/**
 * MTLD (McCarthy & Jarvis 2010): the mean length of word runs that keep a type-token ratio above
 * 0.72, averaged forwards and backwards. Unlike a plain TTR it does not fall as texts get longer.
 */
export function mtld(words: string[], threshold = 0.72): number {
  if (words.length === 0) return 0;
  const pass = (seq: string[]) => {
    let factors = 0;
    let types = new Set<string>();
    let count = 0;
    for (const w of seq) {
      count++;
      types.add(w);
      if (types.size / count <= threshold) {
        factors++;
        types = new Set();
        count = 0;
      }
    }
    if (count > 0) {
      const ttr = types.size / count;
      factors += (1 - ttr) / (1 - threshold);
    }
    return factors > 0 ? seq.length / factors : seq.length;
  };
  return (pass(words) + pass([...words].reverse())) / 2;
}

export function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

export function standardDeviation(values: number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

/** Non-overlapping occurrences of a phrase (whole words) in a lower-cased, space-normalised text. */
export function countPhrase(normalised: string, phrase: string): number {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  return (normalised.match(new RegExp(`(?<![a-z'])${escaped}(?![a-z'])`, "g")) ?? []).length;
}

/** Lower-case text with apostrophes unified and whitespace collapsed, for phrase counting. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
}

/** Word n-grams (joined by spaces). */
export function ngrams(words: string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(" "));
  return out;
}
