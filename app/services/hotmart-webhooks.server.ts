/**
 * POST /webhooks/hotmart (postback v2.0.0). The X-HOTMART-HOTTOK header is compared in constant
 * time with HOTMART_HOTTOK; every authenticated event is stored (hotmart_events, once per event id)
 * and answered 2xx even when its type is ignored, because Hotmart disables a webhook that fails.
 *
 * The learner is found by the `sck`/`xcod` we put on the checkout link (our user id), else by an
 * earlier event of the same purchase or subscription, else by the buyer's email. Their access is
 * then recomputed from all of their events in Hotmart's time order (order-independent).
 */
import {
  affectsAccess,
  hotmartAccess,
  isGrantEvent,
  parseHotmartEvent,
  type HotmartEvent,
} from "~/domain/subscription/hotmart";
import { timingSafeEqualText } from "~/lib/crypto.server";
import type { Db } from "~/lib/db.server";
import type { AppEnv } from "~/lib/env.server";
import {
  findLinkedUserId,
  hotmartEventSeen,
  listUserHotmartEvents,
  recordHotmartEvent,
  userExists,
  type StoredHotmartEvent,
} from "~/models/hotmart-event.server";
import { findUserByEmail, findUserByHotmartSubscriber, type UserPaymentPatch } from "~/models/subscription.server";
import type { WebhookOutcome } from "~/services/stripe-webhooks.server";

async function findUserId(db: Db, event: HotmartEvent): Promise<number | null> {
  if (event.ref && (await userExists(db, event.ref))) return event.ref;
  const linked = await findLinkedUserId(db, event);
  if (linked) return linked;
  if (event.subscriberCode) {
    const user = await findUserByHotmartSubscriber(db, event.subscriberCode);
    if (user) return user.id;
  }
  if (event.email) return (await findUserByEmail(db, event.email))?.id ?? null;
  return null;
}

/** Stored events, read back through the same parser as live ones. */
export function parseStoredEvents(rows: StoredHotmartEvent[]): HotmartEvent[] {
  return rows.flatMap((row) => {
    const parsed = parseHotmartEvent(row.eventData, row.eventDate ?? new Date(0));
    return parsed ? [parsed] : [];
  });
}

/** The learner's access and Hotmart ids after `events` (all of theirs, in any order). */
export function hotmartPatch(events: HotmartEvent[], latestGrant?: HotmartEvent | null): UserPaymentPatch {
  const grant =
    latestGrant ??
    [...events].filter((e) => isGrantEvent(e.type)).sort((a, b) => b.eventDate.getTime() - a.eventDate.getTime())[0];
  return {
    ...hotmartAccess(events.filter((e) => affectsAccess(e.type))),
    ...(grant
      ? {
          hotmartSubscriptionId: grant.subscriberCode,
          hotmartOrderNumber: grant.transaction,
          hotmartTransactionId: grant.transaction,
          hotmartPurchaseDate: grant.purchaseDate ?? grant.approvedDate ?? grant.eventDate,
        }
      : {}),
  };
}

export async function handleHotmartWebhook(
  deps: { db: Db; env: Pick<AppEnv, "HOTMART_HOTTOK"> },
  request: Request,
): Promise<WebhookOutcome> {
  const expected = deps.env.HOTMART_HOTTOK;
  const given = request.headers.get("X-HOTMART-HOTTOK") ?? "";
  if (!expected) {
    console.error("Hotmart webhook refused: HOTMART_HOTTOK is not set");
    return { status: 401, body: { error: "Unauthorized" } };
  }
  if (!(await timingSafeEqualText(given, expected))) return { status: 401, body: { error: "Unauthorized" } };

  let raw: unknown;
  try {
    raw = JSON.parse(await request.text());
  } catch {
    return { status: 400, body: { error: "Invalid JSON" } };
  }
  const event = parseHotmartEvent(raw);
  if (!event) return { status: 400, body: { error: "Not a Hotmart event" } };
  // Some bodies repeat the account's secret token: it is never stored.
  const { hottok: _secret, ...body } = raw as Record<string, unknown>;
  if (await hotmartEventSeen(deps.db, event.id)) return { status: 200, body: { received: true, duplicate: true } };

  const userId = await findUserId(deps.db, event);
  if (!userId || !affectsAccess(event.type)) {
    await recordHotmartEvent(deps.db, event, body, { userId, patch: null });
    return { status: 200, body: { received: true, applied: false } };
  }
  const events = [...parseStoredEvents(await listUserHotmartEvents(deps.db, userId)), event];
  const patch: UserPaymentPatch = {
    ...hotmartPatch(events),
    ...(event.type === "PURCHASE_CHARGEBACK" ? { isFraudSuspect: true } : {}),
  };
  await recordHotmartEvent(deps.db, event, body, { userId, patch });
  return { status: 200, body: { received: true, applied: true } };
}
