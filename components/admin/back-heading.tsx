import Link from "next/link";

/** The top of an admin editing page: the way back to its list, and the page's heading. */
export function BackHeading({ backHref, backLabel, title }: { backHref: string; backLabel: string; title: string }) {
  return (
    <>
      <Link href={backHref} className="focus-ring w-fit rounded text-small text-muted hover:text-fg">
        ← {backLabel}
      </Link>
      <h1 className="text-h2 font-semibold text-fg">{title}</h1>
    </>
  );
}
