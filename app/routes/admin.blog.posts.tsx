import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { formatPostDate } from "~/components/blog/format";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import { useLocale, useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/responses.server";
import { deletePost, getBlogStats, getPostById, listAllPosts } from "~/models/blog-post.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "blog.admin.postsTitle"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const deleteId = Number(new URL(request.url).searchParams.get("delete"));
  const [stats, posts, toDelete] = await Promise.all([
    getBlogStats(context.db),
    listAllPosts(context.db),
    Number.isInteger(deleteId) && deleteId > 0 ? getPostById(context.db, deleteId) : null,
  ]);
  return {
    stats,
    posts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      isPublished: p.isPublished,
      viewCount: p.viewCount,
      tags: p.tags,
      createdAt: p.createdAt.toISOString(),
    })),
    toDelete: toDelete ? { id: toDelete.id, title: toDelete.title } : null,
  };
}

const DeleteSchema = z.object({ intent: z.literal("delete"), id: z.coerce.number().int().positive() });

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = DeleteSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  if (!(await deletePost(context.db, parsed.data.id))) throw new Response("Not Found", { status: 404 });
  return redirectWithToast("/admin/blog/posts", { type: "success", title: "blog.admin.deletedToast" });
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function DeleteConfirmation({ post }: { post: { id: number; title: string } }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <section
      id="delete-confirm"
      role="alertdialog"
      aria-labelledby="delete-title"
      aria-describedby="delete-text"
      className="mb-6 rounded-xl border border-red-200 bg-red-50 p-5"
    >
      <h2 id="delete-title" className="text-lg font-semibold text-red-900">
        {t("blog.admin.deleteTitle")}
      </h2>
      <p id="delete-text" className="mt-1 text-red-900">
        {t("blog.admin.deleteText", { title: post.title })}
      </p>
      <Form method="post" action="/admin/blog/posts" className="mt-4 flex gap-3">
        <input type="hidden" name="id" value={post.id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          disabled={navigation.state !== "idle"}
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t("blog.admin.deleteConfirm")}
        </button>
        <Link to="/admin/blog/posts" className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-700">
          {t("blog.admin.cancel")}
        </Link>
      </Form>
    </section>
  );
}

export default function AdminBlogPosts() {
  const { stats, posts, toDelete } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  return (
    <div>
      <Link to="/admin/dashboard" className="text-sm text-brand-700 hover:underline">
        ← {t("blog.admin.backToDashboard")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t("blog.admin.postsTitle")}</h1>
          <p className="text-slate-600">{t("blog.admin.intro")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/admin/contact" className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50">
            {t("contact.admin.title")}
          </Link>
          <Link to="/admin/blog/create" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("blog.admin.newPost")}
          </Link>
        </div>
      </div>

      <dl className="my-6 grid gap-4 sm:grid-cols-3">
        <StatCard label={t("blog.admin.totalPosts")} value={stats.total} />
        <StatCard label={t("blog.admin.published")} value={stats.published} />
        <StatCard label={t("blog.admin.totalViews")} value={stats.views} />
      </dl>

      {toDelete ? <DeleteConfirmation post={toDelete} /> : null}

      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">{t("blog.admin.colTitle")}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t("blog.admin.colStatus")}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t("blog.admin.colViews")}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t("blog.admin.colTags")}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t("blog.admin.colCreated")}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t("blog.admin.colActions")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {posts.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-8 text-center text-slate-600">{t("blog.admin.empty")}</td>
              </tr>
            ) : null}
            {posts.map((post) => (
              <tr key={post.id} data-testid="blog-post-row">
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{post.title}</p>
                  <p className="font-mono text-xs text-slate-500">/{post.slug}</p>
                </td>
                <td className="px-4 py-3">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${post.isPublished ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}
                  >
                    {post.isPublished ? t("blog.admin.statusPublished") : t("blog.admin.statusDraft")}
                  </span>
                </td>
                <td className="px-4 py-3 tabular-nums" data-testid="blog-post-views">{post.viewCount}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1">
                    {post.tags.slice(0, 2).map((tag) => (
                      <span key={tag} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800">{tag}</span>
                    ))}
                    {post.tags.length > 2 ? (
                      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                        {t("blog.admin.moreTags", { count: post.tags.length - 2 })}
                      </span>
                    ) : null}
                  </div>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatPostDate(post.createdAt, locale)}</td>
                <td className="px-4 py-3">
                  <div className="flex gap-3 whitespace-nowrap">
                    {post.isPublished ? (
                      <a
                        href={`/blog/${post.slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t("blog.admin.viewLabel", { title: post.title })}
                        className="font-medium text-brand-700 hover:underline"
                      >
                        {t("blog.admin.view")}
                      </a>
                    ) : null}
                    <Link
                      to={`/admin/blog/edit/${post.id}`}
                      aria-label={t("blog.admin.editLabel", { title: post.title })}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {t("blog.admin.edit")}
                    </Link>
                    <Link
                      to={`/admin/blog/posts?delete=${post.id}#delete-confirm`}
                      aria-label={t("blog.admin.deleteLabel", { title: post.title })}
                      className="font-medium text-red-700 hover:underline"
                    >
                      {t("blog.admin.delete")}
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
