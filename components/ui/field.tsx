import type { ReactNode } from "react";
import { AlertIcon } from "./icons/chrome";

/**
 * The aria attributes that tie a control to its hint and error (`${id}-hint`, `${id}-error`). The error comes first:
 * it is what a screen reader user needs to hear before the standing hint.
 */
export function fieldAria(id: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined } as const;
}

/**
 * A labelled form control with its hint and error message (the contact form's and the admin's). A short hint
 * ("Optional") sits beside the label; a sentence goes under the control.
 */
export function Field({
  id,
  label,
  hint,
  hintBesideLabel = false,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  hintBesideLabel?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const hintText = hint ? (
    <span id={`${id}-hint`} className="text-[0.8125rem] text-muted">
      {hint}
    </span>
  ) : null;
  return (
    <div className="grid content-start gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-small font-medium text-fg">
          {label}
        </label>
        {hintBesideLabel ? hintText : null}
      </div>
      {children}
      {hintBesideLabel ? null : hintText}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-small text-coral">
          <AlertIcon className="mt-[0.2rem] size-3.5 shrink-0" strokeWidth={2.25} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
