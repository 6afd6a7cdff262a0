import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { formatPostDate } from "~/components/blog/format";
import { ShareArticle } from "~/components/blog/share";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { canonicalUrl } from "~/components/marketing/canonical.server";
import { getOptionalUser } from "~/lib/auth.server";
import { getAppUrl } from "~/lib/env.server";
import { translate } from "~/lib/i18n";
import { useLocale, useT } from "~/lib/i18n/react";
import { rootLocale } from "~/lib/meta";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import { getPostBySlug } from "~/models/blog-post.server";
import { renderablePost } from "~/services/blog.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = rootLocale(matches);
  if (!data) {
    return [
      { title: `${translate(locale, "blog.notFoundTitle")} | ${translate(locale, "app.name")}` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { post, canonical, image, site } = data;
  const tags = seoMeta({
    matches,
    title: post.title,
    description: post.metaDescription || post.excerpt,
    keywords: post.metaKeywords,
    canonical,
    image,
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    tags: post.tags,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.metaDescription || post.excerpt,
      ...(image ? { image: [image] } : {}),
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
      dateModified: post.updatedAt,
      ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
      inLanguage: locale,
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
      author: { "@type": "Organization", name: translate(locale, "app.name"), url: site },
      publisher: { "@type": "Organization", name: translate(locale, "app.name"), url: site },
    },
  });
  return post.isPublished ? tags : [...tags, { name: "robots", content: "noindex" }];
};

/** Public: a published article (admins also preview drafts); anything else is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  const found = await getPostBySlug(context.db, String(params.slug));
  if (!found || (!found.isPublished && !user?.isAdmin)) throw new Response("Not Found", { status: 404 });
  const post = renderablePost(found);
  const site = getAppUrl(context.cloudflare.env, request);
  return {
    post: {
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      metaDescription: post.metaDescription,
      metaKeywords: post.metaKeywords,
      featuredImage: post.featuredImage,
      tags: post.tags,
      isPublished: post.isPublished,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
    },
    canonical: post.canonicalUrl || canonicalUrl(context, request, `/blog/${post.slug}`),
    image: absoluteUrl(post.featuredImage, site),
    site,
    signedIn: Boolean(user),
  };
}

/** With JavaScript: one view, 1 s after the article is shown (the server counts once per visitor). */
function useCountView(postId: number, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      fetch(`/api/blog/posts/${postId}/view`, { method: "POST", credentials: "same-origin", keepalive: true }).catch(() => {});
    }, 1000);
    return () => clearTimeout(timer);
  }, [postId, enabled]);
}

const contentClass = [
  "mt-10 max-w-none text-lg leading-relaxed text-slate-800",
  "[&_h1]:mt-10 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:text-brand-700 [&_a]:underline [&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100",
  "[&_code]:font-mono [&_code]:text-[0.9em] [&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:border-slate-300 [&_td]:p-2",
  "[&_hr]:my-8 [&_hr]:border-slate-200",
].join(" ");

export default function BlogArticle() {
  const { post, canonical, signedIn } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  useCountView(post.id, post.isPublished);
  return (
    <article className="mx-auto max-w-3xl">
      <Link to="/blog" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("blog.back")}
      </Link>
      {post.isPublished ? null : (
        <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {t("blog.draftNotice")}
        </p>
      )}
      <header className="mt-6">
        {post.featuredImage ? (
          <img
            src={post.featuredImage}
            alt=""
            width={1200}
            height={630}
            className="mb-8 aspect-[40/21] w-full rounded-2xl bg-slate-100 object-cover"
          />
        ) : null}
        {post.tags.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t("blog.tags")}>
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-xl text-slate-600">{post.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
          {post.publishedAt ? (
            <time dateTime={post.publishedAt} className="text-sm text-slate-600">
              {t("blog.publishedOn", { date: formatPostDate(post.publishedAt, locale) })}
            </time>
          ) : (
            <span />
          )}
          <ShareArticle url={canonical} title={post.title} />
        </div>
      </header>

      <div className={contentClass} data-testid="article-content" dangerouslySetInnerHTML={{ __html: post.content }} />

      <aside className="mt-16 rounded-2xl bg-brand-700 px-6 py-10 text-center text-white" aria-labelledby="cta-title">
        <h2 id="cta-title" className="text-2xl font-bold">{t("blog.ctaTitle")}</h2>
        <p className="mt-2 text-brand-100">{t("blog.ctaText")}</p>
        <Link
          to={signedIn ? "/exercises" : "/auth?tab=register"}
          className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("blog.ctaButton")}
        </Link>
      </aside>

      {post.isPublished ? (
        <noscript>
          <img src={`/api/blog/posts/${post.id}/view`} alt="" width={1} height={1} className="absolute h-px w-px" />
        </noscript>
      ) : null}
    </article>
  );
}

function ArticleNotFound() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">{t("blog.notFoundTitle")}</h1>
      <p className="mt-4 text-slate-600">{t("blog.notFoundText")}</p>
      <Link to="/blog" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
        {t("blog.back")}
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound />;
  return <GeneralErrorBoundary />;
}
