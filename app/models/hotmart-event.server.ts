/**
 * Every Hotmart webhook event, kept in hotmart_events (DECISIONS.md "Payments"), and the links
 * between orders and learners. `subscriptionId` holds Hotmart's subscriber code, the key shared by
 * purchase and subscription events; `orderNumber` and `transactionId` hold the transaction code.
 */
import { and, desc, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { HotmartEvent } from "~/domain/subscription/hotmart";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import type { UserPaymentPatch } from "~/models/subscription.server";

const { hotmartEvents, users } = schema;

export interface StoredHotmartEvent {
  eventId: string;
  eventType: string;
  userId: number | null;
  eventData: Record<string, unknown> | null;
  eventDate: Date | null;
}

const storedColumns = {
  eventId: hotmartEvents.eventId,
  eventType: hotmartEvents.eventType,
  userId: hotmartEvents.userId,
  eventData: hotmartEvents.eventData,
  eventDate: hotmartEvents.eventDate,
};

export async function hotmartEventSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: hotmartEvents.id }).from(hotmartEvents).where(eq(hotmartEvents.eventId, eventId));
  return Boolean(row);
}

/** The learner already linked to this purchase or subscription by an earlier event, if any. */
export async function findLinkedUserId(db: Db, event: Pick<HotmartEvent, "transaction" | "subscriberCode">): Promise<number | null> {
  const keys = [
    event.transaction ? eq(hotmartEvents.transactionId, event.transaction) : undefined,
    event.subscriberCode ? eq(hotmartEvents.subscriptionId, event.subscriberCode) : undefined,
  ].filter(Boolean);
  if (!keys.length) return null;
  const [row] = await db
    .select({ userId: hotmartEvents.userId })
    .from(hotmartEvents)
    .where(and(isNotNull(hotmartEvents.userId), or(...keys)))
    .orderBy(desc(hotmartEvents.id))
    .limit(1);
  return row?.userId ?? null;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

export async function listUserHotmartEvents(db: Db, userId: number): Promise<StoredHotmartEvent[]> {
  return db.select(storedColumns).from(hotmartEvents).where(eq(hotmartEvents.userId, userId));
}

export async function listOrderEvents(db: Db, orderNumber: string): Promise<StoredHotmartEvent[]> {
  return db
    .select(storedColumns)
    .from(hotmartEvents)
    .where(sql`upper(${hotmartEvents.orderNumber}) = ${orderNumber.toUpperCase()}`);
}

function eventRow(event: HotmartEvent, raw: Record<string, unknown>, userId: number | null, processed: boolean) {
  return {
    eventId: event.id,
    eventType: event.type,
    orderNumber: event.transaction,
    transactionId: event.transaction,
    productId: event.productId,
    email: event.email,
    customerName: event.customerName,
    subscriptionId: event.subscriberCode,
    status: event.status,
    paymentType: event.paymentType,
    paymentMethod: null,
    price: event.price,
    purchaseDate: event.purchaseDate ?? event.approvedDate,
    cancelDate: event.cancelDate,
    eventDate: event.eventDate,
    eventData: raw,
    processed,
    userId,
  };
}

/**
 * Stores the event and, when it changes a learner, updates them in the same atomic batch; the
 * update is skipped when the event id is already stored (a duplicate delivered concurrently).
 */
export async function recordHotmartEvent(
  db: Db,
  event: HotmartEvent,
  raw: Record<string, unknown>,
  change: { userId: number | null; patch: UserPaymentPatch | null },
) {
  const insert = db
    .insert(hotmartEvents)
    .values(eventRow(event, raw, change.userId, Boolean(change.userId && change.patch)))
    .onConflictDoNothing({ target: hotmartEvents.eventId });
  if (!change.userId || !change.patch) {
    await insert;
    return;
  }
  await db.batch([
    db
      .update(users)
      .set({ ...change.patch, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, change.userId),
          sql`not exists (select 1 from ${hotmartEvents} where ${hotmartEvents.eventId} = ${event.id})`,
        ),
      ),
    insert,
  ]);
}

/**
 * Links an order's unclaimed events to the learner and applies `patch`, atomically; the learner is
 * updated only if no other account holds the order. Returns whether the order is now theirs.
 */
export async function claimOrder(db: Db, userId: number, orderNumber: string, patch: UserPaymentPatch): Promise<boolean> {
  const order = sql`upper(${hotmartEvents.orderNumber}) = ${orderNumber.toUpperCase()}`;
  await db.batch([
    db
      .update(hotmartEvents)
      .set({ userId, processed: true })
      .where(
        and(
          order,
          isNull(hotmartEvents.userId),
          sql`not exists (select 1 from ${hotmartEvents} other where upper(other.order_number) = ${orderNumber.toUpperCase()} and other.user_id is not null and other.user_id <> ${userId})`,
        ),
      ),
    db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, userId),
          sql`not exists (select 1 from ${hotmartEvents} where ${order} and ${hotmartEvents.userId} <> ${userId})`,
        ),
      ),
  ]);
  const others = await db
    .select({ id: hotmartEvents.id })
    .from(hotmartEvents)
    .where(and(order, isNotNull(hotmartEvents.userId), ne(hotmartEvents.userId, userId)))
    .limit(1);
  return others.length === 0;
}
