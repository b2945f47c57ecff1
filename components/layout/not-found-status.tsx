"use client";

import { Suspense, useLayoutEffect } from "react";
import { notFound } from "next/navigation";

/** What Next names the error `notFound()` throws; React hands it back in the browser as the boundary's digest. */
const NOT_FOUND_DIGEST = "NEXT_HTTP_ERROR_FALLBACK;404";

function ThrowOnServer(): null {
  if (typeof window === "undefined") notFound();
  return null;
}

/**
 * Makes the response a 404 while the page around it renders complete. `notFound()` thrown by a page escapes React's
 * server render and leaves Next only its empty recovery shell (no layout, no content until JavaScript runs); thrown
 * inside a Suspense boundary it sets the status and costs just that empty boundary. In the browser it renders nothing,
 * so the page, its title and its links stay as the server sent them. React reports the boundary the server gave up on
 * as a recoverable error after the commit; that report, which this page causes on purpose, is kept off the console.
 */
export function NotFoundStatus() {
  useLayoutEffect(() => {
    const expected = (event: ErrorEvent) => {
      if ((event.error as { digest?: unknown } | null)?.digest === NOT_FOUND_DIGEST) event.preventDefault();
    };
    window.addEventListener("error", expected);
    return () => window.removeEventListener("error", expected);
  }, []);
  return (
    <Suspense fallback={null}>
      <ThrowOnServer />
    </Suspense>
  );
}
