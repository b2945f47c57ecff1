import { Fragment } from "react";
import Link from "@/components/ui/intent-link";
import type { Crumb } from "@/lib/seo/breadcrumbs";

/** A page's visible breadcrumb trail (lib/seo/breadcrumbs.ts): each step links its page, the last is the page itself. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const current = trail[trail.length - 1];
  return (
    <nav aria-label="Breadcrumb" className="text-small text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        {trail.slice(0, -1).map((crumb) => (
          <Fragment key={crumb.path}>
            <li><Link href={crumb.path} className="hover:text-fg">{crumb.name}</Link></li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="line-clamp-1 text-fg">{current.name}</li>
      </ol>
    </nav>
  );
}
