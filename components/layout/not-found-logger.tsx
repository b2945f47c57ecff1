"use client";

import { useEffect } from "react";

/**
 * Logs the path a visitor tried and did not find, as an error in the browser console. Rendered by the unknown-path
 * page only (app/(site)/[...missing]): imported anywhere else, its script would travel with that page.
 */
export function NotFoundLogger() {
  useEffect(() => {
    console.error(`404 Page Not Found: ${window.location.pathname}`);
  }, []);
  return null;
}
