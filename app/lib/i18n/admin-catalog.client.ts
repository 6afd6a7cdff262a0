/**
 * The admin screens' texts in the browser: loaded once, before hydration on an administrator's page
 * (entry.client.tsx) or before the first client-side navigation into /admin (routes/admin.tsx).
 */
import { registerCatalog, type Locale } from "./index";

let loading: Promise<void> | null = null;

export function loadAdminCatalog(locale: Locale): Promise<void> {
  loading ??= (locale === "pt-BR" ? import("./catalog-admin.pt") : import("./catalog-admin.en")).then(({ catalog }) =>
    registerCatalog(locale, catalog),
  );
  return loading;
}
