/** Shell, navigation, errors and other strings shared by every page. */
export { en } from "./common.en";
export { pt } from "./common.pt";
