/**
 * The built-in grader: no network, deterministic. Essays are scored 0-5 from measurable features (see
 * features.ts) by a linear model calibrated against human scores (weights.ts, docs/grader-calibration.md),
 * then held to the rubric's floors: blank, non-English or off-topic answers, copied sources, very short
 * answers, and integrated essays that leave out the sources' points. Feedback and suggestions are message
 * catalog keys with the measured figures, so they name what the learner can change.
 *
 * It has no speech recognition: `transcribe` answers "[ERROR] ..." and the pipeline stores the recording
 * without a score, to be graded when a speech provider is configured.
 */
import {
  type EssayGrade,
  type EssayInput,
  type FeedbackText,
  type Grader,
  type InterviewGrade,
  type InterviewInput,
  message,
  NO_SPEECH_PROVIDER_ERROR,
  type SpeechGrade,
  type SpeechInput,
  toHalfPoints,
  type TranscriptionResult,
  type WritingTaskType,
} from "./grader";
import {
  computeEssayFeatures,
  type EssayFeatures,
  type EssayContext,
  featureVector,
  LENGTH_TARGETS,
  MODEL_FEATURES,
  type ModelFeature,
} from "./features";
import { discussionPosts, sampleResponse } from "./sample-response";
import { emailFrame, goalsAddressed } from "../tasks/email";
import { countPhrase, normalise } from "./text";
import { ESSAY_MODEL } from "./weights";

export type EssayModel = {
  intercept: number;
  weights: Record<ModelFeature, number>;
  /** Linear values where the score crosses 0.5, 1.5, 2.5, 3.5 and 4.5 (ascending). */
  bands: readonly number[];
};

/** The model's estimate on the 0-5 scale, before the rubric's floors and caps. */
export function linearScore(vector: Record<ModelFeature, number>, model: EssayModel = ESSAY_MODEL): number {
  let raw = model.intercept;
  for (const name of MODEL_FEATURES) raw += model.weights[name] * vector[name];
  return toScale(raw, model.bands);
}

/**
 * Maps a linear value onto the 0-5 scale through the calibrated band boundaries (piecewise linear,
 * extended past the ends with the nearest segment's slope). The boundaries are what makes whole-band
 * agreement with human raters best; half points fall in between.
 */
export function toScale(raw: number, bands: readonly number[]): number {
  const points = bands.map((x, i) => [x, i + 0.5] as const);
  let i = 0;
  while (i < points.length - 2 && raw > points[i + 1][0]) i++;
  const [x0, y0] = points[i];
  const [x1, y1] = points[i + 1];
  return y0 + ((raw - x0) * (y1 - y0)) / (x1 - x0);
}

export type EssayLimit = "blank" | "notEnglish" | "offTopic" | "copied" | "tooShort" | "sourcesMissing";

export interface EssayScore {
  /** 0-5 in half points. */
  score: number;
  /** Before rounding (clamped to 0-5): what the calibration compares. */
  continuous: number;
  limits: EssayLimit[];
  features: EssayFeatures;
  vector: Record<ModelFeature, number>;
}

/** The rubric's floors for measured features: which limits apply, the highest score left, a deduction. */
export function rubricLimits(features: EssayFeatures): { limits: EssayLimit[]; cap: number; deduction: number } {
  const limits: EssayLimit[] = [];
  let cap = 5;
  let deduction = 0;
  if (features.wordCount === 0 || features.sentenceCount === 0) {
    return { limits: ["blank"], cap: 0, deduction };
  }
  if (features.wordCount >= 15 && features.functionWordShare < 0.12) {
    // Rubric 0: written in another language or keystroke characters.
    return { limits: ["notEnglish"], cap: 0, deduction };
  }
  if (features.topicWordCount >= 4 && features.topicHits <= 1) {
    // Rubric 0-1: not connected to the topic. The measure is word overlap, so allow 1.
    limits.push("offTopic");
    cap = Math.min(cap, 1);
  }
  if (features.copiedShare > 0.5) {
    limits.push("copied");
    cap = Math.min(cap, 1);
  }
  if (features.wordCount < 20) {
    limits.push("tooShort");
    cap = Math.min(cap, 1);
  } else if (features.lengthRatio < 0.35) {
    limits.push("tooShort");
    cap = Math.min(cap, 2);
  }
  if (features.coverage !== null) {
    // Integrated rubric: a response that omits or misrepresents the key points cannot score high.
    deduction += (1 - features.coverage) * 2;
    if (features.coverage < 0.25) {
      limits.push("sourcesMissing");
      cap = Math.min(cap, 2);
    }
  }
  return { limits, cap, deduction };
}

/** The model's estimate held to the rubric's limits: 0-5 before rounding. */
export function limitedScore(linear: number, limits: { cap: number; deduction: number }): number {
  return Math.min(limits.cap, Math.max(0, linear - limits.deduction));
}

/** Scores an essay: the calibrated model, then the rubric's limits. */
export function scoreEssay(essay: string, context: EssayContext, model: EssayModel = ESSAY_MODEL): EssayScore {
  const features = computeEssayFeatures(essay, context);
  const vector = featureVector(features, context.taskType);
  const limits = rubricLimits(features);
  const continuous = limitedScore(linearScore(vector, model), limits);
  return { score: toHalfPoints(continuous, limits.cap), continuous, limits: limits.limits, features, vector };
}

function targetText(taskType: WritingTaskType): string {
  const t = LENGTH_TARGETS[taskType];
  return t.max ? `${t.min}-${t.max}` : `${t.min}+`;
}

/** What the learner can change, most important first (at most six). */
export function essaySuggestions(result: EssayScore, input: EssayInput): FeedbackText[] {
  const f = result.features;
  const out: FeedbackText[] = [];
  const target = LENGTH_TARGETS[input.taskType];
  const limits = new Set(result.limits);
  if (limits.has("blank")) return [message("grading.suggest.lengthShort", { words: f.wordCount, target: targetText(input.taskType) })];
  if (limits.has("notEnglish")) return [message("grading.suggest.writeInEnglish")];

  if (limits.has("offTopic") || f.relevance < 0.5) {
    out.push(message("grading.suggest.relevance", { question: questionTerms(input) }));
  }
  if (limits.has("copied") || f.copiedShare > 0.25) out.push(message("grading.suggest.copying"));
  if (f.coverage !== null && f.coverage < 0.75 && f.uncoveredTerms.length > 0) {
    out.push(message("grading.suggest.coverage", { terms: f.uncoveredTerms.join(", ") }));
  }
  if (input.taskType === "integrated" && f.sourceReferences < 2) out.push(message("grading.suggest.sourceLinks"));
  if (f.wordCount < target.min) {
    out.push(message("grading.suggest.lengthShort", { words: f.wordCount, target: targetText(input.taskType) }));
  } else if (target.max && f.wordCount > target.max * 1.4) {
    out.push(message("grading.suggest.lengthLong", { words: f.wordCount, target: targetText(input.taskType) }));
  }
  const wantsParagraphs = input.taskType !== "academic_discussion" || f.wordCount > 180;
  if (wantsParagraphs && f.paragraphCount < 3 && f.wordCount >= 60) {
    out.push(message("grading.suggest.paragraphs", { count: f.paragraphCount }));
  }
  if (input.taskType !== "integrated" && f.developmentMarkers === 0 && f.wordCount >= 40) {
    out.push(message("grading.suggest.examples"));
  }
  if (input.taskType === "academic_discussion") {
    const posts = discussionPosts(input.prompt);
    const text = normalise(input.essay);
    if (posts.length > 0 && !posts.some((p) => countPhrase(text, p.name.toLowerCase()) > 0)) {
      out.push(message("grading.suggest.classmates", { names: posts.map((p) => p.name).join(", ") }));
    }
  }
  const spellingErrors = f.misspellings.length;
  if (spellingErrors > 0) {
    out.push(
      message("grading.suggest.spelling", {
        words: f.misspellings
          .slice(0, 5)
          .map((m) => `${m.word} → ${m.correction}`)
          .join(", "),
      }),
    );
  }
  if (f.lowercaseI > 0) out.push(message("grading.suggest.lowercaseI", { count: f.lowercaseI }));
  if (f.lowercaseSentenceStarts > 0) out.push(message("grading.suggest.capitals", { count: f.lowercaseSentenceStarts }));
  if (f.repeatedWords.length > 0) out.push(message("grading.suggest.repeatedWord", { word: f.repeatedWords[0] }));
  if (f.doubledPunctuation + f.missingSpaces > 0) {
    out.push(message("grading.suggest.punctuation", { count: f.doubledPunctuation + f.missingSpaces }));
  }
  if (f.distinctTransitions < 3 && f.wordCount >= 60) {
    out.push(message("grading.suggest.transitions", { count: f.distinctTransitions }));
  }
  if (f.mostRepeated && f.wordCount >= 60 && f.mostRepeated.count >= Math.max(5, f.wordCount / 25)) {
    out.push(message("grading.suggest.repetition", { word: f.mostRepeated.word, count: f.mostRepeated.count }));
  } else if (f.mtld > 0 && f.mtld < 45 && f.wordCount >= 60) {
    out.push(message("grading.suggest.vocabulary"));
  }
  if (f.sentenceCount >= 4 && f.meanSentenceLength > 30) {
    out.push(message("grading.suggest.longSentences", { avg: Math.round(f.meanSentenceLength) }));
  } else if (f.sentenceCount >= 4 && f.meanSentenceLength < 9) {
    out.push(message("grading.suggest.shortSentences", { avg: Math.round(f.meanSentenceLength) }));
  } else if (f.sentenceCount >= 5 && f.sentenceLengthSd / Math.max(1, f.meanSentenceLength) < 0.25) {
    out.push(message("grading.suggest.sentenceVariety", { avg: Math.round(f.meanSentenceLength) }));
  }
  if (out.length === 0) out.push(message("grading.suggest.keepGoing"));
  return out.slice(0, 6);
}

/** A few of the question's own topic words, to point the learner back at it. */
function questionTerms(input: EssayInput): string {
  const words = (input.prompt.match(/[A-Za-z]{5,}/g) ?? []).map((w) => w.toLowerCase());
  const skip = new Set(["agree", "disagree", "following", "statement", "specific", "reasons", "examples", "support", "answer", "professor", "discussion", "which", "think", "would", "should", "their", "there", "about", "these", "those", "others", "people"]);
  const seen: string[] = [];
  for (const w of words) if (!skip.has(w) && !seen.includes(w)) seen.push(w);
  return seen.slice(0, 4).join(", ");
}

function essayFeedback(result: EssayScore): FeedbackText {
  const limits = new Set(result.limits);
  if (limits.has("blank")) return message("grading.writing.blank");
  if (limits.has("notEnglish")) return message("grading.writing.notEnglish");
  if (limits.has("offTopic")) return message("grading.writing.offTopic");
  if (limits.has("copied")) return message("grading.writing.copied");
  if (limits.has("sourcesMissing")) return message("grading.writing.sourcesMissing");
  const band = Math.min(5, Math.max(0, Math.floor(result.score)));
  return message(`grading.writing.summary${band}`, { score: result.score });
}

/**
 * Write an Email on top of the essay model (ADR 0016): the email rubric's "goals met" and
 * "organisation/tone" are measured as goal word overlap and a greeting and a closing. Each goal not
 * addressed costs 0.75 (none addressed caps the score at 1.5); a missing greeting or closing costs 0.25
 * each. Suggestions name the goals left out.
 */
export function emailAdjustment(input: EssayInput, result: EssayScore): { result: EssayScore; suggestions: FeedbackText[]; goalsMet: number } {
  const goals = input.goals ?? [];
  const met = goalsAddressed(input.essay, goals);
  const frame = emailFrame(input.essay);
  const missing = goals.filter((_, i) => !met[i]);
  if (result.limits.includes("blank") || result.limits.includes("notEnglish")) return { result, suggestions: [], goalsMet: 0 };
  let cap = 5;
  if (goals.length && missing.length === goals.length) cap = 1.5;
  const deduction = missing.length * 0.75 + (frame.greeting ? 0 : 0.25) + (frame.closing ? 0 : 0.25);
  const continuous = Math.min(cap, Math.max(0, result.continuous - deduction));
  const suggestions: FeedbackText[] = missing.map((goal) => message("tasksWS.suggest.goalMissing", { goal }));
  if (!frame.greeting || !frame.closing) suggestions.push(message("tasksWS.suggest.emailFrame"));
  return {
    result: { ...result, continuous, score: toHalfPoints(continuous, 5) },
    suggestions,
    goalsMet: met.filter(Boolean).length,
  };
}

export function gradeEssayBuiltin(input: EssayInput): EssayGrade {
  let result = scoreEssay(input.essay, input);
  let extra: FeedbackText[] = [];
  let goalsMet: number | null = null;
  if (input.taskType === "email") {
    const adjusted = emailAdjustment(input, result);
    result = adjusted.result;
    extra = adjusted.suggestions;
    goalsMet = adjusted.goalsMet;
  }
  const f = result.features;
  return {
    score: result.score,
    feedback: essayFeedback(result),
    suggestions: [...extra, ...essaySuggestions(result, input)].slice(0, 6),
    sampleResponse: sampleResponse(input),
    details: {
      words: f.wordCount,
      paragraphs: f.paragraphCount,
      sentences: f.sentenceCount,
      mtld: Math.round(f.mtld),
      linkingWords: f.distinctTransitions,
      mechanicsErrors: f.mechanicsErrors,
      relevance: Math.round(f.relevance * 100) / 100,
      ...(f.coverage !== null ? { coverage: Math.round(f.coverage * 100) / 100 } : {}),
      ...(goalsMet !== null ? { goalsMet } : {}),
    },
  };
}

/**
 * Speech from a transcript alone (used only when some provider supplied one): topic development from
 * relevance, length and support; language use from vocabulary and accuracy; delivery only as a pace
 * estimate, which the comment says plainly.
 */
export function gradeSpeechBuiltin(input: SpeechInput): SpeechGrade {
  const words = input.transcript.trim() ? input.transcript.trim().split(/\s+/).length : 0;
  if (words === 0) {
    const none = { score: 0, comment: message("grading.speaking.noSpeech") };
    return { score: 0, delivery: none, languageUse: none, topicDevelopment: none, feedback: message("grading.speaking.noSpeech") };
  }
  const seconds = input.speakingTime && input.speakingTime > 0 ? input.speakingTime : 45;
  const wpm = Math.round(words / (seconds / 60));
  const asEssay = scoreEssay(input.transcript, {
    taskType: "academic_discussion",
    prompt: input.prompt,
    readingPassage: input.passage,
    lectureTranscript: input.lecture,
  });
  const f = asEssay.features;
  const pace = wpm >= 110 && wpm <= 170 ? 3 : wpm >= 80 && wpm <= 200 ? 2 : wpm >= 50 ? 1.5 : 1;
  const language = toHalfPoints(1 + Math.min(f.mtld, 80) / 40 + Math.min(f.meanWordLength - 3.5, 1) - Math.min(f.misspellings.length, 2) / 2, 4);
  const topic = toHalfPoints(
    (f.relevance * 2 + Math.min(words / ((seconds / 60) * 120), 1) * 1.5 + (f.developmentMarkers > 0 ? 0.5 : 0)) *
      (asEssay.limits.includes("offTopic") ? 0.5 : 1),
    4,
  );
  const delivery = toHalfPoints(pace, 4);
  const score = toHalfPoints((delivery + language + topic) / 3, 4);
  return {
    score,
    delivery: { score: delivery, comment: message("grading.speaking.deliveryFromText", { wpm }) },
    languageUse: { score: language, comment: message("grading.speaking.languageFromText") },
    topicDevelopment: { score: topic, comment: message("grading.speaking.topicFromText", { words }) },
    feedback: message(`grading.speaking.summary${Math.min(4, Math.floor(score))}`, { score }),
  };
}

/**
 * Take an Interview from a transcript alone (used only when a provider transcribed but does not grade
 * interviews): the same measures as `gradeSpeechBuiltin`, on the interview rubric's 0-5 criteria.
 */
export function gradeInterviewBuiltin(input: InterviewInput): InterviewGrade {
  const words = input.transcript.trim() ? input.transcript.trim().split(/\s+/).length : 0;
  if (words === 0) {
    const none = { score: 0, comment: message("grading.speaking.noSpeech") };
    return { score: 0, criteria: { relevance: none, elaboration: none, delivery: none, languageUse: none }, feedback: message("grading.speaking.noSpeech") };
  }
  const seconds = input.speakingTime && input.speakingTime > 0 ? input.speakingTime : 45;
  const wpm = Math.round(words / (seconds / 60));
  const asEssay = scoreEssay(input.transcript, { taskType: "academic_discussion", prompt: input.question });
  const f = asEssay.features;
  const offTopic = asEssay.limits.includes("offTopic");
  const relevance = toHalfPoints((1 + f.relevance * 4) * (offTopic ? 0.4 : 1), 5);
  const elaboration = toHalfPoints(Math.min(words / ((seconds / 60) * 120), 1) * 4 + (f.developmentMarkers > 0 ? 1 : 0), 5);
  const delivery = toHalfPoints(wpm >= 110 && wpm <= 170 ? 4 : wpm >= 80 && wpm <= 200 ? 3 : wpm >= 50 ? 2 : 1, 5);
  const languageUse = toHalfPoints(1.25 + Math.min(f.mtld, 80) / 32 + Math.min(f.meanWordLength - 3.5, 1) - Math.min(f.misspellings.length, 2) / 2, 5);
  const score = toHalfPoints((relevance + elaboration + delivery + languageUse) / 4, 5);
  return {
    score,
    criteria: {
      relevance: { score: relevance, comment: message("grading.speaking.topicFromText", { words }) },
      elaboration: { score: elaboration, comment: message("grading.speaking.topicFromText", { words }) },
      delivery: { score: delivery, comment: message("grading.speaking.deliveryFromText", { wpm }) },
      languageUse: { score: languageUse, comment: message("grading.speaking.languageFromText") },
    },
    feedback: message(`grading.writing.summary${Math.min(5, Math.floor(score))}`, { score }),
  };
}

export function createBuiltinGrader(): Grader {
  return {
    name: "builtin",
    model: null,
    async gradeEssay(input) {
      return gradeEssayBuiltin(input);
    },
    async gradeSpeech(input) {
      return gradeSpeechBuiltin(input);
    },
    async gradeInterview(input) {
      return gradeInterviewBuiltin(input);
    },
    async transcribe(): Promise<TranscriptionResult> {
      return { error: NO_SPEECH_PROVIDER_ERROR };
    },
  };
}
