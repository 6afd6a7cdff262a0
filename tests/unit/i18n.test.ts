import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromRequest, translate } from "~/lib/i18n";
import { catalog as englishAdminCatalog } from "~/lib/i18n/catalog-admin.en";
import { catalog as portugueseAdminCatalog } from "~/lib/i18n/catalog-admin.pt";
import { catalog as englishLearnerCatalog } from "~/lib/i18n/catalog.en";
import { catalog as portugueseLearnerCatalog } from "~/lib/i18n/catalog.pt";

const englishCatalog = { ...englishLearnerCatalog, ...englishAdminCatalog };
const portugueseCatalog = { ...portugueseLearnerCatalog, ...portugueseAdminCatalog };

type Area = { en: Record<string, string>; pt: Record<string, string> };
const modules = import.meta.glob("../../app/lib/i18n/messages/*.ts", { eager: true }) as Record<string, Record<string, unknown>>;
const areas: Record<string, Area> = Object.fromEntries(
  Object.entries(modules)
    .filter(([file]) => !/\.(en|pt)\.ts$/.test(file))
    .map(([file, mod]) => [file.split("/").pop()!, ("en" in mod ? mod : Object.values(mod)[0]) as Area]),
);

describe("the message catalog", () => {
  it("keeps the admin screens' areas out of the learner catalog, and no key in both", () => {
    for (const key of Object.keys(englishAdminCatalog)) expect(englishLearnerCatalog, key).not.toHaveProperty([key]);
    expect(Object.keys(portugueseLearnerCatalog).sort()).toEqual(Object.keys(englishLearnerCatalog).sort());
    expect(Object.keys(portugueseAdminCatalog).sort()).toEqual(Object.keys(englishAdminCatalog).sort());
  });

  it("the browser catalogs hold every area but the server-only page content", () => {
    for (const [file, area] of Object.entries(areas)) {
      if (file === "pages.ts") continue;
      for (const key of Object.keys(area.en)) {
        expect(englishCatalog, `${file}: ${key}`).toHaveProperty([key]);
        expect(portugueseCatalog, `${file}: ${key}`).toHaveProperty([key]);
      }
    }
  });

  for (const [name, area] of Object.entries(areas)) {
    it(`${name} has every English key in Portuguese, with the same placeholders`, () => {
      const { en, pt } = area;
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
