"use client";

import { useEffect } from "react";

/** Logs the path a visitor tried and did not find, as an error in the browser console. */
export function NotFoundLogger() {
  useEffect(() => {
    console.error(`404 Page Not Found: ${window.location.pathname}`);
  }, []);
  return null;
}
