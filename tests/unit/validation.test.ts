import { describe, expect, it } from "vitest";
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  safeRedirect,
  VerificationCodeSchema,
} from "~/lib/validation";

const messages = (result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);

describe("form rules of the learner spec", () => {
  it("login: username 3+, password 6+", () => {
    expect(messages(LoginSchema.safeParse({ username: "ab", password: "12345" }))).toEqual([
      "username:validation.usernameMin",
      "password:validation.passwordMin",
    ]);
    expect(LoginSchema.safeParse({ username: "abc", password: "123456" }).success).toBe(true);
  });

  it("register: also a valid email, normalised to lower case", () => {
    expect(messages(RegisterSchema.safeParse({ username: "abc", email: "x@", password: "123456" }))).toEqual([
      "email:validation.emailInvalid",
    ]);
    const ok = RegisterSchema.parse({ username: " abc ", email: " A@B.COM ", password: "123456" });
    expect(ok).toEqual({ username: "abc", email: "a@b.com", password: "123456" });
    expect(RegisterSchema.safeParse({ username: "a b<c", email: "a@b.com", password: "123456" }).success).toBe(false);
  });

  it("reset: token 20+, passwords 6+ and equal, mismatch on the confirmation", () => {
    expect(messages(ResetPasswordSchema.safeParse({ token: "short", password: "123456", confirmPassword: "123456" }))).toEqual([
      "token:validation.resetTokenInvalid",
    ]);
    expect(
      messages(ResetPasswordSchema.safeParse({ token: "x".repeat(20), password: "123456", confirmPassword: "1234567" })),
    ).toEqual(["confirmPassword:validation.passwordsDontMatch"]);
  });

  it("forgot password: a valid email", () => {
    expect(messages(ForgotPasswordSchema.safeParse({ email: "nope" }))).toEqual(["email:validation.forgotEmailInvalid"]);
  });

  it("verification code: exactly 6 digits", () => {
    for (const bad of ["12345", "1234567", "12a456", "", " 12 345"]) {
      expect(VerificationCodeSchema.safeParse({ code: bad }).success, bad).toBe(false);
    }
    expect(VerificationCodeSchema.safeParse({ code: "012345" }).success).toBe(true);
  });

  it("profile: both fields optional, name 2+, email valid", () => {
    expect(ProfileSchema.safeParse({}).success).toBe(true);
    expect(messages(ProfileSchema.safeParse({ name: "A", email: "x" }))).toEqual([
      "name:validation.nameMin",
      "email:validation.emailInvalid",
    ]);
  });

  it("change password: all 6+, new and confirm equal", () => {
    expect(
      messages(ChangePasswordSchema.safeParse({ currentPassword: "123456", newPassword: "abcdef", confirmPassword: "abcdeg" })),
    ).toEqual(["confirmPassword:validation.passwordsDontMatch"]);
  });
});

describe("safeRedirect", () => {
  it("accepts same-site paths only", () => {
    expect(safeRedirect("/profile")).toBe("/profile");
    expect(safeRedirect("//evil.example")).toBe("/exercises");
    expect(safeRedirect("/\\evil.example")).toBe("/exercises");
    expect(safeRedirect("https://evil.example")).toBe("/exercises");
    expect(safeRedirect(undefined, "/")).toBe("/");
  });
});
