import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromRequest, translate } from "~/lib/i18n";
import { accountMessages } from "~/lib/i18n/messages/accounts";
import { adminMessages } from "~/lib/i18n/messages/admin";
import { adminPromptMessages } from "~/lib/i18n/messages/admin-prompts";
import { blogMessages } from "~/lib/i18n/messages/blog";
import { paymentMessages } from "~/lib/i18n/messages/payments";
import { commonMessages } from "~/lib/i18n/messages/common";
import { fullTestMessages } from "~/lib/i18n/messages/full-test";
import { gradingMessages } from "~/lib/i18n/messages/grading";
import { pageMessages } from "~/lib/i18n/messages/pages";
import { practiceMessages } from "~/lib/i18n/messages/practice";

describe("the message catalog", () => {
  const areas = { accountMessages, adminMessages, adminPromptMessages, blogMessages, commonMessages, fullTestMessages, gradingMessages, pageMessages, paymentMessages, practiceMessages };
  for (const [name, area] of Object.entries(areas)) {
    it(`${name} has every English key in Portuguese, with the same placeholders`, () => {
      const en = area.en as Record<string, string>;
      const pt = area.pt as Record<string, string>;
      expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(pt[key]), key).toEqual(placeholders(en[key]));
        if (en[key].trim()) expect(pt[key].trim(), key).not.toBe("");
      }
    });
  }

  it("fills placeholders and leaves unknown keys as they are", () => {
    expect(translate("en", "toast.loginSuccessText", { name: "Ana" })).toBe("Welcome back, Ana!");
    expect(translate("pt-BR", "toast.loginSuccessText", { name: "Ana" })).toBe("Bem-vindo de volta, Ana!");
    expect(translate("en", "A message from the server")).toBe("A message from the server");
  });

  it("keeps the spec's exact English texts", () => {
    expect(translate("en", "validation.usernameMin")).toBe("Username must be at least 3 characters");
    expect(translate("en", "validation.passwordsDontMatch")).toBe("Passwords don't match");
    expect(translate("en", "forgot.success")).toBe(
      "If a user with this email exists, you will receive a token to reset your password.",
    );
  });
});

describe("choosing the language", () => {
  it("reads Accept-Language by quality", () => {
    expect(localeFromAcceptLanguage("pt-BR,pt;q=0.9,en;q=0.8")).toBe("pt-BR");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("de-DE,pt;q=0.5,en;q=0.7")).toBe("en");
    expect(localeFromAcceptLanguage("fr")).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });

  it("prefers the cookie, then the header, then English", () => {
    const req = (headers: Record<string, string>) => new Request("http://x/", { headers });
    expect(localeFromRequest(req({ Cookie: "lang=pt-BR", "Accept-Language": "en" }))).toBe("pt-BR");
    expect(localeFromRequest(req({ Cookie: "lang=xx", "Accept-Language": "pt" }))).toBe("pt-BR");
    expect(localeFromRequest(req({}))).toBe("en");
  });
});
