/**
 * Form schemas of the payment screens, shared by the browser (Conform) and the server
 * (parseWithZod, POST /api/verify-payment). Messages are catalog keys.
 */
import { z } from "zod";

export const PAYMENT_METHODS = ["card", "hotmart"] as const;

export const SubscribeSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "payments.methodRequired" }) }),
});

export const VerifyPaymentSchema = z.object({
  orderNumber: z
    .string({ required_error: "payments.verify.required", invalid_type_error: "payments.verify.required" })
    .trim()
    .min(1, "payments.verify.required")
    .max(64, "payments.verify.notFound"),
});
