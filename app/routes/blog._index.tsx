import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PostCard } from "~/components/blog/post-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { canonicalUrl } from "~/components/marketing/canonical.server";
import { isPopular, pageCount, parsePage, popularThreshold, POSTS_PER_PAGE } from "~/domain/blog";
import { getOptionalUser } from "~/lib/auth.server";
import { translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { rootLocale } from "~/lib/meta";
import { seoMeta } from "~/lib/seo";
import { countPublishedPosts, listPublishedPosts, listPublishedViewCounts } from "~/models/blog-post.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = rootLocale(matches);
  const base = translate(locale, "blog.metaTitle");
  return seoMeta({
    matches,
    title: data && data.page > 1 ? `${base} (${translate(locale, "blog.pageTitle", { page: data.page })})` : base,
    description: translate(locale, "blog.metaDescription"),
    keywords: translate(locale, "blog.metaKeywords"),
    canonical: data?.canonical,
  });
};

/** Public: the published posts, newest first, POSTS_PER_PAGE a page; page 1 opens with the featured one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await getOptionalUser(request, context);
  const url = new URL(request.url);
  const [total, counts] = await Promise.all([countPublishedPosts(context.db), listPublishedViewCounts(context.db)]);
  const pages = pageCount(total);
  const page = parsePage(url.searchParams.get("page"), pages);
  const posts = await listPublishedPosts(context.db, { limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE });
  const threshold = popularThreshold(counts);
  return {
    page,
    pages,
    canonical: canonicalUrl(context, request, page > 1 ? `/blog?page=${page}` : "/blog"),
    posts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      featuredImage: p.featuredImage,
      publishedAt: (p.publishedAt ?? p.createdAt).toISOString(),
      tags: p.tags,
      popular: isPopular(p.viewCount, threshold),
    })),
  };
}

export default function BlogIndex() {
  const { posts, page, pages } = useLoaderData<typeof loader>();
  const t = useT();
  const featured = page === 1 ? posts[0] : null;
  const rest = page === 1 ? posts.slice(1) : posts;
  return (
    <div>
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t("blog.heading")}</h1>
        <p className="mt-3 text-lg text-slate-600">{t("blog.intro")}</p>
      </header>

      {posts.length === 0 ? (
        <section className="mx-auto mt-12 max-w-md rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{t("blog.empty")}</h2>
          <p className="mt-2 text-slate-600">{t("blog.emptyText")}</p>
        </section>
      ) : null}

      {featured ? (
        <section aria-labelledby="featured-heading" className="mt-12">
          <h2 id="featured-heading" className="mb-4 text-sm font-semibold uppercase tracking-wide text-brand-700">
            {t("blog.featured")}
          </h2>
          <PostCard post={featured} featured />
        </section>
      ) : null}

      {rest.length ? (
        <section aria-labelledby="recent-heading" className="mt-12">
          <h2 id="recent-heading" className="mb-4 text-2xl font-bold text-slate-900">
            {t("blog.recent")}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((post) => (
              <li key={post.id} className="flex">
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {pages > 1 ? (
        <nav aria-label={t("blog.pagination")} className="mt-12 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={page === 2 ? "/blog" : `/blog?page=${page - 1}`} rel="prev" className="font-semibold text-brand-700 hover:underline">
              ← {t("blog.newer")}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-600">{t("blog.pageOf", { page, pages })}</p>
          {page < pages ? (
            <Link to={`/blog?page=${page + 1}`} rel="next" className="font-semibold text-brand-700 hover:underline">
              {t("blog.older")} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
