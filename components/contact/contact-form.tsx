"use client";

import Link from "@/components/ui/intent-link";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Field, fieldAria } from "@/components/ui/field";
import { ArrowRightIcon, ChevronDownIcon } from "@/components/ui/icons/chrome";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { readContactResponse } from "@/lib/inquiries/client-result";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";
import { INQUIRY_LIMITS, type InquiryField, type InquiryFieldErrors } from "@/lib/inquiries/rules";
import { inquiryServiceOptions, isInquiryService } from "@/lib/inquiries/service-options";
import { browserRoutes } from "@/config/browser-routes";
import type { ContactFormState } from "@/lib/inquiries/form-page";
import { buttonClasses } from "@/components/ui/button-classes";

export type ContactFormProps = {
  variant: "full" | "short";
  /** Preselected service value for the full form (web-design | ai-integration | digital-transformation | other). */
  defaultService?: string;
  /** Called after a successful submission (the dialog closes on it). */
  onSent?: () => void;
  /** Prefix for field ids when two forms share a page. */
  idPrefix?: string;
  /** What a post without JavaScript answered (/contact/check/): the messages and what was typed. */
  initialState?: ContactFormState;
};

type Values = Record<InquiryField, string>;
type InquirySchema = typeof import("@/lib/inquiries/schema");

let inquirySchema: Promise<InquirySchema> | null = null;
/** The schema once loaded: read by handlers when they run, so a handler made before it arrived still finds it. */
let loadedSchema: InquirySchema | null = null;

/**
 * The form checks fields with the server's own schema (lib/inquiries/schema.ts), loaded when a visitor starts on the
 * form rather than with the page: zod would add over 20 KB of script to every page, the dialog being on all of them.
 */
function loadInquirySchema(): Promise<InquirySchema> {
  inquirySchema ??= import("@/lib/inquiries/schema").then((schema) => (loadedSchema = schema)).catch((error: unknown) => {
    inquirySchema = null;
    throw error;
  });
  return inquirySchema;
}

const EMPTY: Values = { name: "", email: "", phone: "", service: "", message: "" };
const FULL_FIELDS: InquiryField[] = ["name", "email", "phone", "service", "message"];
const SHORT_FIELDS: InquiryField[] = ["name", "email", "message"];

type FieldDescription = {
  label: string;
  /** Shown beside the label and read after the field's name. */
  hint?: string;
  required?: boolean;
} & (
  | { control: "input"; type: "text" | "email" | "tel"; inputMode?: "email" | "tel"; autoComplete: string }
  | { control: "select" }
  | { control: "textarea"; placeholder: Record<ContactFormProps["variant"], string> }
);

/** Every field the form can show; the variant picks which (FULL_FIELDS, SHORT_FIELDS). */
const FIELDS: Record<InquiryField, FieldDescription> = {
  name: { label: "Full Name", required: true, control: "input", type: "text", autoComplete: "name" },
  email: { label: "Email Address", required: true, control: "input", type: "email", inputMode: "email", autoComplete: "email" },
  phone: { label: "Phone", hint: "Optional", control: "input", type: "tel", inputMode: "tel", autoComplete: "tel" },
  service: { label: "Service", hint: "Optional", control: "select" },
  message: {
    label: "Message",
    required: true,
    control: "textarea",
    placeholder: { full: "Tell me about your business, what you need and any timeline you have in mind.", short: "What can I help you with?" },
  },
};

/**
 * The contact form: full (name, e-mail, phone, service, message) on pages, short (name, e-mail, message) in the
 * dialog. It checks fields before sending (with messages tied to each field), posts JSON to /api/contact/, and
 * shows the error catalogue's toasts (docs/product.md): on success every field is emptied and onSent runs; on failure nothing typed is lost.
 * Without JavaScript (or before its script is ready) the browser posts the form itself to the same endpoint, which
 * answers with a page (lib/inquiries/form-page.ts); /contact/check/ gives this form that answer as `initialState`.
 */
export function ContactForm({ variant, defaultService, onSent, idPrefix = "contact", initialState }: ContactFormProps) {
  const { toast } = useToast();
  const [values, setValues] = useState<Values>({ ...EMPTY, service: isInquiryService(defaultService) ? defaultService : "", ...initialState?.values });
  const [errors, setErrors] = useState<InquiryFieldErrors>(initialState?.fields ?? {});
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const fields = variant === "full" ? FULL_FIELDS : SHORT_FIELDS;
  const id = (field: InquiryField) => `${idPrefix}-${field}`;

  const [appliedService, setAppliedService] = useState(defaultService);
  if (appliedService !== defaultService) {
    setAppliedService(defaultService);
    if (isInquiryService(defaultService)) setValues((current) => ({ ...current, service: defaultService }));
  }

  const inFlight = useRef(false);
  const prepareSchema = () => void loadInquirySchema().catch(() => undefined);
  const fieldError = (field: InquiryField, value: string, current?: string) => (loadedSchema ? loadedSchema.inquiryFieldError(field, value) : current);

  const update = (field: InquiryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (attempted || errors[field]) setErrors((current) => ({ ...current, [field]: fieldError(field, value, current[field]) }));
  };

  const validateOnBlur = (field: InquiryField) => {
    if (attempted) setErrors((current) => ({ ...current, [field]: fieldError(field, values[field], current[field]) }));
  };

  const focusFirst = (form: HTMLFormElement, found: InquiryFieldErrors) => {
    const first = fields.find((field) => found[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const formValues = () => {
      const entries = new FormData(form);
      return Object.fromEntries(fields.map((field) => [field, String(entries.get(field) ?? "")])) as Partial<Values>;
    };
    const submitted = formValues();
    const focusedAtSubmit = document.activeElement;
    setAttempted(true);
    // Without the schema (it could not be loaded), the server checks the fields and names any problem. While it loads,
    // the visitor may go on typing or send again: a submit whose fields have changed since is dropped (it would judge,
    // or send, what the visitor has since rewritten), and their next one counts.
    const rules = await loadInquirySchema().catch(() => null);
    const now = formValues();
    if (inFlight.current || fields.some((field) => now[field] !== submitted[field])) return;
    const found = rules ? rules.validateInquiryFields(submitted) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Not away from a field the visitor has moved to since.
      if (document.activeElement === focusedAtSubmit || !form.contains(document.activeElement)) focusFirst(form, found);
      return;
    }

    // The fields, the honeypot and the hidden fields FormSubmit reads, as the form would post them without JavaScript.
    const body = Object.fromEntries(new FormData(form));

    inFlight.current = true;
    setSending(true);
    try {
      const response = await fetch(browserRoutes.api.contact, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      const result = await readContactResponse(response);
      if (result.ok) {
        toast({ variant: "success", title: CONTACT_TEXTS.successTitle, description: CONTACT_TEXTS.success });
        setValues(EMPTY);
        setErrors({});
        setAttempted(false);
        if (honeypot.current) honeypot.current.value = "";
        onSent?.();
      } else {
        toast({ variant: "destructive", title: CONTACT_TEXTS.errorTitle, description: result.description });
        if (Object.keys(result.fields).length > 0) {
          setErrors(result.fields);
          focusFirst(form, result.fields);
        }
      }
    } catch {
      toast({ variant: "destructive", title: CONTACT_TEXTS.errorTitle, description: CONTACT_TEXTS.unexpected });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  function renderField(field: InquiryField) {
    const description = FIELDS[field];
    const common = {
      id: id(field),
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
      ...fieldAria(id(field), { hint: Boolean(description.hint), error: errors[field] }),
    };
    // A control's look and its states (hovered, refused, focused) are a component class, field-control
    // (app/globals.css), keyed on aria-invalid.
    let control: ReactNode;
    if (description.control === "select") {
      control = (
        <div className="relative">
          <select {...common} className={`field-control h-12 appearance-none pr-11 ${values[field] ? "" : "text-muted"}`}>
            <option value="">Select a service</option>
            {inquiryServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted" />
        </div>
      );
    } else {
      const typed = { ...common, required: description.required, maxLength: INQUIRY_LIMITS[field as Exclude<InquiryField, "service">], onBlur: () => validateOnBlur(field) };
      control =
        description.control === "textarea" ? (
          <textarea {...typed} rows={4} placeholder={description.placeholder[variant]} className="field-control min-h-[7.5rem] resize-y py-3 leading-relaxed" />
        ) : (
          <input {...typed} type={description.type} inputMode={description.inputMode} autoComplete={description.autoComplete} className="field-control h-12" />
        );
    }
    return (
      <Field key={field} id={id(field)} label={description.label} hint={description.hint} hintBesideLabel error={errors[field]}>
        {control}
      </Field>
    );
  }

  return (
    <form
      action={browserRoutes.api.contact}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepareSchema}
      onPointerEnter={prepareSchema}
      aria-busy={sending || undefined}
      data-variant={variant}
      className="relative grid gap-5"
    >
      {/* What a post without JavaScript answered, until the visitor sends again. */}
      {!attempted && initialState?.message ? (
        <p role="alert" className="rounded-control border border-coral bg-surface px-4 py-3 text-small font-medium text-fg">
          {initialState.message}
        </p>
      ) : null}
      <div className={variant === "full" ? "grid gap-5 md:grid-cols-2" : "grid gap-5"}>{fields.filter((field) => field !== "message").map(renderField)}</div>
      {renderField("message")}

      {/* Left empty by people; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${idPrefix}-honey`}>Leave this field empty</label>
        <input ref={honeypot} id={`${idPrefix}-honey`} name="_honey" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="_captcha" value="false" />
      {variant === "full" ? (
        <>
          <input type="hidden" name="_subject" value={CONTACT_TEXTS.subject} />
          <input type="hidden" name="_autoresponse" value={CONTACT_TEXTS.autoresponse} />
        </>
      ) : null}

      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p id={noteId} className="max-w-md text-small text-muted">
          Your details are used only to answer you; see the{" "}
          <Link href={browserRoutes.privacy} className="font-medium text-fg underline decoration-border-strong underline-offset-4 transition-colors hover:text-accent hover:decoration-accent">
            privacy policy
          </Link>
          .
        </p>
        <button
          type="submit"
          disabled={sending}
          aria-describedby={noteId}
          className={buttonClasses("primary", "lg", "min-w-[11.5rem] shrink-0 text-[0.9375rem] sm:w-auto")}
        >
          {sending ? (
            <>
              <Spinner className="size-3.5" tone="current" />
              Sending...
            </>
          ) : (
            <>
              Send Message
              <ArrowRightIcon className="size-4" />
            </>
          )}
        </button>
      </div>
    </form>
  );
}
