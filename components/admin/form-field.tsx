import type { ReactNode } from "react";

export const adminControlClasses =
  "block w-full rounded-control border border-border-strong bg-surface px-3.5 py-2.5 text-[0.9375rem] text-fg placeholder:text-muted/80 outline-none transition-[border-color,box-shadow] duration-200 focus-visible:border-accent focus-visible:shadow-[0_0_0_3px_var(--accent-soft)] aria-[invalid=true]:border-coral disabled:opacity-70";

/** A labelled admin form control with its hint and error wired to it by id. */
export function FormField({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-small font-medium text-fg">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-[0.8125rem] text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-small text-coral">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes of a control that has a hint and maybe an error. */
export function describedBy(id: string, options: { hint?: boolean; error?: string }) {
  const ids = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": options.error ? true : undefined };
}

/** The slug of a post or project, shown with the address it makes. */
export function SlugField({ id, addressPrefix, value, error, onChange }: { id: string; addressPrefix: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <FormField id={id} label="Slug" hint={`The address: ${addressPrefix}{slug}/`} error={error}>
      <input
        id={id}
        {...describedBy(id, { hint: true, error })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={120}
        required
        className={`${adminControlClasses} font-mono`}
      />
    </FormField>
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
