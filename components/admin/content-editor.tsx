"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState, useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { fieldAria } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { slugify, toDateTimeLocal, type FieldErrors, type Publication, type SaveResult } from "@/lib/admin/content-rules";
import { FormAlert, savedDescription, scheduledTime } from "./controls";

const PREVIEW_DELAY_MS = 400;

type EditorValues = { slug: string; publication: Publication; published_at: string | null };

/**
 * What the post and the project editor share: the values, the slug that follows the title until it is edited, the
 * schedule, the errors of the last save, and the save itself (a toast, then the editor's address for a new item).
 */
export function useContentEditor<V extends EditorValues>({
  id,
  initial,
  titleField,
  saved,
}: {
  id: string | null;
  initial: V;
  /** The field the slug is made from while the slug has not been edited. */
  titleField: keyof V;
  saved: { title: string; live: string; editPath: (id: string) => string };
}) {
  const router = useRouter();
  const { toast } = useToast();
  const fieldId = useId();
  const [values, setValues] = useState(initial);
  const [scheduleAt, setScheduleAt] = useState(() => toDateTimeLocal(initial.publication === "scheduled" ? initial.published_at : null));
  const [slugEdited, setSlugEdited] = useState(Boolean(id));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [saving, startSaving] = useTransition();

  const set = (field: keyof V) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value, ...(field === titleField && !slugEdited ? { slug: slugify(value) } : {}) }));
  };
  const control = (field: string, hint = false, errorField = field) => ({ id: `${fieldId}-${field}`, ...fieldAria(`${fieldId}-${field}`, { hint, error: errors[errorField] }) });

  const save = (send: (publishedAt: string | null) => Promise<SaveResult>) => {
    setFormMessage(null);
    startSaving(async () => {
      const { publication } = values;
      const result = await send(scheduledTime(publication, scheduleAt));
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        setFormMessage(result.message);
        return;
      }
      setErrors({});
      toast({ title: saved.title, description: savedDescription(publication, scheduleAt, saved.live), variant: "success" });
      if (!id) router.replace(saved.editPath(result.id));
      else router.refresh();
    });
  };

  const slugField = {
    id: `${fieldId}-slug`,
    value: values.slug,
    error: errors.slug,
    onChange: (slug: string) => {
      setSlugEdited(true);
      setValues((current) => ({ ...current, slug }));
    },
  };
  const publicationField = {
    id: fieldId,
    value: values.publication,
    saved: initial.publication,
    scheduleAt,
    error: errors.published_at,
    onChange: (publication: Publication) => setValues((current) => ({ ...current, publication })),
    onScheduleChange: setScheduleAt,
  };

  return { fieldId, values, setValues, errors, setErrors, set, control, save, saving, formMessage, slugField, publicationField };
}

/**
 * The rendered preview of what `key` stands for, drawn by the server a moment after typing stops. `render` is a
 * module-level function or a server action: a new function on every render would draw the preview again each time.
 */
export function usePreview(key: string, render: (key: string) => Promise<ReactNode>) {
  const [preview, setPreview] = useState<{ key: string | null; rendered: ReactNode }>({ key: null, rendered: null });
  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const rendered = await render(key).catch(() => <p role="alert">The preview could not be rendered.</p>);
      if (!cancelled) setPreview({ key, rendered });
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [key, render]);
  return { rendered: preview.rendered, updating: preview.key !== key };
}

/** The two columns of an editor: the fields, then the preview. */
export function EditorForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="grid gap-8 lg:grid-cols-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The end of an editor's fields: why the last save failed, Save, and the page on the site once it is published. */
export function EditorActions({ message, saving, label, viewHref }: { message: string | null; saving: boolean; label: string; viewHref: string | null }) {
  return (
    <>
      <FormAlert message={message} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving} className="text-[0.9375rem]">
          {saving ? "Saving..." : label}
        </Button>
        {viewHref ? (
          <Link href={viewHref} className="focus-ring rounded text-small text-accent-text underline-offset-2 hover:underline">
            View on the site
          </Link>
        ) : null}
      </div>
    </>
  );
}

/** The preview column: its heading, whether it is catching up with the typing, and the page as the site draws it. */
export function EditorPreview({ id, label, status, children }: { id: string; label: string; status: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-preview`} className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-preview`} className="text-small font-semibold text-fg">
          Preview
        </h2>
        <span className="text-[0.8125rem] text-muted" aria-live="polite">
          {status}
        </span>
      </div>
      <div className="mt-3 rounded-card border border-border bg-surface p-5 sm:p-7 lg:sticky lg:top-6 lg:max-h-[calc(100svh-3rem)] lg:overflow-y-auto" tabIndex={0} aria-label={label}>
        {children}
      </div>
    </section>
  );
}
