import { Link } from "@remix-run/react";
import { formatPostDate } from "~/components/blog/format";
import { useLocale, useT } from "~/lib/i18n/react";

export interface PostCardData {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  featuredImage: string | null;
  publishedAt: string | null;
  tags: string[];
  popular: boolean;
}

/** Image slot with fixed proportions (width/height given), so nothing moves while it loads. */
function CardImage({ src, eager, featured }: { src: string | null; eager?: boolean; featured?: boolean }) {
  const [width, height] = featured ? [1200, 630] : [640, 360];
  if (!src) {
    return <div aria-hidden="true" className={`w-full bg-gradient-to-br from-brand-100 to-brand-50 ${featured ? "aspect-[40/21]" : "aspect-video"}`} />;
  }
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`w-full bg-slate-100 object-cover ${featured ? "aspect-[40/21]" : "aspect-video"}`}
    />
  );
}

function Meta({ post }: { post: PostCardData }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      {post.publishedAt ? <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time> : null}
      {post.popular ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("blog.popular")}</span>
      ) : null}
    </div>
  );
}

function Tags({ tags }: { tags: string[] }) {
  const t = useT();
  if (!tags.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("blog.tags")}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A card of the public list; the title link covers the whole card. Cards show at most 2 tags. */
export function PostCard({ post, featured = false }: { post: PostCardData; featured?: boolean }) {
  return (
    <article
      data-testid={featured ? "featured-post" : "post-card"}
      className={`group relative flex w-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${featured ? "flex-col md:flex-row" : "flex-col"}`}
    >
      <div className={featured ? "md:w-1/2" : ""}>
        <CardImage src={post.featuredImage} eager={featured} featured={featured} />
      </div>
      <div className={`flex flex-1 flex-col gap-3 p-5 ${featured ? "md:p-8" : ""}`}>
        <Meta post={post} />
        <h3 className={`font-bold text-slate-900 ${featured ? "text-2xl md:text-3xl" : "text-lg"}`}>
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {post.title}
          </Link>
        </h3>
        <p className={`text-slate-600 ${featured ? "" : "line-clamp-3"}`}>{post.excerpt}</p>
        <div className="mt-auto">
          <Tags tags={post.tags.slice(0, 2)} />
        </div>
      </div>
    </article>
  );
}
