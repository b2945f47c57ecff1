import { routes } from "@/config/routes";
import type { Metadata } from "next";
import Image from "next/image";
import { adminControlClasses, FormAlert } from "@/components/admin/controls";
import { buttonClasses } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { requireAdmin } from "@/lib/admin/auth";
import { publicImageUrl, SITE_IMAGES_BUCKET, UPLOADS_FOLDER, UPLOADS_PATH } from "@/lib/images/site-images.mjs";
import { readUploadPageQuery } from "@/lib/images/upload-page";
import { ALT_MAX } from "@/lib/admin/content-rules";
import { EDITOR_TEXTS } from "@/lib/admin/texts";
import { UPLOAD_ACCEPT, UPLOAD_HINT } from "@/lib/images/upload-rules";
import { publicSupabaseUrl } from "@/config/public-env.mjs";

export const metadata: Metadata = { title: "Images" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Upload an image and get its address: the one upload form that works without JavaScript (a plain multipart post,
 * answered with a redirect back here), and in the embedded mode, where posts and projects are files, the way to put
 * an image on the site. The editors upload beside each image field.
 */
export default async function AdminImagesPage({ searchParams }: Props) {
  const session = await requireAdmin();
  const state = readUploadPageQuery(await searchParams);
  const inBucket = session.mode === "supabase";
  const src = state.uploaded ? (inBucket ? publicImageUrl(publicSupabaseUrl(), `${UPLOADS_FOLDER}/${state.uploaded}`) : routes.upload(state.uploaded)) : null;

  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-h2 font-semibold text-fg">Images</h1>
      <p className="text-muted">
        {inBucket ? (
          <>
            Images are uploaded to the Supabase Storage bucket <code className="font-mono text-fg">{SITE_IMAGES_BUCKET}</code>.
          </>
        ) : (
          <>
            Images are kept on this server, in <code className="font-mono text-fg">DATA_DIR/uploads/</code>, and served at{" "}
            <code className="font-mono text-fg">{UPLOADS_PATH}</code>.
          </>
        )}{" "}
        Each gets an address named after its content: the same picture uploaded again keeps the same address. The post and project editors also
        upload, beside each image field.
      </p>

      {src ? (
        <section aria-labelledby="uploaded-heading" className="grid gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
          <h2 id="uploaded-heading" className="text-h3 font-semibold text-fg">
            Image uploaded
          </h2>
          <Image src={src} alt={state.alt} width={1200} height={800} sizes="(min-width: 768px) 640px, 100vw" className="aspect-[3/2] w-full max-w-md rounded border border-border bg-surface-2 object-cover" />
          <Field id="uploaded-address" label="Address" hint="Paste it into a cover, screenshot or gallery field, or a content file.">
            <input id="uploaded-address" {...fieldAria("uploaded-address", { hint: true })} readOnly value={src} className={`${adminControlClasses} font-mono text-[0.875rem]`} />
          </Field>
          <Field id="uploaded-gallery-line" label="Gallery line" hint="A line of a project's Gallery field: address | alt text.">
            <input id="uploaded-gallery-line" {...fieldAria("uploaded-gallery-line", { hint: true })} readOnly value={`${src} | ${state.alt}`} className={`${adminControlClasses} font-mono text-[0.875rem]`} />
          </Field>
          {inBucket ? null : (
            <div className="grid gap-2 text-small text-muted">
              <p>In the files of content/: a project&apos;s screenshot in its JSON file, or a gallery image in its case study&apos;s front matter.</p>
              <pre className="whitespace-pre-wrap rounded-control border border-border bg-surface-2 p-3 font-mono text-[0.8125rem] text-fg [overflow-wrap:anywhere]">
                {`"screenshot_url": ${JSON.stringify(src)},\n"screenshot_alt": ${JSON.stringify(state.alt)}\n\ngallery:\n  - src: ${src}\n    alt: ${JSON.stringify(state.alt)}`}
              </pre>
            </div>
          )}
        </section>
      ) : null}

      <FormAlert message={state.formError} />
      <form method="post" action={routes.admin.imagesUpload} encType="multipart/form-data" noValidate className="grid gap-5 rounded-card border border-border bg-surface p-5 sm:p-6">
        <h2 className="text-h3 font-semibold text-fg">Upload an image</h2>
        <Field id="upload-file" label="Image file" hint={UPLOAD_HINT} error={state.fileError ?? undefined}>
          <input
            id="upload-file"
            {...fieldAria("upload-file", { hint: true, error: state.fileError ?? undefined })}
            name="file"
            type="file"
            accept={UPLOAD_ACCEPT}
            className="block w-full text-small text-muted file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-full file:border file:border-border-strong file:bg-surface file:px-4 file:text-small file:font-medium file:text-fg hover:file:bg-surface-2"
          />
        </Field>
        <Field id="upload-alt" label="Alt text" hint={EDITOR_TEXTS.altHint} error={state.altError ?? undefined}>
          <input id="upload-alt" {...fieldAria("upload-alt", { hint: true, error: state.altError ?? undefined })} name="alt" defaultValue={src ? "" : state.alt} maxLength={ALT_MAX} className={adminControlClasses} />
        </Field>
        <div>
          <button type="submit" className={buttonClasses("primary", "sm", "text-[0.9375rem]")}>
            Upload image
          </button>
        </div>
      </form>
    </div>
  );
}
