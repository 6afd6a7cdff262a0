/** The current-format (adaptive) full test: taking it, its results, its admin. */
export { en } from "./full-test-current.en";
export { pt } from "./full-test-current.pt";
