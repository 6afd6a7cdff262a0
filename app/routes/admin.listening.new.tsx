import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { AdminPageHeader, buttonClass } from "~/components/admin/admin-ui";
import { AudioForm } from "~/components/admin/audio-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AudioSchema } from "~/lib/admin-validation";
import { requireAdmin } from "~/lib/auth.server";
import { localeFromRequest } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { addAudio } from "~/services/content-admin.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.audio.newPageTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: AudioSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await addAudio({ db: context.db, media: context.cloudflare.env.MEDIA }, submission.value);
  if (!outcome.ok) {
    return data({ result: failureReply(submission, outcome, localeFromRequest(request)) }, { status: outcome.status });
  }
  return redirectWithToast("/admin/listening/audios", { type: "success", title: "admin.audio.added" });
}

export default function NewAudio() {
  const t = useT();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeader
        title={t("admin.audio.newHeading")}
        description={t("admin.audio.newIntro")}
        actions={<Link to="/admin/listening/audio-upload" className={buttonClass.secondary}>{t("admin.audios.upload")}</Link>}
      />
      <AudioForm id="new-audio" lastResult={actionData?.result} submitLabel={t("admin.audio.add")} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
