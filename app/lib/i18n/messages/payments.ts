/** Plans, checkout, subscription management and payment verification. */
export { en } from "./payments.en";
export { pt } from "./payments.pt";
