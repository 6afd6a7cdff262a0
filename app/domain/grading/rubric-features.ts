/**
 * The rubric descriptors a language-model grader is instructed with, condensed from ETS's public TOEFL
 * iBT writing (0-5) and speaking (0-4) rubrics, and the task descriptions per task type. English only:
 * they are instructions to the model, never shown to learners.
 */
import type { SpeakingTaskType, WritingTaskType } from "./grader";
import { LENGTH_TARGETS } from "./features";

export const WRITING_TASK_DESCRIPTIONS: Record<WritingTaskType, string> = {
  independent:
    "Independent writing: the learner states and supports an opinion on the question, with reasons and specific examples.",
  integrated:
    "Integrated writing: the learner summarises the points made in the lecture and explains how they cast doubt on (or support) the specific points of the reading passage. Personal opinion is not asked for.",
  academic_discussion:
    "Writing for an academic discussion: the learner posts a reply on a class discussion board, answering the professor's question, engaging with the classmates' posts and adding their own idea.",
  email:
    "Write an Email (TOEFL iBT since 2026, 7 minutes): the learner writes an email for the situation, to the recipient named, meeting each of the three goals listed. Judge: goals met, organisation (greeting, logical order, closing), tone and register for that recipient, and language. There is no word minimum, but a very short email cannot meet its goals.",
};

export const WRITING_RUBRIC = `Score on a 0-5 scale in half points (TOEFL iBT writing rubric):
5 - Fully successful: relevant, well elaborated and well organised; clear progression and connections; consistent facility with language (varied syntax, precise idiomatic vocabulary); only minor errors. For integrated tasks: selects the important information from the lecture and coherently and accurately presents it in relation to the reading.
4 - Generally successful: relevant and well developed; may have occasional lapses in organisation or development, noticeable minor errors in structure, word form or idiom that do not obscure meaning.
3 - Partially successful: addresses the task with some elaboration, but explanations or examples are sometimes missing or unclear; connections between ideas may be obscured; accurate but limited syntax and vocabulary; noticeable errors. Integrated: conveys relevant information but with vagueness, an omitted key point, or errors that obscure some connections.
2 - Mostly unsuccessful: limited development or organisation; inappropriate or insufficient details; an accumulation of errors in sentence structure and usage. Integrated: significant omissions or inaccuracies of the lecture's points.
1 - Unsuccessful: few or no relevant details; serious and frequent errors that obscure meaning; little coherence.
0 - Blank, merely copies the prompt or the sources, is not connected to the topic, is written in another language, or consists of keystroke characters.`;

export const SPEAKING_TASK_DESCRIPTIONS: Record<SpeakingTaskType, string> = {
  independent: "Independent speaking: the learner gives and supports an opinion or choice on a familiar topic.",
  integrated:
    "Integrated speaking: the learner combines information from the reading and/or the listening (conversation or lecture) to answer the question accurately.",
  listen_repeat: "Listen and Repeat: the learner repeats a sentence they heard once (scored by word error rate, not by a model).",
  interview: "Take an Interview: the learner answers an interviewer's question in 45 seconds, with no preparation time.",
};

export const SPEAKING_RUBRIC = `Score each criterion and the whole response on a 0-4 scale (TOEFL iBT speaking rubric); half points allowed.
Delivery: 4 = generally well-paced flow, clear speech; 3 = generally clear with minor lapses in pronunciation, intonation or pacing; 2 = basically intelligible, but listener effort is needed; 1 = consistent pronunciation, stress and intonation difficulties, choppy.
Language use: 4 = effective use of grammar and vocabulary, good control of basic and complex structures; 3 = fairly automatic and effective, some imprecise or inaccurate use; 2 = limited range of structures and vocabulary, some errors obscure meaning; 1 = severely limited range, heavy reliance on practised expressions.
Topic development: 4 = sustained, sufficient to the task, generally well developed and coherent; 3 = mostly coherent and sustained, may lack elaboration; 2 = connected to the task but limited in development or relevant content; 1 = limited relevant content, basic ideas only, or mostly repetition of the prompt.
0 = no attempt or not connected to the task. The overall score is a holistic judgement, usually close to the mean of the three criteria.
You only have a transcript: judge delivery from fluency markers you can see (fillers, false starts, fragments, length for the time allowed) and say so in the delivery comment.`;

export function lengthGuidance(taskType: WritingTaskType): string {
  const t = LENGTH_TARGETS[taskType];
  return t.max ? `Suggested length: ${t.min}-${t.max} words.` : `Suggested length: at least ${t.min} words.`;
}
