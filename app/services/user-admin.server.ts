/** The actions of /admin/users: block, unblock, clear the fraud flag, extended time, admin role. */
import type { z } from "zod";
import type { Db } from "~/lib/db.server";
import type { UserAdminActionSchema } from "~/lib/admin-validation";
import {
  clearFraudSuspect,
  grantAdmin,
  removeAdminUnlessLast,
  setTimeMultiplier,
} from "~/models/user-admin.server";
import { getUserById, setUserBlocked, type User } from "~/models/user.server";
import type { Failure } from "~/services/accounts.server";

type Action = z.output<typeof UserAdminActionSchema>;

/** Applies one action; on success, the catalog key of the toast to show. */
export async function applyUserAdminAction(
  db: Db,
  actor: User,
  action: Action,
): Promise<{ ok: true; toast: string; name: string } | Failure> {
  const target = await getUserById(db, action.userId);
  if (!target) return { ok: false, status: 404, error: "admin.users.notFound" };
  const name = target.username;
  switch (action.intent) {
    case "block":
      if (target.id === actor.id) return { ok: false, status: 400, error: "admin.users.cannotBlockSelf" };
      await setUserBlocked(db, target.id, true);
      return { ok: true, toast: "admin.users.blocked", name };
    case "unblock":
      await setUserBlocked(db, target.id, false);
      return { ok: true, toast: "admin.users.unblocked", name };
    case "clearFraud":
      await clearFraudSuspect(db, target.id);
      return { ok: true, toast: "admin.users.fraudCleared", name };
    case "setTime":
      await setTimeMultiplier(db, target.id, action.timeMultiplier ?? 1);
      return { ok: true, toast: "admin.users.timeSet", name };
    case "grantAdmin":
      await grantAdmin(db, target.id);
      return { ok: true, toast: "admin.users.adminGranted", name };
    case "removeAdmin":
      if (!target.isAdmin) return { ok: true, toast: "admin.users.adminRemoved", name };
      if (!(await removeAdminUnlessLast(db, target.id))) {
        return { ok: false, status: 409, error: "admin.users.lastAdmin" };
      }
      return { ok: true, toast: "admin.users.adminRemoved", name };
  }
}
