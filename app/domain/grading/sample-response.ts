/**
 * Sample responses assembled from the prompt's own material, so they never state a fact the task did
 * not give. Integrated: the reading's and the lecture's points in reported speech, point by point.
 * Independent and academic discussion: a model structure built on the question's wording (and on the
 * classmates' posts when the prompt shows them as "Name: text"), with bracketed places for the
 * learner's own reasons and examples. The frames are English because the answers are English.
 */
import type { WritingTaskType } from "./grader";
import { sourcePoints } from "./features";
import { lemma, sentences } from "./text";
import { COMMON_WORDS, STOPWORDS } from "./words";

/** "The experts agree." -> "the experts agree", keeping proper nouns capitalised. */
function asClause(sentence: string): string {
  let s = sentence.trim().replace(/[.!?]+$/, "").replace(/^["“]|["”]$/g, "");
  const first = s.match(/^[A-Z][a-z]*/)?.[0];
  const word = first?.toLowerCase() ?? "";
  if (first && (STOPWORDS.has(word) || COMMON_WORDS.has(word) || COMMON_WORDS.has(lemma(word)))) {
    s = first.toLowerCase() + s.slice(first.length);
  }
  return s;
}

function firstSentence(text: string): string | null {
  return sentences(text)[0] ?? null;
}

/** The question the learner must answer: the last sentence that asks something, else the last sentence. */
export function mainQuestion(prompt: string): string {
  const sents = sentences(prompt);
  const asked = [...sents].reverse().find((s) => s.trim().endsWith("?"));
  return (asked ?? sents[sents.length - 1] ?? prompt).trim();
}

/** Classmates' posts written as "Name: text" lines. */
export function discussionPosts(prompt: string): { name: string; text: string }[] {
  const posts: { name: string; text: string }[] = [];
  for (const line of prompt.split(/\n+/)) {
    const m = line.trim().match(/^([A-Z][a-z]+)(?: [A-Z][a-z]+)?\s*:\s*(.{20,})$/);
    if (m && !/^(Professor|Dr|Question|Instructions?|Directions?|Prompt)$/.test(m[1])) {
      posts.push({ name: m[1], text: m[2] });
    }
  }
  return posts;
}

const ORDINALS = ["First", "Second", "Third", "Finally"];

function integratedSample(reading: string | null | undefined, lecture: string | null | undefined, prompt: string) {
  const readingPoints = reading ? sourcePoints(reading, 3) : [];
  const lecturePoints = lecture ? sourcePoints(lecture, 3) : [];
  const count = Math.max(Math.min(readingPoints.length, 3), Math.min(lecturePoints.length, 3));
  if (count === 0) return independentSample(prompt);
  const out: string[] = [];
  const readingMain = reading ? firstSentence(reading) : null;
  const lectureMain = lecture ? firstSentence(lecture) : null;
  if (readingMain && lectureMain) {
    out.push(
      `The reading passage claims that ${asClause(readingMain)}. The lecturer, however, casts doubt on this and explains that ${asClause(lectureMain)}.`,
    );
  } else {
    out.push(`The ${reading ? "reading passage" : "lecture"} makes several points, which I summarize below.`);
  }
  for (let i = 0; i < count; i++) {
    const r = readingPoints[i] ? firstSentence(readingPoints[i]) : null;
    const l = lecturePoints[i] ? sentences(lecturePoints[i]) : [];
    const parts: string[] = [];
    if (r) parts.push(`${ORDINALS[i]}, the reading states that ${asClause(r)}.`);
    if (l.length > 0) {
      const lead = r ? "In response, the lecturer points out that" : `${ORDINALS[i]}, the lecturer points out that`;
      parts.push(`${lead} ${asClause(l[0])}.`);
      if (l[1]) parts.push(`The lecturer also notes that ${asClause(l[1])}.`);
    }
    if (parts.length) out.push(parts.join(" "));
  }
  out.push(
    "In conclusion, the lecture challenges each of the reading's main points, so the reading's argument is not convincing.",
  );
  return out.join("\n\n");
}

function independentSample(prompt: string): string {
  const question = mainQuestion(prompt);
  return [
    `The question asks: "${question}" In my opinion, [state your position clearly in one sentence]. I hold this view for two main reasons.`,
    "First, [your first reason]. For example, [a specific example from your own experience, studies or reading]. This shows that [link the example back to the question].",
    "Second, [your second reason]. For instance, [another specific example]. As a result, [what this example proves].",
    "Some people may argue that [the opposite view]. However, [why your position is still stronger].",
    "In conclusion, [restate your position in new words], because [summarize both reasons].",
  ].join("\n\n");
}

function discussionSample(prompt: string): string {
  const question = mainQuestion(prompt);
  const posts = discussionPosts(prompt).slice(0, 2);
  const lines = [`The professor asks: "${question}" In my view, [state your position clearly].`];
  if (posts.length >= 1) {
    const first = firstSentence(posts[0].text);
    if (first) lines.push(`I understand ${posts[0].name}'s point that ${asClause(first)}.`);
  }
  if (posts.length >= 2) {
    const second = firstSentence(posts[1].text);
    if (second) lines.push(`${posts[1].name} adds that ${asClause(second)}.`);
  }
  lines.push(
    "However, I would add a different reason: [your own reason, not one a classmate already gave]. For example, [a specific example]. This is why [link back to the professor's question].",
  );
  return lines.join(" ");
}

/** A frame for an email: greeting, one short paragraph per goal, closing. */
function emailSample(goals: readonly string[]): string {
  const body = goals.length
    ? goals.map((goal) => `[${goal.replace(/[.]$/, "")}: one or two sentences with a specific detail.]`).join("\n\n")
    : "[One short paragraph for each goal of the task, with a specific detail.]";
  return `Dear [name],\n\nI am writing about [the situation in one sentence].\n\n${body}\n\nThank you for your help. I look forward to hearing from you.\n\nBest regards,\n[Your name]`;
}

export function sampleResponse(input: {
  taskType: WritingTaskType;
  goals?: readonly string[] | null;
  prompt: string;
  readingPassage?: string | null;
  lectureTranscript?: string | null;
}): string {
  switch (input.taskType) {
    case "integrated":
      return integratedSample(input.readingPassage, input.lectureTranscript, input.prompt);
    case "academic_discussion":
      return discussionSample(input.prompt);
    case "email":
      return emailSample(input.goals ?? []);
    default:
      return independentSample(input.prompt);
  }
}
