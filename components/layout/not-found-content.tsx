"use client";

import { ButtonLink } from "@/components/ui/button";
import { browserRoutes } from "@/config/browser-routes";
import { NOT_FOUND_TITLES } from "@/lib/shell/not-found";

/**
 * The generic not-found message. The not-found boundaries (app/not-found.tsx, app/(site)/not-found.tsx) travel in
 * every page's payload: as browser code, the message is named there once instead of written out twice, and its few
 * lines of script are cached across pages. The console log of the missed path (NotFoundLogger) comes with the
 * unknown-path page, app/(site)/[...missing]/page.tsx.
 */
export function NotFoundContent() {
  return (
    <section className="container-site grid min-h-[72vh] place-items-center pt-36 pb-24 text-center">
      <div className="max-w-xl">
        <p className="eyebrow">Error 404</p>
        <h1 className="text-h1 mt-4 font-semibold">{NOT_FOUND_TITLES.page}</h1>
        <p className="mt-5 text-lg text-muted">The page you are looking for has moved, or never existed. Everything the studio offers is one click from the homepage.</p>
        <ButtonLink href={browserRoutes.home} size="lg" className="mt-9">
          Return to Homepage
        </ButtonLink>
      </div>
    </section>
  );
}
