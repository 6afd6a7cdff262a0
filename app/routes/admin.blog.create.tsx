import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PostEditor } from "~/components/blog/post-editor";
import { requireAdmin } from "~/lib/auth.server";
import { BlogPostFormSchema } from "~/lib/blog-validation";
import { localeFromRequest } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { savePost } from "~/services/blog.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "blog.admin.createTitle"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: BlogPostFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await savePost(context.db, submission.value, { authorId: admin.id });
  if (!outcome.ok) {
    return data({ result: failureReply(submission, outcome, localeFromRequest(request)) }, { status: outcome.status });
  }
  return redirectWithToast("/admin/blog/posts", { type: "success", title: "blog.admin.createdToast" });
}

const empty = {
  title: "",
  slug: "",
  metaDescription: "",
  metaKeywords: "",
  excerpt: "",
  content: "",
  featuredImage: "",
  tags: [],
  isPublished: false,
};

export default function CreateBlogPost() {
  const t = useT();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/admin/blog/posts" className="text-sm text-brand-700 hover:underline">
        ← {t("blog.admin.backToPosts")}
      </Link>
      <h1 className="mb-6 mt-2 text-2xl font-bold">{t("blog.admin.createTitle")}</h1>
      <PostEditor defaults={empty} lastResult={actionData?.result} autoSlug />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
