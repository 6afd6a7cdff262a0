import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PostEditor } from "~/components/blog/post-editor";
import { requireAdmin } from "~/lib/auth.server";
import { BlogPostFormSchema } from "~/lib/blog-validation";
import { localeFromRequest } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { failureReply, redirectWithToast } from "~/lib/responses.server";
import { getPostById } from "~/models/blog-post.server";
import { savePost } from "~/services/blog.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "blog.admin.editTitle"),
  { name: "robots", content: "noindex" },
];

function postId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response("Not Found", { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const post = await getPostById(context.db, postId(params));
  if (!post) throw new Response("Not Found", { status: 404 });
  return {
    id: post.id,
    slug: post.slug,
    isPublished: post.isPublished,
    defaults: {
      title: post.title,
      slug: post.slug,
      metaDescription: post.metaDescription,
      metaKeywords: post.metaKeywords ?? "",
      excerpt: post.excerpt,
      content: post.content,
      featuredImage: post.featuredImage ?? "",
      tags: post.tags,
      isPublished: post.isPublished,
    },
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: BlogPostFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await savePost(context.db, submission.value, { authorId: admin.id, id: postId(params) });
  if (!outcome.ok) {
    if (outcome.status === 404) throw new Response("Not Found", { status: 404 });
    return data({ result: failureReply(submission, outcome, localeFromRequest(request)) }, { status: outcome.status });
  }
  return redirectWithToast("/admin/blog/posts", { type: "success", title: "blog.admin.updatedToast" });
}

export default function EditBlogPost() {
  const t = useT();
  const { id, slug, isPublished, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to="/admin/blog/posts" className="text-sm text-brand-700 hover:underline">
          ← {t("blog.admin.backToPosts")}
        </Link>
        {isPublished ? (
          <a href={`/blog/${slug}`} target="_blank" rel="noopener noreferrer" className="text-sm text-brand-700 hover:underline">
            {t("blog.admin.view")}
          </a>
        ) : null}
      </div>
      <h1 className="mb-6 mt-2 text-2xl font-bold">{t("blog.admin.editTitle")}</h1>
      <PostEditor key={id} defaults={defaults} lastResult={actionData?.result} autoSlug={false} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
