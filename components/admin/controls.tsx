import { Field, fieldAria } from "@/components/ui/field";
import type { Publication } from "@/lib/admin/content-rules";
import { EDITOR_TEXTS } from "@/lib/admin/texts";

export const adminControlClasses =
  "block w-full rounded-control border border-border-strong bg-surface px-3.5 py-2.5 text-[0.9375rem] text-fg placeholder:text-muted/80 outline-none transition-[border-color,box-shadow] duration-200 focus-visible:border-accent focus-visible:shadow-[0_0_0_3px_var(--accent-soft)] aria-[invalid=true]:border-coral disabled:opacity-70";

/** The slug of a post or project, shown with the address it makes. */
export function SlugField({ id, addressPrefix, value, error, onChange }: { id: string; addressPrefix: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Field id={id} label="Slug" hint={`The address: ${addressPrefix}{slug}/`} error={error}>
      <input
        id={id}
        {...fieldAria(id, { hint: true, error })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={120}
        required
        className={`${adminControlClasses} font-mono`}
      />
    </Field>
  );
}

/** The message of a form that could not be saved. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-control border border-coral/40 px-4 py-3 text-small text-coral">
      {message}
    </p>
  ) : null;
}

/** The content rules' notes on what is typed (lib/content/notes.ts): matters of taste, shown as it is typed, never blocking a save. */
export function ContentNotes({ id, notes }: { id: string; notes: string[] }) {
  return (
    <section aria-labelledby={id} className="rounded-control border border-border px-4 py-3 text-small">
      <h2 id={id} className="font-semibold text-fg">
        Notes
      </h2>
      <div aria-live="polite">
        {notes.length ? (
          <ul className="mt-1 list-disc space-y-1 ps-5 text-muted">
            {notes.map((note) => (
              <li key={note}>{note[0].toUpperCase() + note.slice(1)}.</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-muted">None: the content rules have nothing to say.</p>
        )}
        <p className="mt-1 text-muted">Notes never stop a save.</p>
      </div>
    </section>
  );
}

const PUBLICATION_LABELS: Record<Publication, string> = { draft: "Draft (not public)", published: "Published", scheduled: "Scheduled" };

/** Draft, published or scheduled, with the time to publish when scheduled (a post's or a project's). */
export function PublicationField({
  id,
  value,
  saved,
  scheduleAt,
  error,
  onChange,
  onScheduleChange,
}: {
  id: string;
  value: Publication;
  /** Where the item stood when the editor opened: "Publish now" is offered until it is published. */
  saved: Publication;
  /** The datetime-local value, in the browser's zone. */
  scheduleAt: string;
  error?: string;
  onChange: (value: Publication) => void;
  onScheduleChange: (value: string) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="text-small font-medium text-fg">Publication</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(Object.keys(PUBLICATION_LABELS) as Publication[]).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-small text-fg">
            <input type="radio" name={`${id}-publication`} value={choice} checked={value === choice} onChange={() => onChange(choice)} className="accent-accent" />
            {choice === "published" && saved !== "published" ? "Publish now" : PUBLICATION_LABELS[choice]}
          </label>
        ))}
      </div>
      {value === "scheduled" ? (
        <Field id={`${id}-schedule`} label="Publish on" hint="Your local time." error={error}>
          <input
            id={`${id}-schedule`}
            {...fieldAria(`${id}-schedule`, { hint: true, error })}
            type="datetime-local"
            value={scheduleAt}
            onChange={(event) => onScheduleChange(event.target.value)}
            className={adminControlClasses}
          />
        </Field>
      ) : null}
    </fieldset>
  );
}

/** The ISO time to send for a scheduled item, from the datetime-local value; null when not scheduled or not a time. */
export function scheduledTime(publication: Publication, scheduleAt: string): string | null {
  const scheduled = scheduleAt ? new Date(scheduleAt) : null;
  return publication === "scheduled" && scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled.toISOString() : null;
}

/** What the toast after a save says about where the item now stands; `live` for a published one. */
export function savedDescription(publication: Publication, scheduleAt: string, live: string): string {
  if (publication === "draft") return EDITOR_TEXTS.draft;
  if (publication === "scheduled") {
    const when = new Date(scheduleAt);
    return `It goes live on ${when.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" })}.`;
  }
  return live;
}

/** The errors with one field's message set, or removed (null). */
export function withFieldError(errors: Record<string, string>, field: string, message: string | null): Record<string, string> {
  const next = { ...errors };
  if (message) next[field] = message;
  else delete next[field];
  return next;
}

/** A text of lines with one more at the end (no blank line between). */
export const appendLine = (text: string, line: string) => (text.trim() ? `${text.replace(/\s+$/, "")}\n${line}` : line);
