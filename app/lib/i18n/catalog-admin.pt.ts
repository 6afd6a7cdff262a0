/**
 * The Brazilian Portuguese texts of the admin screens: downloaded by the browser only when the signed-in user is
 * an administrator (entry.client.tsx), so learners' pages carry no admin strings.
 */
import { pt as adminPrompts } from "./messages/admin-prompts.pt";
import { pt as admin } from "./messages/admin.pt";

export const catalog = {
  ...adminPrompts,
  ...admin,
};
