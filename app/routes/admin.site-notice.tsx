import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SubmitButton } from "~/components/forms";
import { requireAdmin } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { getSetting, setSetting, SITE_NOTICE_KEY } from "~/models/site-settings.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "notice.pageTitle");

const NoticeSchema = z.object({ notice: z.string().trim().max(1000, "notice.tooLong").optional() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { notice: (await getSetting(context.db, SITE_NOTICE_KEY)) ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: NoticeSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await setSetting(context.db, SITE_NOTICE_KEY, submission.value.notice ?? null);
  return redirectWithToast("/admin/site-notice", { type: "success", title: "notice.saved" });
}

export default function SiteNotice() {
  const { notice } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const t = useT();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { notice },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NoticeSchema }),
  });
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">{t("notice.heading")}</h1>
      <p className="mt-2 text-slate-600">{t("notice.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-3">
        <label htmlFor={fields.notice.id} className="text-sm font-medium">{t("notice.label")}</label>
        <textarea {...getTextareaProps(fields.notice)} rows={5} className="rounded-md border border-slate-300 p-3" />
        <ErrorList errors={fields.notice.errors} />
        <SubmitButton>{t("notice.save")}</SubmitButton>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
