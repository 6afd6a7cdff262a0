/**
 * What the feedback page says about a writing or speaking submission's grading, from its stored state.
 * Pure: the screens call it with the row's `gradingStatus`, `gradingError` and `feedback`.
 */
import { isTranscriptionError, NO_SPEECH_PROVIDER_ERROR, parseSubmissionFeedback, type SubmissionFeedback } from "./grader";

export type GradingState =
  | { state: "pending"; messageKey: "grading.status.pending"; canRetry: false; feedback: null }
  | { state: "graded"; messageKey: null; canRetry: false; feedback: SubmissionFeedback }
  | {
      state: "failed" | "noSpeechProvider";
      messageKey: "grading.status.failed" | "grading.status.noSpeechProvider" | "grading.status.transcriptionFailed";
      canRetry: true;
      /** A speaking answer's stored "[ERROR] ..." transcription, when there is one. */
      feedback: SubmissionFeedback | null;
    };

export function gradingState(row: {
  gradingStatus: string;
  gradingError?: string | null;
  feedback?: unknown;
}): GradingState {
  const feedback = parseSubmissionFeedback(row.feedback);
  if (row.gradingStatus === "graded" && feedback) {
    return { state: "graded", messageKey: null, canRetry: false, feedback };
  }
  if (row.gradingStatus === "failed") {
    if (row.gradingError === NO_SPEECH_PROVIDER_ERROR) {
      return { state: "noSpeechProvider", messageKey: "grading.status.noSpeechProvider", canRetry: true, feedback };
    }
    const untranscribed = feedback?.kind === "speaking" && isTranscriptionError(feedback.transcription);
    return {
      state: "failed",
      messageKey: untranscribed ? "grading.status.transcriptionFailed" : "grading.status.failed",
      canRetry: true,
      feedback,
    };
  }
  return { state: "pending", messageKey: "grading.status.pending", canRetry: false, feedback: null };
}
