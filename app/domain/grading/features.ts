/**
 * Measurable features of an essay, the evidence the built-in grader scores against the writing rubric:
 * length for the task, organisation (paragraphs) and development (examples, reasons), lexical diversity
 * (MTLD) and sophistication (word length, less common words), sentence variety, cohesion (linking words),
 * mechanics and spelling, relevance to the prompt and, for integrated tasks, coverage of the reading's and
 * the lecture's points (and copying from them). Pure and deterministic.
 */
import type { WritingTaskType } from "./grader";
import {
  contentStems,
  countPhrase,
  countWords,
  isContentWord,
  lemma,
  mean,
  mtld,
  ngrams,
  normalise,
  paragraphs,
  sentences,
  standardDeviation,
  stem,
  tokens,
} from "./text";
import { COMMON_WORDS, DEVELOPMENT_MARKERS, MISSPELLINGS, SOURCE_MARKERS, STOPWORDS, TRANSITIONS } from "./words";

/** Suggested lengths by task (words): the spec's and ETS's guidance. */
export const LENGTH_TARGETS: Record<WritingTaskType, { min: number; max: number | null }> = {
  independent: { min: 300, max: null },
  integrated: { min: 150, max: 225 },
  academic_discussion: { min: 100, max: null },
  // Write an Email (7 minutes): no minimum is enforced, but ETS's sample emails run 80-150 words; an
  // email far below 80 words is scored down by the length features and the rubric's floors (ADR 0016).
  email: { min: 80, max: 180 },
};

/** How many paragraphs a well-organised answer of each type usually has. */
const EXPECTED_PARAGRAPHS: Record<WritingTaskType, number> = {
  independent: 4,
  integrated: 4,
  academic_discussion: 2,
  // greeting, body, closing
  email: 3,
};

/** Words of task instructions, which say nothing about the topic. */
const INSTRUCTION_WORDS = new Set(
  [
    "essay", "agree", "disagree", "statement", "following", "question", "specific", "reason", "example",
    "support", "answer", "write", "opinion", "professor", "discussion", "class", "post", "response",
    "contribute", "board", "word", "minute", "effective", "least", "summarize", "summarise", "point",
    "lecture", "reading", "passage", "explain", "cast", "doubt", "made", "make", "give", "detail", "idea",
    "your", "should", "think", "believe", "prefer", "better", "which", "typically", "express", "own",
    "student", "students", "respond", "response", "view", "choose", "describe", "why", "important",
  ].map(stem),
);

export interface EssayContext {
  taskType: WritingTaskType;
  prompt: string;
  readingPassage?: string | null;
  lectureTranscript?: string | null;
  /**
   * Words expected for the task (default: the task type's suggested minimum). Only the calibration sets
   * it, for a corpus whose length norms differ (see docs/grader-calibration.md).
   */
  lengthTarget?: number;
}

export interface EssayFeatures {
  wordCount: number;
  /** The length the task expects (words). */
  lengthTarget: number;
  lengthRatio: number;
  paragraphCount: number;
  sentenceCount: number;
  meanSentenceLength: number;
  sentenceLengthSd: number;
  mtld: number;
  meanWordLength: number;
  longWordShare: number;
  rareWordShare: number;
  /** Distinct content words (lemmas). */
  distinctContentWords: number;
  commasPerSentence: number;
  distinctTransitions: number;
  developmentMarkers: number;
  lowercaseI: number;
  lowercaseSentenceStarts: number;
  repeatedWords: string[];
  doubledPunctuation: number;
  missingSpaces: number;
  misspellings: { word: string; correction: string }[];
  mechanicsErrors: number;
  /** The most repeated content word and how often it appears. */
  mostRepeated: { word: string; count: number } | null;
  /** Distinct topic words of the prompt (and sources) the essay uses. */
  topicHits: number;
  topicWordCount: number;
  relevance: number;
  /** Integrated: share of the reading's and lecture's points the essay mentions; null otherwise. */
  coverage: number | null;
  uncoveredTerms: string[];
  sourceReferences: number;
  /** Share of the essay's 6-word sequences copied from the sources. */
  copiedShare: number;
  /** Share of function words among tokens: near zero for keystrokes or another language. */
  functionWordShare: number;
}

/** Source "points": paragraphs when the text has several, else runs of sentences. */
export function sourcePoints(text: string, maxPoints = 4): string[] {
  const paras = paragraphs(text);
  if (paras.length >= 3) return paras.slice(0, maxPoints + 1).slice(paras.length > maxPoints ? 1 : 0);
  const sents = sentences(text);
  if (sents.length === 0) return [];
  const size = Math.max(1, Math.ceil(sents.length / Math.min(maxPoints, 3)));
  const out: string[] = [];
  for (let i = 0; i < sents.length; i += size) out.push(sents.slice(i, i + size).join(" "));
  return out;
}

/** The most specific words of a point (longest content words, then alphabetical), with their surface form. */
function keyTerms(text: string, exclude: Set<string>, limit = 8): { stem: string; word: string }[] {
  const seen = new Map<string, string>();
  for (const w of tokens(text)) {
    if (!isContentWord(w) || w.length < 4) continue;
    const s = stem(w);
    if (exclude.has(s) || seen.has(s)) continue;
    seen.set(s, w);
  }
  return [...seen]
    .map(([s, word]) => ({ stem: s, word }))
    .sort((a, b) => b.word.length - a.word.length || a.word.localeCompare(b.word))
    .slice(0, limit);
}

function coverageOf(points: string[], essayStems: Set<string>) {
  let covered = 0;
  const missing: string[] = [];
  for (const point of points) {
    const terms = keyTerms(point, INSTRUCTION_WORDS);
    if (terms.length === 0) continue;
    const hits = terms.filter((t) => essayStems.has(t.stem)).length;
    if (hits >= Math.max(2, Math.ceil(terms.length * 0.25))) covered++;
    else missing.push(...terms.slice(0, 2).map((t) => t.word));
  }
  const counted = points.filter((p) => keyTerms(p, INSTRUCTION_WORDS).length > 0).length;
  return { share: counted ? covered / counted : 1, missing };
}

export function computeEssayFeatures(essay: string, context: EssayContext): EssayFeatures {
  const lengthTarget = context.lengthTarget ?? LENGTH_TARGETS[context.taskType].min;
  const wordCount = countWords(essay);
  const words = tokens(essay);
  const sents = sentences(essay);
  const sentenceLengths = sents.map((s) => countWords(s));
  const text = normalise(essay);

  // Vocabulary
  const lettersTotal = words.reduce((n, w) => n + w.replace(/'/g, "").length, 0);
  const content = words.filter(isContentWord);
  const rare = content.filter((w) => {
    const l = lemma(w);
    return !COMMON_WORDS.has(w) && !COMMON_WORDS.has(l) && !STOPWORDS.has(l) && !(w in MISSPELLINGS);
  });
  const counts = new Map<string, number>();
  for (const w of content) counts.set(lemma(w), (counts.get(lemma(w)) ?? 0) + 1);
  let mostRepeated: EssayFeatures["mostRepeated"] = null;
  for (const [word, count] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    mostRepeated = { word, count };
    break;
  }

  // Cohesion and development
  const distinctTransitions = TRANSITIONS.filter((p) => countPhrase(text, p) > 0).length;
  const developmentMarkers = DEVELOPMENT_MARKERS.reduce((n, p) => n + countPhrase(text, p), 0);

  // Mechanics
  const lowercaseI = (essay.match(/(?<![\p{L}'’])i(?=['’]?[\s,.;:!?]|$)(?!\.\w)/gu) ?? []).length;
  const lowercaseSentenceStarts = sents.filter((s) => /^[^\p{L}]*\p{Ll}/u.test(s)).length;
  const repeatedWords: string[] = [];
  for (let i = 1; i < words.length; i++) {
    if (words[i] === words[i - 1] && !["had", "that", "very", "ha", "bye"].includes(words[i])) {
      repeatedWords.push(words[i]);
    }
  }
  const doubledPunctuation = (essay.match(/(?<!\.)([,;:!?])\1+|(?<!\.)\.\.(?!\.)/g) ?? []).length;
  const missingSpaces = (essay.match(/[a-z][,;!?][a-z]|[a-z]{2}\.[A-Z][a-z]/g) ?? []).length;
  const misspellings: EssayFeatures["misspellings"] = [];
  const seenMisspellings = new Set<string>();
  for (const w of words) {
    const correction = MISSPELLINGS[w];
    if (correction && !seenMisspellings.has(w)) {
      seenMisspellings.add(w);
      misspellings.push({ word: w, correction });
    }
  }
  const misspellingCount = words.filter((w) => w in MISSPELLINGS).length;
  const endsWithoutPunctuation = wordCount > 0 && !/[.!?"')\]]\s*$/.test(essay.trim()) ? 1 : 0;
  const mechanicsErrors =
    lowercaseI +
    lowercaseSentenceStarts +
    repeatedWords.length +
    doubledPunctuation +
    missingSpaces +
    misspellingCount +
    endsWithoutPunctuation;

  // Relevance to the prompt (and, for integrated tasks, to the sources)
  const essayStems = new Set(words.filter(isContentWord).map(stem));
  const topicStems = new Set(
    [...contentStems(context.prompt)].filter((s) => !INSTRUCTION_WORDS.has(s) && s.length >= 3),
  );
  const sources = [context.readingPassage, context.lectureTranscript].filter(
    (s): s is string => typeof s === "string" && s.trim() !== "",
  );
  for (const source of sources) for (const s of keyTerms(source, INSTRUCTION_WORDS, 40)) topicStems.add(s.stem);
  const topicHits = [...topicStems].filter((s) => essayStems.has(s)).length;
  const expectedHits = Math.max(2, Math.min(10, Math.round(topicStems.size * 0.35)));
  const relevance = topicStems.size === 0 ? 1 : Math.min(1, topicHits / expectedHits);

  let coverage: number | null = null;
  let uncoveredTerms: string[] = [];
  if (context.taskType === "integrated" && sources.length > 0) {
    const reading = context.readingPassage ? coverageOf(sourcePoints(context.readingPassage), essayStems) : null;
    const lecture = context.lectureTranscript ? coverageOf(sourcePoints(context.lectureTranscript), essayStems) : null;
    if (reading && lecture) coverage = 0.35 * reading.share + 0.65 * lecture.share;
    else coverage = (reading ?? lecture)!.share;
    uncoveredTerms = [...(lecture?.missing ?? []), ...(reading?.missing ?? [])].slice(0, 6);
  }
  const sourceReferences = SOURCE_MARKERS.reduce((n, p) => n + countPhrase(text, p), 0);
  let copiedShare = 0;
  if (sources.length > 0 && words.length >= 6) {
    const sourceGrams = new Set(sources.flatMap((s) => ngrams(tokens(s), 6)));
    const essayGrams = ngrams(words, 6);
    copiedShare = essayGrams.filter((g) => sourceGrams.has(g)).length / essayGrams.length;
  }

  return {
    wordCount,
    lengthTarget,
    lengthRatio: wordCount / lengthTarget,
    paragraphCount: paragraphs(essay).length,
    sentenceCount: sents.length,
    meanSentenceLength: mean(sentenceLengths),
    sentenceLengthSd: standardDeviation(sentenceLengths),
    mtld: mtld(words),
    meanWordLength: words.length ? lettersTotal / words.length : 0,
    longWordShare: words.length ? words.filter((w) => w.length >= 7).length / words.length : 0,
    rareWordShare: content.length ? rare.length / content.length : 0,
    distinctContentWords: counts.size,
    commasPerSentence: sents.length ? (essay.match(/,/g) ?? []).length / sents.length : 0,
    distinctTransitions,
    developmentMarkers,
    lowercaseI,
    lowercaseSentenceStarts,
    repeatedWords,
    doubledPunctuation,
    missingSpaces,
    misspellings,
    mechanicsErrors,
    mostRepeated,
    topicHits,
    topicWordCount: topicStems.size,
    relevance,
    coverage,
    uncoveredTerms,
    sourceReferences,
    copiedShare,
    functionWordShare: words.length ? words.filter((w) => STOPWORDS.has(w)).length / words.length : 0,
  };
}

/** The names of the model's inputs, in the order of `featureVector` and of the calibrated weights. */
export const MODEL_FEATURES = [
  "lengthFit",
  "lengthLog",
  "paragraphs",
  "development",
  "diversity",
  "wordLength",
  "longWords",
  "rareWords",
  "sentenceVariety",
  "sentenceLength",
  "cohesion",
  "commas",
  "vocabulary",
  "capitalisation",
  "mechanics",
  "relevance",
] as const;
export type ModelFeature = (typeof MODEL_FEATURES)[number];

/** The features as the model's inputs, each scaled to roughly 0-1 and relative to the task's targets. */
export function featureVector(f: EssayFeatures, taskType: WritingTaskType): Record<ModelFeature, number> {
  const per100 = (n: number) => (f.wordCount > 0 ? (100 * n) / f.wordCount : 0);
  const target = f.lengthTarget;
  return {
    lengthFit: Math.min(f.lengthRatio, 1.5),
    lengthLog: Math.log2(1 + Math.min(f.lengthRatio, 3)),
    paragraphs: Math.min(f.paragraphCount / EXPECTED_PARAGRAPHS[taskType], 1),
    development: Math.min(per100(f.developmentMarkers), 4) / 4,
    diversity: Math.min(f.mtld, 150) / 100,
    wordLength: Math.max(0, Math.min(f.meanWordLength - 3.5, 2)),
    longWords: f.longWordShare,
    rareWords: f.rareWordShare,
    sentenceVariety: f.meanSentenceLength > 0 ? Math.min(f.sentenceLengthSd / f.meanSentenceLength, 1) : 0,
    sentenceLength: Math.min(f.meanSentenceLength, 40) / 20,
    cohesion: Math.min(f.distinctTransitions, 10) / 10,
    commas: Math.min(f.commasPerSentence, 3) / 3,
    vocabulary: Math.log2(1 + f.distinctContentWords / (target * 0.4)),
    capitalisation: Math.min(per100(f.lowercaseI + f.lowercaseSentenceStarts), 5) / 5,
    mechanics: Math.min(per100(f.mechanicsErrors), 10) / 10,
    relevance: f.relevance,
  };
}
