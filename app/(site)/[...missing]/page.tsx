import { notFound } from "next/navigation";

/**
 * Every path no other route matches lands here, inside the main layout, and renders its not-found page with HTTP 404.
 * No path is built ahead, but each is rendered once and then served from the cache like any other page.
 * The root not-found (app/not-found.tsx) then stays small: Next serialises the root layout's not-found tree into every
 * page's payload, so a full shell there would travel twice with each page.
 */
export function generateStaticParams() {
  return [];
}

export default function UnmatchedPath(): never {
  notFound();
}
