/** The current TOEFL iBT task types: names, descriptions, the hub. */
export { en } from "./tasks.en";
export { pt } from "./tasks.pt";
