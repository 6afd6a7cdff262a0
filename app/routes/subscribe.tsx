import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/forms";
import { PricingCards } from "~/components/marketing/pricing-cards";
import { hasPremiumAccess } from "~/domain/access";
import { getOptionalUser, requireUser } from "~/lib/auth.server";
import { getAppUrl } from "~/lib/env.server";
import { localeFromRequest, type MessageKey } from "~/lib/i18n";
import { contentMessages } from "~/lib/i18n/content.server";
import { ContentMessagesProvider, useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { SubscribeSchema } from "~/lib/payment-schemas";
import { redirectWithToast } from "~/lib/responses.server";
import { hotmartCheckoutUrl, startCardCheckout } from "~/services/checkout.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "payments.pageTitle");

/** Visitors see the plans too (and are sent to /auth to subscribe); signed-in users must be verified. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  if (user && !user.emailVerified) throw redirect("/email-verification");
  return {
    signedIn: Boolean(user),
    premium: user ? hasPremiumAccess(user) : false,
    canceled: new URL(request.url).searchParams.get("canceled") === "1",
    messages: contentMessages(localeFromRequest(request), ["landing.plan."]),
  };
}

/** Card: a Stripe Checkout Session; Hotmart: its checkout link. Either way a 303 to the provider. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: SubscribeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const env = context.cloudflare.env;
  const outcome =
    submission.value.method === "card"
      ? await startCardCheckout({ env, appUrl: getAppUrl(env, request) }, user)
      : hotmartCheckoutUrl(env, user);
  if (outcome.ok) return redirect(outcome.url, 303);
  if (outcome.error === "payments.alreadySubscribed") {
    return redirectWithToast("/subscribe", { type: "info", title: outcome.error });
  }
  return redirectWithToast("/subscribe", { type: "error", title: "payments.error", description: outcome.error });
}

function SubscribeForm({ premium }: { premium: boolean }) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "subscribe-form",
    lastResult: actionData?.result,
    defaultValue: { method: "card" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SubscribeSchema }),
  });
  const redirecting = navigation.state !== "idle" && navigation.formAction === "/subscribe";
  const methods: Array<{ value: string; label: MessageKey; hint: MessageKey }> = [
    { value: "card", label: "payments.methodCard", hint: "payments.methodCardHint" },
    { value: "hotmart", label: "payments.methodHotmart", hint: "payments.methodHotmartHint" },
  ];
  return (
    <Form method="post" action="/subscribe" {...getFormProps(form)} className="mt-8 flex flex-col gap-3">
      <fieldset disabled={premium} aria-describedby={fields.method.errorId}>
        <legend className="text-sm font-semibold text-slate-800">{t("payments.methodLegend")}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {methods.map((method) => (
            <label
              key={method.value}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={fields.method.name}
                value={method.value}
                defaultChecked={fields.method.initialValue === method.value}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{t(method.label)}</span>
                <span className="block text-xs text-slate-600">{t(method.hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <ErrorList id={fields.method.errorId} errors={fields.method.errors} />
      <button
        type="submit"
        disabled={premium || redirecting}
        className="block rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {premium ? t("payments.alreadySubscribedButton") : redirecting ? t("payments.redirecting") : t("payments.subscribe")}
      </button>
    </Form>
  );
}

function SignInToSubscribe() {
  const t = useT();
  return (
    <div className="mt-8">
      <Link
        to={`/auth?redirectTo=${encodeURIComponent("/subscribe")}`}
        className="block rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
      >
        {t("payments.signInToSubscribe")}
      </Link>
      <p className="mt-2 text-center text-xs text-slate-600">{t("payments.signInHint")}</p>
    </div>
  );
}

const FAQ: Array<[MessageKey, MessageKey]> = [
  ["payments.faq.free.q", "payments.faq.free.a"],
  ["payments.faq.cancel.q", "payments.faq.cancel.a"],
  ["payments.faq.guarantee.q", "payments.faq.guarantee.a"],
  ["payments.faq.methods.q", "payments.faq.methods.a"],
  ["payments.faq.hotmart.q", "payments.faq.hotmart.a"],
];

function SubscribePage() {
  const { signedIn, premium, canceled } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-12">
      <div>
        <Link to="/exercises" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t("payments.backToExercises")}
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("payments.heading")}</h1>
        <p className="mt-2 text-slate-600">{t("payments.intro")}</p>
      </div>
      {canceled ? (
        <div role="status" className="rounded-lg border border-slate-300 bg-slate-50 p-4">
          <p className="font-semibold text-slate-900">{t("payments.canceledTitle")}</p>
          <p className="text-sm text-slate-700">{t("payments.canceledText")}</p>
        </div>
      ) : null}
      <PricingCards
        freeTo="/exercises"
        freeLabel={t("payments.startFreeTrial")}
        premiumAction={signedIn ? <SubscribeForm premium={premium} /> : <SignInToSubscribe />}
      />
      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
        <h2 id="faq-title" className="text-2xl font-bold text-slate-900">{t("payments.faqHeading")}</h2>
        <dl className="mt-6 divide-y divide-slate-200">
          {FAQ.map(([question, answer]) => (
            <div key={question} className="py-4">
              <dt className="font-semibold text-slate-900">{t(question)}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-slate-600">{t(answer)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

export default function Subscribe() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <ContentMessagesProvider messages={messages}>
      <SubscribePage />
    </ContentMessagesProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
