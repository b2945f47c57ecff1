"use client";

import { useMemo } from "react";
import { previewCaseStudyAction, saveProjectAction } from "@/components/admin/actions";
import { ALT_MAX, CONTENT_MAX, HEADLINE_MAX, NAME_MAX } from "@/lib/admin/content-rules";
import { projectDraftFromValues, type ProjectEditorValues } from "@/lib/admin/project-form";
import { SITE_IMAGES_BUCKET } from "@/lib/images/site-images.mjs";
import { Field } from "@/components/ui/field";
import { projectNotes } from "@/lib/content/notes";
import { EditorActions, EditorForm, EditorPreview, useContentEditor, usePreview } from "./content-editor";
import { adminControlClasses, appendLine, ContentNotes, PublicationField, SlugField, withFieldError } from "./controls";
import { ImageUpload } from "./image-upload";
import { routes } from "@/config/routes";
import { EDITOR_TEXTS } from "@/lib/admin/texts";

/** The editor's fields typed as text (the publication has its own control). */
type TextField = Exclude<keyof ProjectEditorValues, "publication" | "published_at">;

/** The case study's parts, as the preview's key: the preview is drawn again only when one of them changes. */
const renderCaseStudy = (studyKey: string) => {
  const [headline, body, facts, gallery] = JSON.parse(studyKey) as unknown[];
  return previewCaseStudyAction({ headline, body, facts, gallery });
};

export function ProjectEditor({ id, initial }: { id: string | null; initial: ProjectEditorValues }) {
  const editor = useContentEditor({ id, initial, titleField: "name", saved: { title: "Project saved", live: "The portfolio shows the change now.", editPath: routes.admin.projects.edit } });
  const { fieldId, values, setValues, errors, setErrors, set, control } = editor;
  const draft = useMemo(() => projectDraftFromValues(values), [values]);
  const preview = usePreview(JSON.stringify([draft.headline, draft.body, draft.facts, draft.gallery]), renderCaseStudy);

  const text = (field: TextField, label: string, hint?: string) => (
    <Field id={`${fieldId}-${field}`} label={label} hint={hint} error={errors[field]}>
      <input {...control(field, Boolean(hint))} value={values[field]} onChange={set(field)} maxLength={200} className={adminControlClasses} />
    </Field>
  );

  return (
    <EditorForm onSubmit={() => editor.save((publishedAt) => saveProjectAction(id, { ...draft, published_at: publishedAt }))}>
      <div className="grid content-start gap-5">
        <Field id={`${fieldId}-name`} label="Name" error={errors.name}>
          <input {...control("name")} value={values.name} onChange={set("name")} maxLength={NAME_MAX} required className={adminControlClasses} />
        </Field>
        <SlugField {...editor.slugField} addressPrefix={routes.portfolio} />
        <Field id={`${fieldId}-description`} label="Description" hint="Without one, the site writes a default sentence." error={errors.description}>
          <textarea {...control("description", true)} value={values.description} onChange={set("description")} rows={5} maxLength={2000} className={adminControlClasses} />
        </Field>
        <Field id={`${fieldId}-screenshot`} label="Screenshot" hint={`Upload one below, or give a path on this site (/...) or the public URL of an image in the Supabase bucket ${SITE_IMAGES_BUCKET}; empty shows No Preview.`} error={errors.screenshot_url}>
          <input {...control("screenshot", true, "screenshot_url")} value={values.screenshot_url} onChange={set("screenshot_url")} className={adminControlClasses} />
        </Field>
        <Field id={`${fieldId}-screenshot-alt`} label="Screenshot alt text" hint={`What the screenshot shows, at most ${ALT_MAX} characters; required to upload one. Empty, the site says “${values.name || "Name"} home screen mock-up”.`} error={errors.screenshot_alt}>
          <input {...control("screenshot-alt", true, "screenshot_alt")} value={values.screenshot_alt} onChange={set("screenshot_alt")} maxLength={ALT_MAX} className={adminControlClasses} />
        </Field>
        <ImageUpload
          id={`${fieldId}-screenshot-upload`}
          label="Upload a screenshot"
          alt={{ kind: "field", value: values.screenshot_alt, onError: (message) => setErrors((current) => withFieldError(current, "screenshot_alt", message)) }}
          onUploaded={({ src }) => {
            setValues((current) => ({ ...current, screenshot_url: src }));
            setErrors((current) => withFieldError(current, "screenshot_url", null));
          }}
        />
        <Field id={`${fieldId}-url`} label="Live site" hint="Visit Live Site shows only when this is set." error={errors.project_url}>
          <input {...control("url", true, "project_url")} type="url" value={values.project_url} onChange={set("project_url")} className={adminControlClasses} />
        </Field>

        <fieldset className="grid gap-5 border-t border-border pt-5">
          <legend className="pt-5 text-small font-semibold text-fg">Case study (optional)</legend>
          <Field id={`${fieldId}-headline`} label="Headline" hint="The page's own title; the site adds (Concept)." error={errors.headline}>
            <input {...control("headline", true)} value={values.headline} onChange={set("headline")} maxLength={HEADLINE_MAX} className={adminControlClasses} />
          </Field>
          <Field id={`${fieldId}-body`} label="Case study (markdown)" hint="The problem, what was built, how, and the result. Without it, the page shows the fixed texts." error={errors.body}>
            <textarea {...control("body", true)} value={values.body} onChange={set("body")} rows={16} maxLength={CONTENT_MAX} className={`${adminControlClasses} font-mono text-[0.875rem] leading-relaxed`} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            {text("client_type", "Client type")}
            {text("location", "Location")}
            {text("services", "Services", "Separated by commas.")}
            {text("stack", "Stack", "Separated by commas.")}
            {text("timeline", "Timeline")}
          </div>
          <Field id={`${fieldId}-outcomes`} label="Outcomes" hint="One a line: figure | label. Say when a figure is a target or projection." error={errors.outcomes}>
            <textarea {...control("outcomes", true)} value={values.outcomes} onChange={set("outcomes")} rows={3} className={adminControlClasses} />
          </Field>
          <Field id={`${fieldId}-gallery`} label="Gallery" hint={`One image a line: address | alt text (required, at most ${ALT_MAX} characters). An upload below adds its line.`} error={errors.gallery}>
            <textarea {...control("gallery", true)} value={values.gallery} onChange={set("gallery")} rows={4} className={adminControlClasses} />
          </Field>
          <ImageUpload
            id={`${fieldId}-gallery-upload`}
            label={EDITOR_TEXTS.galleryUpload}
            alt={{ kind: "own", label: EDITOR_TEXTS.galleryAlt }}
            onUploaded={({ src, alt }) => setValues((current) => ({ ...current, gallery: appendLine(current.gallery, `${src} | ${alt}`) }))}
          />
        </fieldset>

        <PublicationField {...editor.publicationField} />
        <ContentNotes id={`${fieldId}-notes`} notes={projectNotes({ body: draft.body ?? null, facts: draft.facts ? { client_type: draft.facts.client_type, outcomes: draft.facts.outcomes } : null })} />
        <EditorActions message={editor.formMessage} saving={editor.saving} label="Save project" viewHref={id && initial.publication === "published" ? routes.project(initial.slug) : null} />
      </div>

      <EditorPreview id={fieldId} label="Case study preview" status={preview.updating ? "Updating..." : EDITOR_TEXTS.projectPreview}>
        <h3 className="text-h2 font-semibold text-fg">{values.name || "Untitled project"}</h3>
        {values.headline ? <p className="mt-3 text-h3 font-semibold text-fg">{values.headline}</p> : null}
        <div className="[&>div]:mt-6">{preview.rendered}</div>
      </EditorPreview>
    </EditorForm>
  );
}
