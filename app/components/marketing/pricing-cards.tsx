import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { MessageKey } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { Icon } from "./icons";

const freeFeatures: MessageKey[] = [
  "landing.plan.free.f1",
  "landing.plan.free.f2",
  "landing.plan.free.f3",
  "landing.plan.free.f4",
];
const premiumFeatures: MessageKey[] = [
  "landing.plan.premium.f1",
  "landing.plan.premium.f2",
  "landing.plan.premium.f3",
  "landing.plan.premium.f4",
  "landing.plan.premium.f5",
];

function FeatureList({ items }: { items: MessageKey[] }) {
  const t = useT();
  return (
    <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
      {items.map((key) => (
        <li key={key} className="flex gap-2">
          <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
          <span>{t(key)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Free Trial and Premium cards. The caller picks where the buttons go (the landing page only
 * shows them to visitors: /auth and /subscribe). /subscribe puts its payment form in place of the
 * Premium button (`premiumAction`) and labels the free button "Start Free Trial" (`freeLabel`).
 */
export function PricingCards({
  freeTo,
  premiumTo,
  freeLabel,
  premiumAction,
}: {
  freeTo: string;
  premiumTo?: string;
  freeLabel?: string;
  premiumAction?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 sm:p-8" data-testid="plan-free">
        <h3 className="text-lg font-semibold text-slate-900">{t("landing.plan.free.name")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("landing.plan.free.tagline")}</p>
        <p className="mt-6 text-4xl font-bold tracking-tight text-slate-900">{t("landing.plan.free.price")}</p>
        <FeatureList items={freeFeatures} />
        <Link
          to={freeTo}
          className="mt-8 block rounded-md border border-brand-600 px-4 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50"
        >
          {freeLabel ?? t("landing.plan.free.cta")}
        </Link>
      </div>
      <div
        className="relative flex flex-col rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg sm:p-8"
        data-testid="plan-premium"
      >
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
          {t("landing.plan.premium.badge")}
        </p>
        <h3 className="text-lg font-semibold text-slate-900">{t("landing.plan.premium.name")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("landing.plan.premium.tagline")}</p>
        <p className="mt-6 text-slate-900">
          <span className="text-4xl font-bold tracking-tight">{t("landing.plan.premium.price")}</span>
          <span className="text-base font-medium text-slate-600">{t("landing.plan.premium.period")}</span>
        </p>
        <FeatureList items={premiumFeatures} />
        {premiumAction ?? (
          <Link
            to={premiumTo ?? "/subscribe"}
            className="mt-8 block rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
          >
            {t("landing.plan.premium.cta")}
          </Link>
        )}
      </div>
    </div>
  );
}
