/**
 * Form schemas shared by the browser (Conform) and the server (parseWithZod, /api routes).
 * Error messages are message-catalog keys, translated where they are shown; their English texts
 * are the spec's (learner spec section 5).
 */
import { z } from "zod";
import { isValidTimeZone } from "~/domain/practice/activity";

export const UsernameSchema = z
  .string({ required_error: "validation.usernameMin" })
  .trim()
  .min(3, "validation.usernameMin")
  .max(32, "validation.usernameMax")
  .regex(/^[\p{L}\p{N}._-]+$/u, "validation.usernameChars");

export const PasswordSchema = z
  .string({ required_error: "validation.passwordMin" })
  .min(6, "validation.passwordMin")
  .max(128, "validation.passwordMax");

export const EmailSchema = z
  .string({ required_error: "validation.emailInvalid" })
  .trim()
  .toLowerCase()
  .max(254, "validation.emailInvalid")
  .email("validation.emailInvalid");

export const LoginSchema = z.object({
  username: z.string({ required_error: "validation.usernameMin" }).trim().min(3, "validation.usernameMin"),
  password: z.string({ required_error: "validation.passwordMin" }).min(6, "validation.passwordMin"),
  redirectTo: z.string().optional(),
});

export const RegisterSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});

export const ResetTokenSchema = z
  .string({ required_error: "validation.resetTokenInvalid" })
  .trim()
  .min(20, "validation.resetTokenInvalid")
  .max(200, "validation.resetTokenInvalid");

export const ResetPasswordSchema = z
  .object({
    token: ResetTokenSchema,
    password: PasswordSchema,
    confirmPassword: z
      .string({ required_error: "validation.passwordMin" })
      .min(6, "validation.passwordMin"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "validation.passwordsDontMatch",
    path: ["confirmPassword"],
  });

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ required_error: "validation.forgotEmailInvalid" })
    .trim()
    .toLowerCase()
    .email("validation.forgotEmailInvalid"),
});

export const VerificationCodeSchema = z.object({
  code: z
    .string({ required_error: "validation.codeInvalid" })
    .trim()
    .regex(/^\d{6}$/, "validation.codeInvalid"),
});

export const ProfileSchema = z.object({
  name: z.string().trim().min(2, "validation.nameMin").max(80, "validation.nameMax").optional(),
  email: EmailSchema.optional(),
  /** IANA time zone, for counting active days (set by the browser with JavaScript, or here). */
  timeZone: z.string().trim().max(64).refine(isValidTimeZone, "validation.timeZoneInvalid").optional(),
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ required_error: "validation.passwordMin" })
      .min(6, "validation.passwordMin"),
    newPassword: PasswordSchema,
    confirmPassword: z
      .string({ required_error: "validation.passwordMin" })
      .min(6, "validation.passwordMin"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "validation.passwordsDontMatch",
    path: ["confirmPassword"],
  });

/** Only same-site relative paths are accepted as redirect targets. */
export function safeRedirect(to: unknown, fallback = "/exercises"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  return to;
}
