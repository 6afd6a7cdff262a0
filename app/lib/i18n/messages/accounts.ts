/** Accounts: sign-in, registration, verification, password reset, profile, and their emails. */
export { en } from "./accounts.en";
export { pt } from "./accounts.pt";
