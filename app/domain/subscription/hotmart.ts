/**
 * Hotmart webhook (postback v2.0.0) events and what they mean for access (DECISIONS.md
 * "Payments"). Pure: the webhook service stores every event and recomputes the learner's access
 * by folding all of their events in Hotmart's own time order (`creation_date`), so duplicates and
 * out-of-order deliveries end in the same state.
 *
 * Payload shapes: tests/fixtures/hotmart (real bodies; see /work/shared/data/webhooks/hotmart).
 */
import { z } from "zod";

const DAY = 24 * 60 * 60 * 1000;
/** Access continues this long past the next charge date while Hotmart charges the renewal. */
export const HOTMART_RENEWAL_GRACE_MS = 3 * DAY;
/** A late renewal payment (PURCHASE_DELAYED) keeps access this long after the event. */
export const HOTMART_DELAY_GRACE_MS = 3 * DAY;
/** A purchase without a next charge date pays for one month. */
export const HOTMART_PERIOD_MS = 31 * DAY;

export const HOTMART_GRANT_EVENTS = ["PURCHASE_APPROVED", "PURCHASE_COMPLETE"] as const;
export const HOTMART_REVOKE_EVENTS = ["PURCHASE_CANCELED", "PURCHASE_REFUNDED", "PURCHASE_CHARGEBACK"] as const;

export interface HotmartEvent {
  /** Hotmart's event id (the idempotency key). */
  id: string;
  type: string;
  /** When Hotmart created the event (creation_date); the time order used for access. */
  eventDate: Date;
  /** The purchase's transaction code (HP...): what buyers see as their order number. */
  transaction: string | null;
  status: string | null;
  subscriberCode: string | null;
  subscriptionId: string | null;
  email: string | null;
  customerName: string | null;
  productId: string | null;
  price: number | null;
  paymentType: string | null;
  purchaseDate: Date | null;
  approvedDate: Date | null;
  cancelDate: Date | null;
  nextChargeDate: Date | null;
  /** Our user id passed to the checkout (origin.sck / origin.xcod), when present and numeric. */
  ref: number | null;
}

const Envelope = z.object({
  id: z.string().trim().min(1).max(200),
  event: z.string().trim().min(1).max(100),
  creation_date: z.number().finite().optional(),
  creationDate: z.number().finite().optional(),
  data: z.record(z.unknown()),
});

type Json = Record<string, unknown>;

function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!current || typeof current !== "object" || Array.isArray(current)) return undefined;
    current = (current as Json)[key];
  }
  return current;
}

function text(value: unknown): string | null {
  if (typeof value === "string" && value.trim()) return value.trim().slice(0, 500);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Hotmart sends dates as epoch milliseconds, and in one event type as ISO strings. */
function date(value: unknown): Date | null {
  if (typeof value === "number" && Number.isFinite(value) && value > 0) return new Date(value);
  if (typeof value === "string" && value.trim()) {
    const parsed = /^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value);
    return Number.isFinite(parsed) && parsed > 0 ? new Date(parsed) : null;
  }
  return null;
}

function firstOf<T>(...values: Array<T | null>): T | null {
  for (const value of values) if (value !== null) return value;
  return null;
}

function userRef(...values: unknown[]): number | null {
  for (const value of values) {
    const candidate = text(value);
    if (candidate && /^\d{1,12}$/.test(candidate)) return Number(candidate);
  }
  return null;
}

/** The event, or null when the body is not a Hotmart v2 event (answered 400). */
export function parseHotmartEvent(body: unknown, receivedAt = new Date()): HotmartEvent | null {
  const envelope = Envelope.safeParse(body);
  if (!envelope.success) return null;
  const { id, event, data } = envelope.data;
  const purchase = at(data, "purchase");
  const created = envelope.data.creation_date ?? envelope.data.creationDate;
  return {
    id,
    type: event.toUpperCase(),
    eventDate: created ? new Date(created) : receivedAt,
    transaction: text(at(purchase, "transaction")),
    status: text(at(purchase, "status"))?.toUpperCase() ?? null,
    subscriberCode: firstOf(
      text(at(data, "subscription", "subscriber", "code")),
      text(at(data, "subscriber", "code")),
      text(at(data, "subscription", "subscriber_code")),
    ),
    subscriptionId: text(at(data, "subscription", "id")),
    email: firstOf(
      text(at(data, "buyer", "email")),
      text(at(data, "subscriber", "email")),
      text(at(data, "subscription", "user", "email")),
    )?.toLowerCase() ?? null,
    customerName: firstOf(text(at(data, "buyer", "name")), text(at(data, "subscriber", "name"))),
    productId: text(at(data, "product", "id")),
    price: num(at(purchase, "price", "value")),
    paymentType: text(at(purchase, "payment", "type")),
    purchaseDate: date(at(purchase, "order_date")),
    approvedDate: date(at(purchase, "approved_date")),
    cancelDate: date(at(data, "cancellation_date")),
    nextChargeDate: firstOf(
      date(at(purchase, "date_next_charge")),
      date(at(data, "date_next_charge")),
      date(at(data, "subscription", "date_next_charge")),
      date(at(data, "subscription", "dateNextCharge")),
    ),
    ref: userRef(at(purchase, "origin", "sck"), at(purchase, "origin", "xcod"), at(purchase, "origin", "ref")),
  };
}

export function isGrantEvent(type: string): boolean {
  return (HOTMART_GRANT_EVENTS as readonly string[]).includes(type);
}

export function isRevokeEvent(type: string): boolean {
  return (HOTMART_REVOKE_EVENTS as readonly string[]).includes(type);
}

export type HotmartAccessEvent = Pick<HotmartEvent, "type" | "eventDate" | "nextChargeDate" | "approvedDate">;

export interface HotmartAccess {
  isSubscribed: boolean;
  subscriptionEndDate: Date | null;
}

function earliest(a: Date | null, b: Date): Date {
  return a && a.getTime() < b.getTime() ? a : b;
}

/** Until when an approved purchase pays: the next charge (plus grace), else one month from approval. */
function paidUntil(event: HotmartAccessEvent): Date {
  if (event.nextChargeDate) return new Date(event.nextChargeDate.getTime() + HOTMART_RENEWAL_GRACE_MS);
  const start = event.approvedDate ?? event.eventDate;
  return new Date(start.getTime() + HOTMART_PERIOD_MS + HOTMART_RENEWAL_GRACE_MS);
}

/** Applies one event to the access state (events must come in time order). */
export function applyHotmartEvent(state: HotmartAccess, event: HotmartAccessEvent): HotmartAccess {
  if (isGrantEvent(event.type)) return { isSubscribed: true, subscriptionEndDate: paidUntil(event) };
  if (isRevokeEvent(event.type)) return { isSubscribed: false, subscriptionEndDate: event.eventDate };
  if (!state.isSubscribed) return state; // the events below never grant access
  switch (event.type) {
    case "SUBSCRIPTION_CANCELLATION":
      // Cancelled renewals: access until the date the next charge would have been made.
      return { isSubscribed: true, subscriptionEndDate: earliest(state.subscriptionEndDate, event.nextChargeDate ?? event.eventDate) };
    case "PURCHASE_DELAYED":
      return {
        isSubscribed: true,
        subscriptionEndDate: earliest(state.subscriptionEndDate, new Date(event.eventDate.getTime() + HOTMART_DELAY_GRACE_MS)),
      };
    case "UPDATE_SUBSCRIPTION_CHARGE_DATE":
      return event.nextChargeDate && state.subscriptionEndDate
        ? { isSubscribed: true, subscriptionEndDate: new Date(event.nextChargeDate.getTime() + HOTMART_RENEWAL_GRACE_MS) }
        : state;
    default:
      // PURCHASE_PROTEST (refund requested), PURCHASE_EXPIRED, PURCHASE_BILLET_PRINTED, SWITCH_PLAN...:
      // kept for the record; the refund, chargeback or approval that follows decides.
      return state;
  }
}

/** A learner's access from all of their Hotmart events, in Hotmart's time order whatever the arrival order. */
export function hotmartAccess(events: HotmartAccessEvent[]): HotmartAccess {
  return [...events]
    .sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime())
    .reduce(applyHotmartEvent, { isSubscribed: false, subscriptionEndDate: null });
}

/** Order-number verification: whether an order's events make it an approved, still valid purchase. */
export function orderStanding(events: Array<Pick<HotmartEvent, "type" | "eventDate">>): "approved" | "revoked" | "pending" {
  const sorted = [...events].sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime());
  let standing: "approved" | "revoked" | "pending" = "pending";
  for (const event of sorted) {
    if (isGrantEvent(event.type)) standing = "approved";
    else if (isRevokeEvent(event.type)) standing = "revoked";
  }
  return standing;
}

/** Normalises what a learner types as an order number (Hotmart transaction codes are HP + digits). */
export function normalizeOrderNumber(value: string): string {
  return value.trim().replace(/\s+/g, "").toUpperCase();
}

/** Events that change access (the others are only kept for the record). */
export function affectsAccess(type: string): boolean {
  return (
    isGrantEvent(type) ||
    isRevokeEvent(type) ||
    type === "SUBSCRIPTION_CANCELLATION" ||
    type === "PURCHASE_DELAYED" ||
    type === "UPDATE_SUBSCRIPTION_CHARGE_DATE"
  );
}
