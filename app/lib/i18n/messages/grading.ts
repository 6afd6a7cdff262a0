/**
 * Grading: the built-in grader's feedback and suggestions (stored as keys with their figures, shown in
 * the reader's language) and the grading states the feedback page shows.
 */
export { en } from "./grading.en";
export { pt } from "./grading.pt";
