/** The exercises hub and practice sections. */
export { en } from "./practice.en";
export { pt } from "./practice.pt";
