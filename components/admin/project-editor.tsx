"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState, useTransition, type ReactNode } from "react";
import { previewCaseStudyAction, saveProjectAction } from "@/components/admin/actions";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ALT_MAX, CONTENT_MAX, HEADLINE_MAX, NAME_MAX, slugify, toDateTimeLocal, type FieldErrors } from "@/lib/admin/content-rules";
import { projectDraftFromValues, type ProjectEditorValues } from "@/lib/admin/project-form";
import { SITE_IMAGES_BUCKET } from "@/lib/images/site-images.mjs";
import { Field, fieldAria } from "@/components/ui/field";
import { projectNotes } from "@/lib/content/notes";
import { adminControlClasses, appendLine, ContentNotes, FormAlert, PublicationField, savedDescription, scheduledTime, SlugField, withFieldError } from "./controls";
import { ImageUpload } from "./image-upload";
import { routes } from "@/config/routes";
import { EDITOR_TEXTS } from "@/lib/admin/texts";

export type { ProjectEditorValues } from "@/lib/admin/project-form";

const PREVIEW_DELAY_MS = 400;

/** The editor's fields typed as text (the publication has its own control). */
type TextField = Exclude<keyof ProjectEditorValues, "publication" | "published_at">;

export function ProjectEditor({ id, initial }: { id: string | null; initial: ProjectEditorValues }) {
  const router = useRouter();
  const { toast } = useToast();
  const fieldId = useId();
  const [values, setValues] = useState(initial);
  const [scheduleAt, setScheduleAt] = useState(() => toDateTimeLocal(initial.publication === "scheduled" ? initial.published_at : null));
  const [slugEdited, setSlugEdited] = useState(Boolean(id));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [saving, startSaving] = useTransition();

  const draft = useMemo(() => projectDraftFromValues(values), [values]);
  const studyKey = JSON.stringify([draft.headline, draft.body, draft.facts, draft.gallery]);
  const [preview, setPreview] = useState<{ key: string | null; rendered: ReactNode }>({ key: null, rendered: null });
  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const [headline, body, facts, gallery] = JSON.parse(studyKey) as unknown[];
      const rendered = await previewCaseStudyAction({ headline, body, facts, gallery }).catch(() => <p role="alert">The preview could not be rendered.</p>);
      if (!cancelled) setPreview({ key: studyKey, rendered });
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [studyKey]);

  const set = (field: TextField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value, ...(field === "name" && !slugEdited ? { slug: slugify(value) } : {}) }));
  };
  const control = (field: string, hint = false, errorField = field) => ({ id: `${fieldId}-${field}`, ...fieldAria(`${fieldId}-${field}`, { hint, error: errors[errorField] }) });
  const text = (field: TextField, label: string, hint?: string) => (
    <Field id={`${fieldId}-${field}`} label={label} hint={hint} error={errors[field]}>
      <input {...control(field, Boolean(hint))} value={values[field]} onChange={set(field)} maxLength={200} className={adminControlClasses} />
    </Field>
  );

  return (
    <form
      className="grid gap-8 lg:grid-cols-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFormMessage(null);
        startSaving(async () => {
          const { publication } = values;
          const result = await saveProjectAction(id, { ...draft, published_at: scheduledTime(publication, scheduleAt) });
          if (!result.ok) {
            setErrors(result.fieldErrors ?? {});
            setFormMessage(result.message);
            return;
          }
          setErrors({});
          toast({ title: "Project saved", description: savedDescription(publication, scheduleAt, "The portfolio shows the change now."), variant: "success" });
          if (!id) router.replace(routes.admin.projects.edit(result.id));
          else router.refresh();
        });
      }}
    >
      <div className="grid content-start gap-5">
        <Field id={`${fieldId}-name`} label="Name" error={errors.name}>
          <input {...control("name")} value={values.name} onChange={set("name")} maxLength={NAME_MAX} required className={adminControlClasses} />
        </Field>
        <SlugField
          id={`${fieldId}-slug`}
          addressPrefix={routes.portfolio}
          value={values.slug}
          error={errors.slug}
          onChange={(slug) => {
            setSlugEdited(true);
            setValues((current) => ({ ...current, slug }));
          }}
        />
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

        <PublicationField
          id={fieldId}
          value={values.publication}
          saved={initial.publication}
          scheduleAt={scheduleAt}
          error={errors.published_at}
          onChange={(publication) => setValues((current) => ({ ...current, publication }))}
          onScheduleChange={setScheduleAt}
        />
        <ContentNotes id={`${fieldId}-notes`} notes={projectNotes({ body: draft.body ?? null, facts: draft.facts ? { client_type: draft.facts.client_type, outcomes: draft.facts.outcomes } : null })} />
        <FormAlert message={formMessage} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving} className="text-[0.9375rem]">
            {saving ? "Saving..." : "Save project"}
          </Button>
          {id && initial.publication === "published" ? (
            <Link href={routes.project(initial.slug)} className="focus-ring rounded text-small text-accent-text underline-offset-2 hover:underline">
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
            {preview.key !== studyKey ? "Updating..." : EDITOR_TEXTS.projectPreview}
          </span>
        </div>
        <div className="mt-3 rounded-card border border-border bg-surface p-5 sm:p-7 lg:sticky lg:top-6 lg:max-h-[calc(100svh-3rem)] lg:overflow-y-auto" tabIndex={0} aria-label="Case study preview">
          <h3 className="text-h2 font-semibold text-fg">{values.name || "Untitled project"}</h3>
          {values.headline ? <p className="mt-3 text-h3 font-semibold text-fg">{values.headline}</p> : null}
          <div className="[&>div]:mt-6">{preview.rendered}</div>
        </div>
      </section>
    </form>
  );
}
