import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { canonicalUrl } from "~/components/marketing/canonical.server";
import { getOptionalUser } from "~/lib/auth.server";
import { createMailer } from "~/lib/mailer.server";
import { getAppUrl } from "~/lib/env.server";
import { ContactSchema } from "~/lib/contact-validation";
import { DEFAULT_LOCALE, localeFromRequest, translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { clientIp } from "~/lib/rate-limit.server";
import { submitContactMessage } from "~/services/contact.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({ matches, title: "contact.metaTitle", description: "contact.metaDescription", canonical: data?.canonical });

/** Public. `?sent=1` is where a sent message lands (post/redirect/get). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  return {
    canonical: canonicalUrl(context, request, "/contact"),
    sent: new URL(request.url).searchParams.get("sent") === "1",
    defaults: { name: user?.name ?? "", email: user?.email ?? "" },
  };
}

type Errors = Partial<Record<"name" | "email" | "subject" | "message" | "form", string[]>>;

/**
 * The server validates (the page ships no validation library): on missing fields the page answers
 * 400 with "Missing information" and a message under each field.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getOptionalUser(request, context);
  const locale = localeFromRequest(request);
  const form = Object.fromEntries(await request.formData());
  const values = {
    name: String(form.name ?? ""),
    email: String(form.email ?? ""),
    subject: String(form.subject ?? ""),
    message: String(form.message ?? ""),
  };
  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Errors = {};
    for (const issue of parsed.error.issues) (errors[issue.path[0] as keyof Errors] ??= [translate(locale, issue.message)]);
    const missing = parsed.error.issues.some((i) => i.message.endsWith("Required"));
    return data({ values, errors, missing }, { status: 400 });
  }
  const env = context.cloudflare.env;
  const outcome = await submitContactMessage(
    { db: context.db, mailer: createMailer(env, context.db), ip: clientIp(request), appUrl: getAppUrl(env, request), locale: DEFAULT_LOCALE },
    parsed.data,
    user?.id ?? null,
  );
  if (!outcome.ok) {
    return data(
      { values, errors: { form: [translate(locale, outcome.error, outcome.params)] } as Errors, missing: false },
      { status: outcome.status },
    );
  }
  return redirect("/contact?sent=1", 303);
}

const inputClass =
  "w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-500";

function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} className="min-h-5 text-sm text-red-700">
      {errors?.map((e) => <p key={e}>{e}</p>)}
    </div>
  );
}

function Sent() {
  const t = useT();
  return (
    <section role="status" className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center">
      <h2 className="text-2xl font-bold text-green-900">{t("contact.sentTitle")}</h2>
      <p className="mt-2 text-green-900">{t("contact.sentText")}</p>
      <Link to="/contact" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("contact.sendAnother")}
      </Link>
    </section>
  );
}

export default function ContactPage() {
  const { sent, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const errors: Errors = actionData?.errors ?? {};
  const values = actionData?.values ?? { ...defaults, subject: "", message: "" };
  const field = (name: "name" | "email" | "subject" | "message") => ({
    id: `contact-${name}`,
    name,
    defaultValue: values[name],
    "aria-invalid": errors[name]?.length ? true : undefined,
    "aria-describedby": `contact-${name}-error`,
    className: inputClass,
  });
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("contact.heading")}</h1>
      <p className="mt-3 text-slate-600">{t("contact.intro")}</p>
      <div className="mt-8">
        {sent ? (
          <Sent />
        ) : (
          <Form method="post" noValidate className="flex flex-col gap-3" aria-describedby="contact-form-error">
            <div id="contact-form-error">
              {actionData?.missing ? (
                <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  <p className="font-semibold">{t("contact.missingTitle")}</p>
                  <p>{t("contact.missingText")}</p>
                </div>
              ) : errors.form ? (
                <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  {errors.form.map((e) => <p key={e}>{e}</p>)}
                </div>
              ) : null}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <label htmlFor="contact-name" className="text-sm font-medium text-slate-800">{t("contact.name")}</label>
                <input {...field("name")} type="text" autoComplete="name" required maxLength={100} />
                <FieldErrors id="contact-name-error" errors={errors.name} />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="contact-email" className="text-sm font-medium text-slate-800">{t("contact.email")}</label>
                <input {...field("email")} type="email" autoComplete="email" required maxLength={254} />
                <FieldErrors id="contact-email-error" errors={errors.email} />
              </div>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="contact-subject" className="text-sm font-medium text-slate-800">
                {t("contact.subject")} <span className="font-normal text-slate-500">{t("contact.optional")}</span>
              </label>
              <input {...field("subject")} type="text" maxLength={200} />
              <FieldErrors id="contact-subject-error" errors={errors.subject} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="contact-message" className="text-sm font-medium text-slate-800">{t("contact.message")}</label>
              <textarea {...field("message")} rows={6} required maxLength={5000} />
              <FieldErrors id="contact-message-error" errors={errors.message} />
            </div>
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className="self-start rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {navigation.state === "submitting" ? t("form.submitting") : t("contact.send")}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
