/** Administration of writing prompts, speaking prompts, full tests and the scoring criteria pages. */
export { en } from "./admin-prompts.en";
export { pt } from "./admin-prompts.pt";
