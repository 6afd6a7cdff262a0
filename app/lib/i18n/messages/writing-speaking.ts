/** Writing and speaking practice, the feedback page and their JSON calls. */
export { en } from "./writing-speaking.en";
export { pt } from "./writing-speaking.pt";
