/** Current-format reading and listening tasks: practice screens and their admin. */
export { en } from "./tasks-reading.en";
export { pt } from "./tasks-reading.pt";
