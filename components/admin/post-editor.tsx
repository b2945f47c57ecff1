"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState, useTransition, type ReactNode } from "react";
import { previewAction, savePostAction } from "@/components/admin/actions";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ALT_MAX, CONTENT_MAX, EXCERPT_MAX, parseTags, slugify, TITLE_MAX, toDateTimeLocal, type FieldErrors, type PostDraft, type Publication } from "@/lib/admin/content-rules";
import { SITE_IMAGES_BUCKET } from "@/lib/images/site-images.mjs";
import { Field, fieldAria } from "@/components/ui/field";
import { articleNotes } from "@/lib/content/notes";
import { adminControlClasses, ContentNotes, FormAlert, PublicationField, savedDescription, scheduledTime, SlugField, withFieldError } from "./controls";
import { ImageUpload } from "./image-upload";
import { routes } from "@/config/routes";
import { EDITOR_TEXTS } from "@/lib/admin/texts";

export type PostEditorValues = {
  title: string;
  slug: string;
  excerpt: string;
  tags: string;
  cover_image_url: string;
  cover_image_alt: string;
  content: string;
  publication: Publication;
  published_at: string | null;
};

const PREVIEW_DELAY_MS = 400;
export function PostEditor({ id, initial }: { id: string | null; initial: PostEditorValues }) {
  const router = useRouter();
  const { toast } = useToast();
  const fieldId = useId();
  const [values, setValues] = useState(initial);
  const [scheduleAt, setScheduleAt] = useState(() => toDateTimeLocal(initial.publication === "scheduled" ? initial.published_at : null));
  const [slugEdited, setSlugEdited] = useState(Boolean(id));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ content: string | null; rendered: ReactNode }>({ content: null, rendered: null });
  const previewing = preview.content !== values.content;
  const [saving, startSaving] = useTransition();

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const rendered = await previewAction(values.content).catch(() => <p role="alert">The preview could not be rendered.</p>);
      if (!cancelled) setPreview({ content: values.content, rendered });
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [values.content]);

  const set = (field: keyof PostEditorValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value, ...(field === "title" && !slugEdited ? { slug: slugify(value) } : {}) }));
  };

  const save = () => {
    setFormMessage(null);
    startSaving(async () => {
      const draft: PostDraft = {
        title: values.title,
        slug: values.slug,
        excerpt: values.excerpt,
        tags: parseTags(values.tags),
        cover_image_url: values.cover_image_url,
        cover_image_alt: values.cover_image_alt,
        content: values.content,
        publication: values.publication,
        published_at: scheduledTime(values.publication, scheduleAt),
      };
      const result = await savePostAction(id, draft);
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        setFormMessage(result.message);
        return;
      }
      setErrors({});
      toast({ title: "Post saved", description: savedDescription(values.publication, scheduleAt, "The public pages show the change now."), variant: "success" });
      if (!id) router.replace(routes.admin.posts.edit(result.id));
      else router.refresh();
    });
  };

  const control = (field: string, hint = false, errorField = field) => ({ id: `${fieldId}-${field}`, ...fieldAria(`${fieldId}-${field}`, { hint, error: errors[errorField] }) });

  return (
    <form
      className="grid gap-8 lg:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      noValidate
    >
      <div className="grid content-start gap-5">
        <Field id={`${fieldId}-title`} label="Title" error={errors.title}>
          <input {...control("title")} value={values.title} onChange={set("title")} maxLength={TITLE_MAX} required className={adminControlClasses} />
        </Field>
        <SlugField
          id={`${fieldId}-slug`}
          addressPrefix={routes.blog}
          value={values.slug}
          error={errors.slug}
          onChange={(slug) => {
            setSlugEdited(true);
            setValues((current) => ({ ...current, slug }));
          }}
        />
        <Field id={`${fieldId}-excerpt`} label="Excerpt" hint={`One or two sentences, at most ${EXCERPT_MAX} characters.`} error={errors.excerpt}>
          <textarea {...control("excerpt", true)} value={values.excerpt} onChange={set("excerpt")} rows={3} maxLength={EXCERPT_MAX} className={adminControlClasses} />
        </Field>
        <Field id={`${fieldId}-tags`} label="Tags" hint="Separated by commas." error={errors.tags}>
          <input {...control("tags", true)} value={values.tags} onChange={set("tags")} className={adminControlClasses} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${fieldId}-cover`} label="Cover image" hint={`Upload one below, or give a path on this site (/...) or the public URL of an image in the Supabase bucket ${SITE_IMAGES_BUCKET}.`} error={errors.cover_image_url}>
            <input {...control("cover", true, "cover_image_url")} value={values.cover_image_url} onChange={set("cover_image_url")} className={adminControlClasses} />
          </Field>
          <Field id={`${fieldId}-cover-alt`} label="Cover alt text" hint={`What the cover shows, at most ${ALT_MAX} characters; required to upload one. Empty, the site says “Cover illustration for” the title.`} error={errors.cover_image_alt}>
            <input {...control("cover-alt", true, "cover_image_alt")} value={values.cover_image_alt} onChange={set("cover_image_alt")} maxLength={ALT_MAX} className={adminControlClasses} />
          </Field>
        </div>
        <ImageUpload
          id={`${fieldId}-cover-upload`}
          label="Upload a cover"
          alt={{ kind: "field", value: values.cover_image_alt, onError: (message) => setErrors((current) => withFieldError(current, "cover_image_alt", message)) }}
          onUploaded={({ src }) => {
            setValues((current) => ({ ...current, cover_image_url: src }));
            setErrors((current) => withFieldError(current, "cover_image_url", null));
          }}
        />
        <Field id={`${fieldId}-content`} label="Article (markdown)" hint="Tables, footnotes, task lists and code blocks work as on the site." error={errors.content}>
          <textarea
            {...control("content", true)}
            value={values.content}
            onChange={set("content")}
            rows={18}
            maxLength={CONTENT_MAX}
            className={`${adminControlClasses} font-mono text-[0.875rem] leading-relaxed`}
          />
        </Field>
        <PublicationField
          id={fieldId}
          value={values.publication}
          saved={initial.publication}
          scheduleAt={scheduleAt}
          error={errors.published_at}
          onChange={(publication) => setValues((current) => ({ ...current, publication }))}
          onScheduleChange={setScheduleAt}
        />
        <ContentNotes id={`${fieldId}-notes`} notes={articleNotes({ excerpt: values.excerpt, tags: parseTags(values.tags), content: values.content })} />
        <FormAlert message={formMessage} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving} className="text-[0.9375rem]">
            {saving ? "Saving..." : "Save post"}
          </Button>
          {id && initial.publication === "published" ? (
            <Link href={routes.article(initial.slug)} className={"focus-ring rounded text-small text-accent-text underline-offset-2 hover:underline"}>
              View on the site
            </Link>
          ) : null}
        </div>
      </div>

      <section aria-labelledby={`${fieldId}-preview`} className="min-w-0">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={`${fieldId}-preview`} className="text-small font-semibold text-fg">
            Preview
          </h2>
          <span className="text-[0.8125rem] text-muted" aria-live="polite">
            {previewing ? "Updating..." : EDITOR_TEXTS.postPreview}
          </span>
        </div>
        <div className="mt-3 rounded-card border border-border bg-surface p-5 sm:p-7 lg:sticky lg:top-6 lg:max-h-[calc(100svh-3rem)] lg:overflow-y-auto" tabIndex={0} aria-label="Article preview">
          <h3 className="text-h2 font-semibold text-fg">{values.title || "Untitled post"}</h3>
          {values.excerpt ? <p className="mt-3 text-muted">{values.excerpt}</p> : null}
          <div className="prose-article mt-6">{preview.rendered}</div>
        </div>
      </section>
    </form>
  );
}
