import { Field, fieldAria } from "@/components/ui/field";

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
