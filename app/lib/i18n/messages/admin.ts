/** Content administration: dashboard, passages, questions, audio, upload, users. */
export { en } from "./admin.en";
export { pt } from "./admin.pt";
