import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ErrorList, Field, FormErrors } from "~/components/forms";
import { addTag, BLOG_LIMITS, parseTagList, slugify } from "~/domain/blog";
import { BlogPostFormSchema } from "~/lib/blog-validation";
import { useT } from "~/lib/i18n/react";

export interface PostEditorValues {
  title: string;
  slug: string;
  metaDescription: string;
  metaKeywords: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  tags: string[];
  isPublished: boolean;
}

const inputClass =
  "rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-500";

function TextareaField({
  label,
  hint,
  errors,
  textareaProps,
}: {
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; key?: string };
}) {
  const { key, ...rest } = textareaProps;
  const errorId = `${textareaProps.id}-error`;
  const hintId = `${textareaProps.id}-hint`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={textareaProps.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        key={key}
        {...rest}
        aria-invalid={invalid || undefined}
        aria-describedby={[hint ? hintId : "", invalid ? errorId : ""].filter(Boolean).join(" ") || undefined}
        className={`${inputClass} ${rest.className ?? ""}`}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** Without JavaScript: one comma-separated field. With it: add (button or Enter) and remove. */
function TagsField({ id, name, initial, errors }: { id: string; name: string; initial: string[]; errors?: string[] }) {
  const t = useT();
  const [enhanced, setEnhanced] = useState(false);
  const [tags, setTags] = useState(initial);
  const [draft, setDraft] = useState("");
  useEffect(() => setEnhanced(true), []);
  const add = () => {
    setTags((current) => addTag(current, draft));
    setDraft("");
  };
  if (!enhanced) {
    return (
      <Field
        label={t("blog.f.tags")}
        hint={t("blog.f.tagsHint")}
        inputProps={{ id, name, type: "text", defaultValue: initial.join(", ") }}
        errors={errors}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("blog.f.tags")}
      </label>
      <input type="hidden" name={name} value={tags.join(",")} />
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          value={draft}
          placeholder={t("blog.f.newTag")}
          maxLength={BLOG_LIMITS.tag}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          className={`flex-1 ${inputClass}`}
        />
        <button
          type="button"
          onClick={add}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t("blog.f.addTag")}
        </button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("blog.f.tags")} data-testid="tag-list">
        {tags.length === 0 ? <li className="text-sm text-slate-500">{t("blog.f.noTags")}</li> : null}
        {tags.map((tag) => (
          <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800">
            {tag}
            <button
              type="button"
              aria-label={t("blog.f.removeTag", { tag })}
              onClick={() => setTags((current) => current.filter((x) => x !== tag))}
              className="rounded-full px-2 text-brand-700 hover:bg-brand-100"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <ErrorList errors={errors} />
    </div>
  );
}

function toList(value: unknown, fallback: string[]): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (typeof value === "string") return parseTagList(value);
  return fallback;
}

/** The create and edit form of a blog post (admin spec sections 4 and 5). */
export function PostEditor({
  defaults,
  lastResult,
  autoSlug,
}: {
  defaults: PostEditorValues;
  lastResult?: SubmissionResult<string[]>;
  /** Fill the slug from the title while the slug is empty (new posts). */
  autoSlug: boolean;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "blog-post-form",
    lastResult,
    defaultValue: {
      ...defaults,
      tags: defaults.tags.join(","),
      isPublished: defaults.isPublished ? "on" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BlogPostFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const slugRef = useRef<HTMLInputElement>(null);
  const autoSlugRef = useRef(autoSlug && !defaults.slug);
  const [published, setPublished] = useState(defaults.isPublished);
  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const initialTags = toList(fields.tags.initialValue, defaults.tags);
  const { key: slugKey, ...slugProps } = getInputProps(fields.slug, { type: "text" });
  const { key: publishedKey, ...publishedProps } = getInputProps(fields.isPublished, { type: "checkbox" });

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label={t("blog.f.title")}
        inputProps={{
          ...getInputProps(fields.title, { type: "text" }),
          maxLength: BLOG_LIMITS.title,
          onInput: (e) => {
            if (autoSlugRef.current && slugRef.current) slugRef.current.value = slugify(e.currentTarget.value);
          },
        }}
        errors={fields.title.errors}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.slug.id} className="text-sm font-medium text-slate-800">
          {t("blog.f.slug")}
        </label>
        <input
          ref={slugRef}
          {...slugProps}
          key={slugKey}
          maxLength={BLOG_LIMITS.slug}
          autoCapitalize="none"
          spellCheck={false}
          onInput={(e) => {
            // typing a slug by hand stops the automatic one; clearing it starts it again
            autoSlugRef.current = autoSlug && e.currentTarget.value === "";
          }}
          aria-invalid={fields.slug.errors?.length ? true : undefined}
          aria-describedby={`${fields.slug.id}-hint ${fields.slug.id}-error`}
          className={inputClass}
        />
        <p id={`${fields.slug.id}-hint`} className="text-xs text-slate-500">
          {t("blog.f.slugHint")}
        </p>
        <ErrorList id={`${fields.slug.id}-error`} errors={fields.slug.errors} />
      </div>
      <TextareaField
        label={t("blog.f.excerpt")}
        hint={t("blog.f.excerptHint")}
        textareaProps={{ ...getTextareaProps(fields.excerpt), rows: 3, maxLength: BLOG_LIMITS.excerpt }}
        errors={fields.excerpt.errors}
      />
      <TextareaField
        label={t("blog.f.content")}
        hint={t("blog.f.contentHint")}
        textareaProps={{ ...getTextareaProps(fields.content), rows: 16, spellCheck: true, className: "font-mono" }}
        errors={fields.content.errors}
      />
      <Field
        label={t("blog.f.featuredImage")}
        hint={t("blog.f.featuredImageHint")}
        inputProps={{ ...getInputProps(fields.featuredImage, { type: "text" }), inputMode: "url" }}
        errors={fields.featuredImage.errors}
      />
      <TagsField id={fields.tags.id} name={fields.tags.name} initial={initialTags} errors={fields.tags.errors} />

      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("blog.f.seo")}</legend>
        <TextareaField
          label={t("blog.f.metaDescription")}
          hint={t("blog.f.metaDescriptionHint")}
          textareaProps={{ ...getTextareaProps(fields.metaDescription), rows: 2, maxLength: BLOG_LIMITS.metaDescription }}
          errors={fields.metaDescription.errors}
        />
        <Field
          label={t("blog.f.metaKeywords")}
          hint={t("blog.f.metaKeywordsHint")}
          inputProps={{ ...getInputProps(fields.metaKeywords, { type: "text" }), maxLength: BLOG_LIMITS.metaKeywords }}
          errors={fields.metaKeywords.errors}
        />
      </fieldset>

      <div className="flex items-start gap-3">
        <input
          {...publishedProps}
          key={publishedKey}
          onChange={(e) => setPublished(e.currentTarget.checked)}
          aria-describedby={`${fields.isPublished.id}-hint`}
          className="mt-1 h-5 w-5 rounded border-slate-300 text-brand-600"
        />
        <div>
          <label htmlFor={fields.isPublished.id} className="font-medium text-slate-800">
            {t("blog.f.isPublished")}
          </label>
          <p id={`${fields.isPublished.id}-hint`} className="text-sm text-slate-500">
            {t("blog.f.isPublishedHint")}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <button
          type="submit"
          name="intent"
          value="draft"
          disabled={Boolean(pendingIntent)}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {pendingIntent === "draft" ? t("form.submitting") : t("blog.f.saveDraft")}
        </button>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={Boolean(pendingIntent)}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pendingIntent === "save" ? t("form.submitting") : published ? t("blog.f.publish") : t("blog.f.save")}
        </button>
      </div>
    </Form>
  );
}
