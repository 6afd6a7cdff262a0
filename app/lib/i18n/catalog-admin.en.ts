/**
 * The English texts of the admin screens: downloaded by the browser only when the signed-in user is
 * an administrator (entry.client.tsx), so learners' pages carry no admin strings.
 */
import { en as adminPrompts } from "./messages/admin-prompts.en";
import { en as admin } from "./messages/admin.en";

export const catalog = {
  ...adminPrompts,
  ...admin,
} as const;
