"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { saveProjectAction } from "@/components/admin/actions";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { NAME_MAX, slugify, toDateTimeLocal, type FieldErrors, type Publication } from "@/lib/admin/content-rules";
import { SITE_IMAGES_BUCKET } from "@/lib/images/site-images.mjs";
import { Field, fieldAria } from "@/components/ui/field";
import { adminControlClasses, FormAlert, PublicationField, savedDescription, scheduledTime, SlugField } from "./controls";
import { routes } from "@/config/routes";

export type ProjectEditorValues = {
  name: string;
  slug: string;
  description: string;
  screenshot_url: string;
  project_url: string;
  publication: Publication;
  published_at: string | null;
};

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

  const set = (field: keyof ProjectEditorValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value, ...(field === "name" && !slugEdited ? { slug: slugify(value) } : {}) }));
  };
  const control = (field: string, hint = false) => ({ id: `${fieldId}-${field}`, ...fieldAria(`${fieldId}-${field}`, { hint, error: errors[field] }) });

  return (
    <form
      className="grid max-w-2xl gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFormMessage(null);
        startSaving(async () => {
          const { publication } = values;
          const result = await saveProjectAction(id, { ...values, published_at: scheduledTime(publication, scheduleAt) });
          if (!result.ok) {
            setErrors(result.fieldErrors ?? {});
            setFormMessage(result.message);
            return;
          }
          setErrors({});
          toast({ title: "Project saved", description: savedDescription(publication, scheduleAt, "The portfolio shows the change now."), variant: "success" });
          if (!id) router.replace(`/admin/projects/${result.id}/`);
          else router.refresh();
        });
      }}
    >
      <Field id={`${fieldId}-name`} label="Name" error={errors.name}>
        <input {...control("name")} value={values.name} onChange={set("name")} maxLength={NAME_MAX} required className={adminControlClasses} />
      </Field>
      <SlugField
        id={`${fieldId}-slug`}
        addressPrefix="/portfolio/"
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
      <Field id={`${fieldId}-screenshot`} label="Screenshot" hint={`A path on this site (/...) or the public URL of an image in the Supabase bucket ${SITE_IMAGES_BUCKET}; empty shows No Preview.`} error={errors.screenshot_url}>
        <input {...control("screenshot", true)} value={values.screenshot_url} onChange={set("screenshot_url")} className={adminControlClasses} />
      </Field>
      <Field id={`${fieldId}-url`} label="Live site" hint="Visit Live Site shows only when this is set." error={errors.project_url}>
        <input {...control("url", true)} type="url" value={values.project_url} onChange={set("project_url")} className={adminControlClasses} />
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
    </form>
  );
}
