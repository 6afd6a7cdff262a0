/**
 * Payment state of users and the Stripe events already applied. Writes that must happen together
 * go through `db.batch` (atomic on D1); a user update is guarded by the event row so that an event
 * delivered twice at the same time changes the user once.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import type { AccessPatch } from "~/domain/subscription/types";

const { users, stripeEvents } = schema;

export interface PaymentState {
  id: number;
  email: string;
  isSubscribed: boolean;
  subscriptionEndDate: Date | null;
  isFraudSuspect: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  hotmartSubscriptionId: string | null;
  hotmartOrderNumber: string | null;
}

const paymentColumns = {
  id: users.id,
  email: users.email,
  isSubscribed: users.isSubscribed,
  subscriptionEndDate: users.subscriptionEndDate,
  isFraudSuspect: users.isFraudSuspect,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
  hotmartSubscriptionId: users.hotmartSubscriptionId,
  hotmartOrderNumber: users.hotmartOrderNumber,
};

export async function getPaymentState(db: Db, userId: number): Promise<PaymentState | null> {
  const [row] = await db.select(paymentColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByStripeCustomer(db: Db, customerId: string): Promise<PaymentState | null> {
  const [row] = await db.select(paymentColumns).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return row ?? null;
}

export async function findUserByStripeSubscription(db: Db, subscriptionId: string): Promise<PaymentState | null> {
  const [row] = await db.select(paymentColumns).from(users).where(eq(users.stripeSubscriptionId, subscriptionId)).limit(1);
  return row ?? null;
}

export async function findUserByHotmartSubscriber(db: Db, subscriberCode: string): Promise<PaymentState | null> {
  const [row] = await db.select(paymentColumns).from(users).where(eq(users.hotmartSubscriptionId, subscriberCode)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<PaymentState | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function stripeEventSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId));
  return Boolean(row);
}

export type UserPaymentPatch = AccessPatch & {
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  hotmartSubscriptionId?: string | null;
  hotmartOrderNumber?: string | null;
  hotmartTransactionId?: string | null;
  hotmartPurchaseDate?: Date | null;
};

/**
 * Records a Stripe event and applies its change to the user, once: the update runs only while the
 * event is not yet recorded, in the same atomic batch that records it.
 */
export async function recordStripeEvent(
  db: Db,
  event: { id: string; type: string },
  change: { userId: number; patch: UserPaymentPatch } | null,
) {
  const insert = db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, userId: change?.userId ?? null })
    .onConflictDoNothing();
  if (!change || !Object.keys(change.patch).length) {
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
          sql`not exists (select 1 from ${stripeEvents} where ${stripeEvents.id} = ${event.id})`,
        ),
      ),
    insert,
  ]);
}
