/** Current-format writing and speaking tasks: practice screens and their admin. */
export { en } from "./tasks-writing.en";
export { pt } from "./tasks-writing.pt";
