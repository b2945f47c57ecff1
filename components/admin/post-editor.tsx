"use client";

import { previewAction, savePostAction } from "@/components/admin/actions";
import { ALT_MAX, CONTENT_MAX, EXCERPT_MAX, parseTags, TITLE_MAX, type PostDraft, type Publication } from "@/lib/admin/content-rules";
import { SITE_IMAGES_BUCKET } from "@/lib/images/site-images.mjs";
import { Field } from "@/components/ui/field";
import { articleNotes } from "@/lib/content/notes";
import { EditorActions, EditorForm, EditorPreview, useContentEditor, usePreview } from "./content-editor";
import { adminControlClasses, ContentNotes, PublicationField, SlugField, withFieldError } from "./controls";
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

export function PostEditor({ id, initial }: { id: string | null; initial: PostEditorValues }) {
  const editor = useContentEditor({ id, initial, titleField: "title", saved: { title: "Post saved", live: "The public pages show the change now.", editPath: routes.admin.posts.edit } });
  const { fieldId, values, setValues, errors, setErrors, set, control } = editor;
  const preview = usePreview(values.content, previewAction);

  const save = () =>
    editor.save((publishedAt) => {
      const draft: PostDraft = {
        title: values.title,
        slug: values.slug,
        excerpt: values.excerpt,
        tags: parseTags(values.tags),
        cover_image_url: values.cover_image_url,
        cover_image_alt: values.cover_image_alt,
        content: values.content,
        publication: values.publication,
        published_at: publishedAt,
      };
      return savePostAction(id, draft);
    });

  return (
    <EditorForm onSubmit={save}>
      <div className="grid content-start gap-5">
        <Field id={`${fieldId}-title`} label="Title" error={errors.title}>
          <input {...control("title")} value={values.title} onChange={set("title")} maxLength={TITLE_MAX} required className={adminControlClasses} />
        </Field>
        <SlugField {...editor.slugField} addressPrefix={routes.blog} />
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
        <PublicationField {...editor.publicationField} />
        <ContentNotes id={`${fieldId}-notes`} notes={articleNotes({ excerpt: values.excerpt, tags: parseTags(values.tags), content: values.content })} />
        <EditorActions message={editor.formMessage} saving={editor.saving} label="Save post" viewHref={id && initial.publication === "published" ? routes.article(initial.slug) : null} />
      </div>

      <EditorPreview id={fieldId} label="Article preview" status={preview.updating ? "Updating..." : EDITOR_TEXTS.postPreview}>
        <h3 className="text-h2 font-semibold text-fg">{values.title || "Untitled post"}</h3>
        {values.excerpt ? <p className="mt-3 text-muted">{values.excerpt}</p> : null}
        <div className="prose-article mt-6">{preview.rendered}</div>
      </EditorPreview>
    </EditorForm>
  );
}
