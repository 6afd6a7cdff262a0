/** Full tests: the list, the attempt's stages, results and the profile's performance tab. */
export { en } from "./full-test.en";
export { pt } from "./full-test.pt";
