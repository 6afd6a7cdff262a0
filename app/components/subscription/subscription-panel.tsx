import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, SubmitButton } from "~/components/forms";
import type { SubscriptionSummary } from "~/domain/subscription/status";
import type { MessageKey } from "~/lib/i18n";
import { useLocale, useT } from "~/lib/i18n/react";
import { VerifyPaymentSchema } from "~/lib/payment-schemas";

/** The intent of the order-number form, handled by the page's action (see profile.tsx). */
export const VERIFY_PAYMENT_INTENT = "verify-payment";

const STATUS_LABEL: Record<SubscriptionSummary["status"], MessageKey> = {
  premium: "payments.statusPremium",
  free: "payments.statusFree",
  expired: "payments.statusExpired",
  withheld: "payments.statusWithheld",
};

function VerifyPaymentForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "verify-payment-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VerifyPaymentSchema }),
    shouldRevalidate: "onInput",
  });
  const serverFailed = Boolean(lastResult?.status === "error" && lastResult.error && Object.keys(lastResult.error).length);
  return (
    <Form method="post" action="/profile" {...getFormProps(form)} className="flex flex-col gap-3">
      <h3 className="font-semibold text-slate-900">{t("payments.verifyHeading")}</h3>
      <p className="text-sm text-slate-600">{t("payments.verifyIntro")}</p>
      <input type="hidden" name="intent" value={VERIFY_PAYMENT_INTENT} />
      {serverFailed && fields.orderNumber.errors?.length ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t("payments.verifyFailed")}
        </p>
      ) : null}
      <Field
        label={t("payments.orderNumber")}
        inputProps={{ ...getInputProps(fields.orderNumber, { type: "text" }), autoComplete: "off", spellCheck: false }}
        errors={fields.orderNumber.errors}
      />
      <SubmitButton pending={navigation.formData?.get("intent") === VERIFY_PAYMENT_INTENT}>
        {t("payments.verifySubmit")}
      </SubmitButton>
    </Form>
  );
}

/**
 * The profile's subscription section: plan status, paid-through or end date, managing or
 * cancelling (Stripe portal, Hotmart account), and order-number verification for Hotmart buyers.
 */
export function SubscriptionPanel({
  subscription,
  verifyResult,
}: {
  subscription: SubscriptionSummary;
  verifyResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const locale = useLocale();
  const date = subscription.endDate
    ? new Date(subscription.endDate).toLocaleDateString(locale, { dateStyle: "long", timeZone: "UTC" })
    : null;
  const premium = subscription.status === "premium";
  return (
    <section className="rounded-xl border border-slate-200 p-5" aria-labelledby="subscription-heading" data-testid="subscription-panel">
      <h2 id="subscription-heading" className="text-lg font-semibold">{t("payments.subscriptionHeading")}</h2>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <p className="text-xl font-bold text-slate-900">{t(STATUS_LABEL[subscription.status])}</p>
          {date && premium ? <p className="text-sm text-slate-700">{t("payments.paidThrough", { date })}</p> : null}
          {date && subscription.status === "expired" ? (
            <p className="text-sm text-slate-700">{t("payments.endedOn", { date })}</p>
          ) : null}
          {subscription.status === "withheld" ? <p className="text-sm text-red-800">{t("payments.withheldText")}</p> : null}
          {subscription.provider === "stripe" ? (
            <p className="text-sm text-slate-600">{t("payments.providerStripe")}</p>
          ) : subscription.provider === "hotmart" ? (
            <p className="text-sm text-slate-600">{t("payments.providerHotmart", { order: subscription.orderNumber ?? "" })}</p>
          ) : null}
          {premium ? <p className="text-xs text-slate-500">{t("payments.renewalNote")}</p> : null}
          <div className="flex flex-wrap gap-2">
            {subscription.provider === "stripe" ? (
              <Form method="post" action="/subscribe/portal">
                <button type="submit" className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">
                  {t("payments.manage")}
                </button>
              </Form>
            ) : null}
            {subscription.provider === "hotmart" ? (
              <a
                href="https://consumer.hotmart.com/"
                rel="noopener noreferrer"
                target="_blank"
                className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
              >
                {t("payments.manageHotmart")}
              </a>
            ) : null}
            {premium ? null : (
              <Link to="/subscribe" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white">
                {t("payments.seePlans")}
              </Link>
            )}
          </div>
        </div>
        {premium ? null : <VerifyPaymentForm lastResult={verifyResult} />}
      </div>
    </section>
  );
}
