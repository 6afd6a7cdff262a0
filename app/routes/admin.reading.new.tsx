import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { AdminPageHeader, buttonClass } from "~/components/admin/admin-ui";
import { PassageForm } from "~/components/admin/passage-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PassageSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { addPassage } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.passage.newPageTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: PassageSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await addPassage(context.db, submission.value);
  if (!outcome.ok) return data({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status });
  return redirectWithToast(`/admin/reading/questions/${outcome.id}`, { type: "success", title: "admin.passage.createdReading" });
}

export default function NewReadingPassage() {
  const t = useT();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeader
        title={t("admin.passage.newHeading")}
        description={t("admin.passage.newIntro")}
        actions={<Link to="/admin/reading/passages" className={buttonClass.secondary}>{t("admin.passage.allPassages")}</Link>}
      />
      <PassageForm id="new-passage" lastResult={actionData?.result} submitLabel={t("admin.passage.create")} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
