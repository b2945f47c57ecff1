"use client";

import { routes } from "@/config/routes";
import { useRef, useState, type KeyboardEvent } from "react";
import { Field, fieldAria } from "@/components/ui/field";
import { buttonClasses } from "@/components/ui/button-classes";
import { altRefusal, fileVerdict, refusalMessage, UPLOAD_ACCEPT, UPLOAD_HINT, UPLOAD_MESSAGES, type UploadAnswer } from "@/lib/images/upload-rules";
import { EDITOR_TEXTS } from "@/lib/admin/texts";
import { adminControlClasses } from "./controls";

const NETWORK_MESSAGE = "The upload did not reach the server. Check the connection and upload again.";

/** What is wrong with a chosen file, by its size and its first bytes; undefined when it may be sent. */
async function fileRefusal(chosen: File): Promise<string | undefined> {
  const verdict = fileVerdict(chosen.size, new Uint8Array(await chosen.slice(0, 4096).arrayBuffer()));
  return verdict.ok ? undefined : refusalMessage(verdict.code, chosen.size);
}

/**
 * Where the uploaded image's alt text comes from: a field of the editor that is saved with the image (a cover's or a
 * screenshot's), whose refusals the editor shows beside it; or an input of this control's own (a gallery image, whose
 * alt goes into its line).
 */
type AltSource = { kind: "field"; value: string; onError: (message: string | null) => void } | { kind: "own"; label: string };

/**
 * Uploads one image (POST /admin/images/upload/) and hands its address to the editor, which fills its field; nothing
 * else in the editor changes, so a refusal loses nothing typed. Each refusal shows beside the input it concerns.
 */
export function ImageUpload({ id, label, alt, onUploaded }: { id: string; label: string; alt: AltSource; onUploaded: (image: { src: string; alt: string }) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const [ownAlt, setOwnAlt] = useState("");
  const [errors, setErrors] = useState<{ file?: string; alt?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<{ src: string; alt: string } | null>(null);

  const altText = alt.kind === "field" ? alt.value : ownAlt;
  const show = (next: { file?: string; alt?: string; form?: string }) => {
    setErrors(alt.kind === "field" ? { file: next.file, form: next.form } : next);
    if (alt.kind === "field") alt.onError(next.alt ?? null);
  };

  async function upload() {
    if (busy) return;
    const chosen = file.current?.files?.[0] ?? null;
    const altCode = altRefusal(altText);
    // The server checks all of it again; asked here first, every refusal shows at once and no large file is sent in vain.
    const found = { file: chosen ? await fileRefusal(chosen) : UPLOAD_MESSAGES.noFile, alt: altCode ? refusalMessage(altCode) : undefined };
    if (found.file || found.alt) return show(found);
    show({});
    setUploaded(null);
    setBusy(true);
    const form = new FormData();
    form.append("file", chosen!);
    form.append("alt", altText);
    try {
      const response = await fetch(routes.admin.imagesUpload, { method: "POST", body: form, headers: { accept: "application/json" } });
      const answer = (await response.json().catch(() => ({ ok: false, message: `The server answered ${response.status}.` }))) as UploadAnswer;
      if (!answer.ok) {
        show(answer.fieldErrors && (answer.fieldErrors.file || answer.fieldErrors.alt) ? answer.fieldErrors : { form: answer.message });
        return;
      }
      if (file.current) file.current.value = "";
      if (alt.kind === "own") setOwnAlt("");
      setUploaded({ src: answer.src, alt: answer.alt });
      onUploaded({ src: answer.src, alt: answer.alt });
    } catch {
      show({ form: NETWORK_MESSAGE });
    } finally {
      setBusy(false);
    }
  }

  // Enter in the alt input uploads, rather than submitting (saving) the editor around it.
  const uploadOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void upload();
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-3 rounded-control border border-dashed border-border-strong bg-surface-2/60 p-4">
      <p id={`${id}-label`} className="text-small font-medium text-fg">
        {label}
      </p>
      <Field id={`${id}-file`} label="Image file" hint={UPLOAD_HINT} error={errors.file}>
        <input
          ref={file}
          id={`${id}-file`}
          {...fieldAria(`${id}-file`, { hint: true, error: errors.file })}
          type="file"
          accept={UPLOAD_ACCEPT}
          onChange={() => setErrors((current) => ({ ...current, file: undefined, form: undefined }))}
          className="block w-full text-small text-muted file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-full file:border file:border-border-strong file:bg-surface file:px-4 file:text-small file:font-medium file:text-fg hover:file:bg-surface-2"
        />
      </Field>
      {alt.kind === "own" ? (
        <Field id={`${id}-alt`} label={alt.label} hint={EDITOR_TEXTS.altHint} error={errors.alt}>
          <input
            id={`${id}-alt`}
            {...fieldAria(`${id}-alt`, { hint: true, error: errors.alt })}
            value={ownAlt}
            onChange={(event) => setOwnAlt(event.target.value)}
            onKeyDown={uploadOnEnter}
            className={adminControlClasses}
          />
        </Field>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void upload()} disabled={busy} className={buttonClasses("secondary", "xs")}>
          {busy ? "Uploading..." : "Upload image"}
        </button>
        <span role="status" className="text-[0.8125rem] text-muted">
          {busy ? "Uploading the image..." : uploaded ? EDITOR_TEXTS.uploaded : ""}
        </span>
      </div>
      {errors.form ? (
        <p role="alert" className="text-small text-coral">
          {errors.form}
        </p>
      ) : null}
      {uploaded ? (
        // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the image just uploaded, in the admin only
        <img src={uploaded.src} alt={uploaded.alt} width={160} height={107} className="aspect-[3/2] w-40 rounded border border-border bg-surface object-cover" />
      ) : null}
    </div>
  );
}
